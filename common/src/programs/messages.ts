// The programs domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const PROGRAM_MESSAGES = defineMessages(
  'programs',
  {
    notFound: 'Program not found',
    viewOnly: 'You may view this program but not change it',
    nameTaken: 'A program named "{{name}}" already exists in this organisation',
  },
  {
    fr: {
      notFound: 'Programme introuvable',
      viewOnly: 'Vous pouvez consulter ce programme mais pas le modifier',
      nameTaken: 'Un programme nommé « {{name}} » existe déjà dans cette organisation',
    },
    es: {
      notFound: 'Programa no encontrado',
      viewOnly: 'Puede ver este programa pero no modificarlo',
      nameTaken: 'Ya existe un programa llamado «{{name}}» en esta organización',
    },
    ar: {
      notFound: 'البرنامج غير موجود',
      viewOnly: 'يمكنك عرض هذا البرنامج دون تعديله',
      nameTaken: 'يوجد بالفعل برنامج باسم «{{name}}» في هذه المنظمة',
    },
  },
);
