// The gateway's own refusals (arguments, paging, query limits, scalars), in words in every language (see
// common/src/messages.ts). Field names, GraphQL names and formats stay as written: they are what the caller types.
import { LIMITS } from '../limits.js';
import { defineMessages, type Message } from '../messages.js';

export const GATEWAY_MESSAGES = defineMessages(
  'gateway',
  {
    idEmpty: '{{argument}} must not be empty.',
    idTooLong: '{{argument}} must be at most {{max}} characters.',
    idCharacters: '{{argument}} may contain only letters, digits, "-" and "_".',
    notACursor: '{{name}} is not a cursor returned by this list.',
    pageSize: '{{name}} must be between 0 and {{max}}.',
    lastNeedsBefore: 'last needs before: pass the startCursor of the page you are on.',
    firstWithLast: 'Use first with after, or last with before, not both.',
    beforeNeedsLast: 'before needs last, the size of the page before it.',
    partnerKeyGraphqlOnly: 'Partner keys are accepted by the GraphQL endpoint only (POST /graphql).',
    rateLimited: 'Too many requests with this partner key. Try again in {{seconds}} s.',
    tooDeep: 'The query is nested {{depth}} levels deep; at most {{max}} are allowed.',
    tooDeepIntrospection:
      'The query is nested {{depth}} levels deep counting introspection (__schema, __type, ofType, …); at most {{max}} are allowed.',
    tooManyTokens:
      'The query document has more than {{max}} tokens; at most {{max}} are allowed. Ask for fewer fields, and pass long lists of values as variables.',
    tooCostly:
      'The query would cost {{cost}} points; at most {{max}} are allowed. Ask for fewer items (first) or fewer fields.',
    tooManyAliases: 'The query uses {{count}} aliases; at most {{max}} are allowed.',
    notAString: '{{name}} must be a string.',
    invalidDateTime: 'DateTime must be an ISO 8601 date and time with a time zone, e.g. 2026-11-21T08:00:00Z.',
    invalidDate: 'Date must be an existing calendar date written YYYY-MM-DD, e.g. 2026-11-21.',
    invalidMinorUnits: 'MinorUnits must be a whole number of minor units (cents) between -(2^53 - 1) and 2^53 - 1.',
    minorUnitsLiteral: 'MinorUnits must be a whole number.',
  },
  {
    fr: {
      idEmpty: '{{argument}} ne doit pas être vide.',
      idTooLong: '{{argument}} doit comporter au plus {{max}} caractères.',
      idCharacters: '{{argument}} ne peut contenir que des lettres, des chiffres, « - » et « _ ».',
      notACursor: "{{name}} n'est pas un curseur renvoyé par cette liste.",
      pageSize: '{{name}} doit être compris entre 0 et {{max}}.',
      lastNeedsBefore: 'last nécessite before : passez le startCursor de la page où vous êtes.',
      firstWithLast: 'Utilisez first avec after, ou last avec before, mais pas les deux.',
      beforeNeedsLast: 'before nécessite last, la taille de la page qui le précède.',
      partnerKeyGraphqlOnly: "Les clés partenaires ne sont acceptées que par le point d'accès GraphQL (POST /graphql).",
      rateLimited: 'Trop de requêtes avec cette clé partenaire. Réessayez dans {{seconds}} s.',
      tooDeep: 'La requête est imbriquée sur {{depth}} niveaux ; {{max}} au plus sont autorisés.',
      tooDeepIntrospection:
        "La requête est imbriquée sur {{depth}} niveaux en comptant l'introspection (__schema, __type, ofType, …) ; " +
        '{{max}} au plus sont autorisés.',
      tooManyTokens:
        'Le document de requête compte plus de {{max}} jetons ; {{max}} au plus sont autorisés. Demandez moins de ' +
        'champs et passez les longues listes de valeurs en variables.',
      tooCostly:
        'La requête coûterait {{cost}} points ; {{max}} au plus sont autorisés. Demandez moins d’éléments (first) ' +
        'ou moins de champs.',
      tooManyAliases: 'La requête utilise {{count}} alias ; {{max}} au plus sont autorisés.',
      notAString: '{{name}} doit être une chaîne de caractères.',
      invalidDateTime:
        'DateTime doit être une date et une heure ISO 8601 avec un fuseau horaire, par ex. 2026-11-21T08:00:00Z.',
      invalidDate: 'Date doit être une date calendaire existante au format AAAA-MM-JJ, par ex. 2026-11-21.',
      invalidMinorUnits:
        "MinorUnits doit être un nombre entier d'unités mineures (centimes) compris entre -(2^53 - 1) et 2^53 - 1.",
      minorUnitsLiteral: 'MinorUnits doit être un nombre entier.',
    },
    es: {
      idEmpty: '{{argument}} no debe estar vacío.',
      idTooLong: '{{argument}} debe tener como máximo {{max}} caracteres.',
      idCharacters: '{{argument}} solo puede contener letras, dígitos, «-» y «_».',
      notACursor: '{{name}} no es un cursor devuelto por esta lista.',
      pageSize: '{{name}} debe estar entre 0 y {{max}}.',
      lastNeedsBefore: 'last necesita before: pase el startCursor de la página en la que está.',
      firstWithLast: 'Use first con after, o last con before, no ambos.',
      beforeNeedsLast: 'before necesita last, el tamaño de la página anterior.',
      partnerKeyGraphqlOnly: 'Las claves de socio solo se aceptan en el punto de acceso GraphQL (POST /graphql).',
      rateLimited: 'Demasiadas solicitudes con esta clave de socio. Vuelva a intentarlo en {{seconds}} s.',
      tooDeep: 'La consulta está anidada {{depth}} niveles; se permiten como máximo {{max}}.',
      tooDeepIntrospection:
        'La consulta está anidada {{depth}} niveles contando la introspección (__schema, __type, ofType, …); ' +
        'se permiten como máximo {{max}}.',
      tooManyTokens:
        'El documento de consulta tiene más de {{max}} tokens; se permiten como máximo {{max}}. Pida menos campos y ' +
        'pase las listas largas de valores como variables.',
      tooCostly:
        'La consulta costaría {{cost}} puntos; se permiten como máximo {{max}}. Pida menos elementos (first) o ' +
        'menos campos.',
      tooManyAliases: 'La consulta usa {{count}} alias; se permiten como máximo {{max}}.',
      notAString: '{{name}} debe ser una cadena de texto.',
      invalidDateTime: 'DateTime debe ser una fecha y hora ISO 8601 con zona horaria, p. ej. 2026-11-21T08:00:00Z.',
      invalidDate: 'Date debe ser una fecha de calendario existente escrita AAAA-MM-DD, p. ej. 2026-11-21.',
      invalidMinorUnits:
        'MinorUnits debe ser un número entero de unidades menores (céntimos) entre -(2^53 - 1) y 2^53 - 1.',
      minorUnitsLiteral: 'MinorUnits debe ser un número entero.',
    },
    ar: {
      idEmpty: 'يجب ألا يكون {{argument}} فارغًا.',
      idTooLong: 'يجب ألا يتجاوز {{argument}} {{max}} حرفًا.',
      idCharacters: 'لا يجوز أن يحتوي {{argument}} إلا على حروف وأرقام و«-» و«_».',
      notACursor: '{{name}} ليس مؤشرًا أعادته هذه القائمة.',
      pageSize: 'يجب أن تكون قيمة {{name}} بين 0 و{{max}}.',
      lastNeedsBefore: 'يتطلب last وجود before: مرّر startCursor للصفحة التي أنت فيها.',
      firstWithLast: 'استخدم first مع after، أو last مع before، وليس كليهما.',
      beforeNeedsLast: 'يتطلب before وجود last، أي حجم الصفحة التي تسبقه.',
      partnerKeyGraphqlOnly: 'لا تُقبل مفاتيح الشركاء إلا عبر نقطة GraphQL ‏(POST /graphql).',
      rateLimited: 'طلبات كثيرة جدًا بمفتاح الشريك هذا. أعد المحاولة بعد {{seconds}} ث.',
      tooDeep: 'الاستعلام متداخل بعمق {{depth}} مستويات؛ والحد الأقصى المسموح به {{max}}.',
      tooDeepIntrospection:
        'الاستعلام متداخل بعمق {{depth}} مستويات مع احتساب الاستبطان (__schema و__type وofType، …)؛ ' +
        'والحد الأقصى المسموح به {{max}}.',
      tooManyTokens:
        'يحتوي مستند الاستعلام على أكثر من {{max}} رمزًا؛ والحد الأقصى المسموح به {{max}}. اطلب حقولًا أقل، ' +
        'ومرّر قوائم القيم الطويلة كمتغيرات.',
      tooCostly:
        'ستبلغ تكلفة الاستعلام {{cost}} نقطة؛ والحد الأقصى المسموح به {{max}}. اطلب عناصر أقل (first) أو حقولًا أقل.',
      tooManyAliases: 'يستخدم الاستعلام {{count}} اسمًا مستعارًا؛ والحد الأقصى المسموح به {{max}}.',
      notAString: 'يجب أن يكون {{name}} سلسلة نصية.',
      invalidDateTime: 'يجب أن يكون DateTime تاريخًا ووقتًا بصيغة ISO 8601 مع منطقة زمنية، مثل 2026-11-21T08:00:00Z.',
      invalidDate: 'يجب أن يكون Date تاريخًا تقويميًا موجودًا بالصيغة YYYY-MM-DD، مثل 2026-11-21.',
      invalidMinorUnits: 'يجب أن يكون MinorUnits عددًا صحيحًا من الوحدات الصغرى (السنتات) بين -(2^53 - 1) و2^53 - 1.',
      minorUnitsLiteral: 'يجب أن يكون MinorUnits عددًا صحيحًا.',
    },
  },
);

/**
 * Why `value` cannot be an id, as a message naming the argument; the same rules as idProblem (common/src/ids.ts),
 * which the caller asks first.
 */
export function idRefusal(argument: string, value: string): Message {
  if (value.length === 0) return GATEWAY_MESSAGES.idEmpty({ argument });
  if (value.length > LIMITS.idMaxLength) return GATEWAY_MESSAGES.idTooLong({ argument, max: LIMITS.idMaxLength });
  return GATEWAY_MESSAGES.idCharacters({ argument });
}
