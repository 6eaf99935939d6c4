// The partner-key domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const API_KEY_MESSAGES = defineMessages(
  'apikeys',
  {
    notFound: 'Partner key not found',
    gatewayOnly: 'Partner keys are accepted by the GraphQL gateway only (POST /graphql)',
    keyCannotManage: 'A partner key cannot manage partner keys; an administrator must sign in',
    needsEverything: 'Partner keys need USER_MANAGEMENT {{action}} access to everything in this organisation',
    tooMany: 'An organisation can hold at most {{max}} active partner keys',
    alreadyRevoked: 'The key has already been revoked',
    invalidKey: 'This partner key is not valid or has been revoked',
  },
  {
    fr: {
      notFound: 'Clé partenaire introuvable',
      gatewayOnly: 'Les clés partenaires ne sont acceptées que par la passerelle GraphQL (POST /graphql)',
      keyCannotManage:
        'Une clé partenaire ne peut pas gérer les clés partenaires ; un administrateur doit se connecter',
      needsEverything:
        "Les clés partenaires nécessitent l'accès USER_MANAGEMENT {{action}} à tout dans cette organisation",
      tooMany: 'Une organisation peut détenir au plus {{max}} clés partenaires actives',
      alreadyRevoked: 'La clé a déjà été révoquée',
      invalidKey: "Cette clé partenaire n'est pas valide ou a été révoquée",
    },
    es: {
      notFound: 'Clave de socio no encontrada',
      gatewayOnly: 'Las claves de socio solo se aceptan en la pasarela GraphQL (POST /graphql)',
      keyCannotManage: 'Una clave de socio no puede gestionar claves de socio; un administrador debe iniciar sesión',
      needsEverything: 'Las claves de socio requieren acceso USER_MANAGEMENT {{action}} a todo en esta organización',
      tooMany: 'Una organización puede tener como máximo {{max}} claves de socio activas',
      alreadyRevoked: 'La clave ya ha sido revocada',
      invalidKey: 'Esta clave de socio no es válida o ha sido revocada',
    },
    ar: {
      notFound: 'مفتاح الشريك غير موجود',
      gatewayOnly: 'لا تُقبل مفاتيح الشركاء إلا عبر بوابة GraphQL ‏(POST /graphql)',
      keyCannotManage: 'لا يمكن لمفتاح شريك إدارة مفاتيح الشركاء؛ يجب أن يسجّل مسؤول الدخول',
      needsEverything: 'تتطلب مفاتيح الشركاء صلاحية USER_MANAGEMENT {{action}} على كل شيء في هذه المنظمة',
      tooMany: 'يمكن للمنظمة أن تحتفظ بما لا يزيد على {{max}} من مفاتيح الشركاء النشطة',
      alreadyRevoked: 'تم إبطال المفتاح بالفعل',
      invalidKey: 'مفتاح الشريك هذا غير صالح أو تم إبطاله',
    },
  },
);
