// The accounts domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const ACCOUNT_MESSAGES = defineMessages(
  'accounts',
  {
    noIdentityToRegister: 'New users cannot be registered: no identity service is configured',
    profileUnreadable: 'Your profile could not be read from the identity service; try again',
    userNotFound: 'User not found',
    organisationNotFound: 'Organisation not found',
    noImage: 'No image',
    noRoute: 'No route GET {{path}}',
    tooManyRequests: 'Too many requests with this partner key. Try again in {{seconds}} s.',
    notActiveMemberOf: 'You are not an active member of organisation {{account}}',
    adminOnlySubAccount: 'Only an ADMIN of this organisation can create a sub-account',
  },
  {
    fr: {
      noIdentityToRegister:
        "Impossible d'enregistrer de nouveaux utilisateurs : aucun service d'identité n'est configuré",
      profileUnreadable: "Votre profil n'a pas pu être lu auprès du service d'identité ; réessayez",
      userNotFound: 'Utilisateur introuvable',
      organisationNotFound: 'Organisation introuvable',
      noImage: 'Aucune image',
      noRoute: 'Aucune route GET {{path}}',
      tooManyRequests: 'Trop de requêtes avec cette clé partenaire. Réessayez dans {{seconds}} s.',
      notActiveMemberOf: "Vous n'êtes pas membre actif de l'organisation {{account}}",
      adminOnlySubAccount: 'Seul un ADMIN de cette organisation peut créer un sous-compte',
    },
    es: {
      noIdentityToRegister: 'No se pueden registrar usuarios nuevos: no hay ningún servicio de identidad configurado',
      profileUnreadable: 'No se pudo leer su perfil del servicio de identidad; inténtelo de nuevo',
      userNotFound: 'Usuario no encontrado',
      organisationNotFound: 'Organización no encontrada',
      noImage: 'No hay imagen',
      noRoute: 'No existe la ruta GET {{path}}',
      tooManyRequests: 'Demasiadas solicitudes con esta clave de socio. Inténtelo de nuevo en {{seconds}} s.',
      notActiveMemberOf: 'No es miembro activo de la organización {{account}}',
      adminOnlySubAccount: 'Solo un ADMIN de esta organización puede crear una subcuenta',
    },
    ar: {
      noIdentityToRegister: 'لا يمكن تسجيل مستخدمين جدد: لم تُهيّأ أي خدمة هوية',
      profileUnreadable: 'تعذّرت قراءة ملفك الشخصي من خدمة الهوية؛ حاول مرة أخرى',
      userNotFound: 'المستخدم غير موجود',
      organisationNotFound: 'المنظمة غير موجودة',
      noImage: 'لا توجد صورة',
      noRoute: 'لا يوجد مسار GET {{path}}',
      tooManyRequests: 'طلبات كثيرة جدًا بمفتاح الشريك هذا. حاول مرة أخرى بعد {{seconds}} ثانية.',
      notActiveMemberOf: 'لست عضوًا نشطًا في المنظمة {{account}}',
      adminOnlySubAccount: 'لا يمكن إنشاء حساب فرعي إلا لمسؤول ADMIN في هذه المنظمة',
    },
  },
);
