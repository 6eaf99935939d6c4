// The API's own refusals of a request as such (route, URL, body), in words in every language (see
// common/src/messages.ts). List queries the caller got wrong (filter, sort, cursor, page size: api/src/db, and
// api/src/http/list.ts) are field errors: they travel with `fieldErrors`, which the web words by code, so their
// `${field} ${message}` stays plain English.
import { defineMessages } from '../messages.js';

export const HTTP_MESSAGES = defineMessages(
  'http',
  {
    noRoute: 'No route {{method}} {{path}}',
    invalidInput: 'Invalid input',
    malformedUrl: 'The URL is not valid: malformed percent-encoding',
    unstorableCharacters: 'The request contains characters that cannot be stored',
    invalidJson: 'The request body is not valid JSON',
    tooLarge: 'The request body is too large',
    tooLargeLimit: 'The request body is too large (limit {{limit}} kB)',
    notUnicodeJson: 'The request body must be UTF-8 JSON',
    unreadableBody: 'The request body could not be read',
  },
  {
    fr: {
      noRoute: 'Aucune route {{method}} {{path}}',
      invalidInput: 'Saisie non valide',
      malformedUrl: "L'URL n'est pas valide : encodage-pourcent mal formé",
      unstorableCharacters: 'La requête contient des caractères qui ne peuvent pas être enregistrés',
      invalidJson: "Le corps de la requête n'est pas du JSON valide",
      tooLarge: 'Le corps de la requête est trop volumineux',
      tooLargeLimit: 'Le corps de la requête est trop volumineux (limite {{limit}} ko)',
      notUnicodeJson: 'Le corps de la requête doit être du JSON en UTF-8',
      unreadableBody: "Le corps de la requête n'a pas pu être lu",
    },
    es: {
      noRoute: 'No hay ninguna ruta {{method}} {{path}}',
      invalidInput: 'Datos no válidos',
      malformedUrl: 'La URL no es válida: codificación porcentual mal formada',
      unstorableCharacters: 'La solicitud contiene caracteres que no se pueden guardar',
      invalidJson: 'El cuerpo de la solicitud no es JSON válido',
      tooLarge: 'El cuerpo de la solicitud es demasiado grande',
      tooLargeLimit: 'El cuerpo de la solicitud es demasiado grande (límite {{limit}} kB)',
      notUnicodeJson: 'El cuerpo de la solicitud debe ser JSON en UTF-8',
      unreadableBody: 'No se pudo leer el cuerpo de la solicitud',
    },
    ar: {
      noRoute: 'لا يوجد مسار {{method}} {{path}}',
      invalidInput: 'مدخلات غير صالحة',
      malformedUrl: 'عنوان URL غير صالح: ترميز النسبة المئوية مشوّه',
      unstorableCharacters: 'يحتوي الطلب على أحرف لا يمكن تخزينها',
      invalidJson: 'نص الطلب ليس JSON صالحًا',
      tooLarge: 'نص الطلب كبير جدًا',
      tooLargeLimit: 'نص الطلب كبير جدًا (الحد {{limit}} كيلوبايت)',
      notUnicodeJson: 'يجب أن يكون نص الطلب JSON بترميز UTF-8',
      unreadableBody: 'تعذّرت قراءة نص الطلب',
    },
  },
);
