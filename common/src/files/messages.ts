// The files domain's refusals in words, in every language (see common/src/messages.ts). A refused file name
// (`fileName …`) stays plain English: it travels with its field error, which the web words by code.
import { defineMessages } from '../messages.js';

export const FILE_MESSAGES = defineMessages(
  'files',
  {
    notFound: 'File not found',
    tooLarge: 'The file is too large: at most {{limit}} can be uploaded',
  },
  {
    fr: {
      notFound: 'Fichier introuvable',
      tooLarge: 'Le fichier est trop volumineux : vous pouvez téléverser au plus {{limit}}',
    },
    es: {
      notFound: 'Archivo no encontrado',
      tooLarge: 'El archivo es demasiado grande: se pueden subir como máximo {{limit}}',
    },
    ar: {
      notFound: 'الملف غير موجود',
      tooLarge: 'الملف كبير جدًا: الحد الأقصى للرفع هو {{limit}}',
    },
  },
);
