// The roles domain's refusals in words, in every language (see common/src/messages.ts). Refused permissions
// (`roleRefusalMessage`, unknown ids) stay plain English: they travel with their field errors, which the web words
// by code. Who holds a role is worded per count (1 or more members, keys or both), so every language reads well.
import { defineMessages } from '../messages.js';

const KEEP = 'give them another role before deleting it';
const KEEP_FR = 'attribuez-leur un autre rôle avant de le supprimer';
const KEEP_ES = 'asígneles otro rol antes de eliminarlo';
const KEEP_AR = 'امنحهم دورًا آخر قبل حذفه';

export const ROLE_MESSAGES = defineMessages(
  'roles',
  {
    notFound: 'Role not found',
    keyCannotChange: 'A partner key cannot change roles; an administrator must sign in',
    needsEverything: 'Changing roles needs USER_MANAGEMENT {{action}} access to everything in this organisation',
    predefinedChanged:
      '{{role}} is a PREDEFINED role and cannot be changed; create a custom role with the permissions you need',
    predefinedDeleted:
      '{{role}} is a PREDEFINED role and cannot be deleted; create a custom role with the permissions you need',
    nameTaken: 'A role named "{{name}}" already exists in this organisation',
    heldByMember: `The role "{{role}}" is held by 1 member; ${KEEP}`,
    heldByMembers: `The role "{{role}}" is held by {{members}} members; ${KEEP}`,
    heldByKey: `The role "{{role}}" is held by 1 active partner key; ${KEEP}`,
    heldByKeys: `The role "{{role}}" is held by {{keys}} active partner keys; ${KEEP}`,
    heldByMemberKey: `The role "{{role}}" is held by 1 member and 1 active partner key; ${KEEP}`,
    heldByMemberKeys: `The role "{{role}}" is held by 1 member and {{keys}} active partner keys; ${KEEP}`,
    heldByMembersKey: `The role "{{role}}" is held by {{members}} members and 1 active partner key; ${KEEP}`,
    heldByMembersKeys: `The role "{{role}}" is held by {{members}} members and {{keys}} active partner keys; ${KEEP}`,
  },
  {
    fr: {
      notFound: 'Rôle introuvable',
      keyCannotChange: 'Une clé partenaire ne peut pas modifier les rôles ; un administrateur doit se connecter',
      needsEverything:
        "La modification des rôles nécessite l'accès USER_MANAGEMENT {{action}} à tout dans cette organisation",
      predefinedChanged:
        '{{role}} est un rôle PREDEFINED et ne peut pas être modifié ; créez un rôle personnalisé avec les autorisations nécessaires',
      predefinedDeleted:
        '{{role}} est un rôle PREDEFINED et ne peut pas être supprimé ; créez un rôle personnalisé avec les autorisations nécessaires',
      nameTaken: 'Un rôle nommé « {{name}} » existe déjà dans cette organisation',
      heldByMember: `Le rôle « {{role}} » est attribué à 1 membre ; ${KEEP_FR}`,
      heldByMembers: `Le rôle « {{role}} » est attribué à {{members}} membres ; ${KEEP_FR}`,
      heldByKey: `Le rôle « {{role}} » est attribué à 1 clé partenaire active ; ${KEEP_FR}`,
      heldByKeys: `Le rôle « {{role}} » est attribué à {{keys}} clés partenaires actives ; ${KEEP_FR}`,
      heldByMemberKey: `Le rôle « {{role}} » est attribué à 1 membre et 1 clé partenaire active ; ${KEEP_FR}`,
      heldByMemberKeys: `Le rôle « {{role}} » est attribué à 1 membre et {{keys}} clés partenaires actives ; ${KEEP_FR}`,
      heldByMembersKey: `Le rôle « {{role}} » est attribué à {{members}} membres et 1 clé partenaire active ; ${KEEP_FR}`,
      heldByMembersKeys: `Le rôle « {{role}} » est attribué à {{members}} membres et {{keys}} clés partenaires actives ; ${KEEP_FR}`,
    },
    es: {
      notFound: 'Rol no encontrado',
      keyCannotChange: 'Una clave de socio no puede cambiar roles; un administrador debe iniciar sesión',
      needsEverything: 'Cambiar roles requiere acceso USER_MANAGEMENT {{action}} a todo en esta organización',
      predefinedChanged:
        '{{role}} es un rol PREDEFINED y no se puede cambiar; cree un rol personalizado con los permisos que necesite',
      predefinedDeleted:
        '{{role}} es un rol PREDEFINED y no se puede eliminar; cree un rol personalizado con los permisos que necesite',
      nameTaken: 'Ya existe un rol llamado «{{name}}» en esta organización',
      heldByMember: `El rol «{{role}}» lo tiene 1 miembro; ${KEEP_ES}`,
      heldByMembers: `El rol «{{role}}» lo tienen {{members}} miembros; ${KEEP_ES}`,
      heldByKey: `El rol «{{role}}» lo tiene 1 clave de socio activa; ${KEEP_ES}`,
      heldByKeys: `El rol «{{role}}» lo tienen {{keys}} claves de socio activas; ${KEEP_ES}`,
      heldByMemberKey: `El rol «{{role}}» lo tienen 1 miembro y 1 clave de socio activa; ${KEEP_ES}`,
      heldByMemberKeys: `El rol «{{role}}» lo tienen 1 miembro y {{keys}} claves de socio activas; ${KEEP_ES}`,
      heldByMembersKey: `El rol «{{role}}» lo tienen {{members}} miembros y 1 clave de socio activa; ${KEEP_ES}`,
      heldByMembersKeys: `El rol «{{role}}» lo tienen {{members}} miembros y {{keys}} claves de socio activas; ${KEEP_ES}`,
    },
    ar: {
      notFound: 'الدور غير موجود',
      keyCannotChange: 'لا يمكن لمفتاح شريك تغيير الأدوار؛ يجب أن يسجّل مسؤول الدخول',
      needsEverything: 'يتطلب تغيير الأدوار صلاحية USER_MANAGEMENT {{action}} على كل شيء في هذه المنظمة',
      predefinedChanged: '{{role}} دور من نوع PREDEFINED ولا يمكن تغييره؛ أنشئ دورًا مخصصًا بالصلاحيات التي تحتاجها',
      predefinedDeleted: '{{role}} دور من نوع PREDEFINED ولا يمكن حذفه؛ أنشئ دورًا مخصصًا بالصلاحيات التي تحتاجها',
      nameTaken: 'يوجد بالفعل دور باسم «{{name}}» في هذه المنظمة',
      heldByMember: `الدور «{{role}}» مُسند إلى عضو واحد؛ ${KEEP_AR}`,
      heldByMembers: `الدور «{{role}}» مُسند إلى {{members}} من الأعضاء؛ ${KEEP_AR}`,
      heldByKey: `الدور «{{role}}» مُسند إلى مفتاح شريك نشط واحد؛ ${KEEP_AR}`,
      heldByKeys: `الدور «{{role}}» مُسند إلى {{keys}} من مفاتيح الشركاء النشطة؛ ${KEEP_AR}`,
      heldByMemberKey: `الدور «{{role}}» مُسند إلى عضو واحد ومفتاح شريك نشط واحد؛ ${KEEP_AR}`,
      heldByMemberKeys: `الدور «{{role}}» مُسند إلى عضو واحد و{{keys}} من مفاتيح الشركاء النشطة؛ ${KEEP_AR}`,
      heldByMembersKey: `الدور «{{role}}» مُسند إلى {{members}} من الأعضاء ومفتاح شريك نشط واحد؛ ${KEEP_AR}`,
      heldByMembersKeys: `الدور «{{role}}» مُسند إلى {{members}} من الأعضاء و{{keys}} من مفاتيح الشركاء النشطة؛ ${KEEP_AR}`,
    },
  },
);
