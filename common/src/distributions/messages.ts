// The distributions domain's refusals in words, in every language (see common/src/messages.ts). Refusals that only
// restate a field error (`${field} ${fieldError.message}`) stay plain English: they travel with `fieldErrors`, which
// the web words by code.
import { defineMessages } from '../messages.js';

export const DISTRIBUTION_MESSAGES = defineMessages(
  'distributions',
  {
    notFound: 'Distribution not found',
    entitlementNotFound: 'Entitlement not found',
    illegalDistributionTransition: 'A distribution status cannot change from {{from}} to {{to}}',
    illegalPaymentTransition: 'A payment status cannot change from {{from}} to {{to}}',
    overBudget: "The distribution exceeds what is left of the program's budget ({{left}}) by {{excess}}",
    overBudgetConverted:
      "The distribution exceeds what is left of the program's budget ({{left}}) by {{excess}} (converted at 1 {{from}} = {{rate}} {{currency}})",
    paymentsNeedApproval: 'Payments move only once the distribution is APPROVED; it is {{status}}',
    listNotLocked: 'The list "{{name}}" is {{status}}: lock it before making a distribution of it',
    editOnlyWhileReady: 'A distribution can be edited only while READY or DISAPPROVED; this one is {{status}}',
    cancelStarted:
      '{{count}} entitlements of this distribution are already being paid or redeemed: it cannot be cancelled',
    entitlementsMissing: 'Generate the entitlements first ({{count}} of {{families}} families have one)',
    creatorCannotApprove: 'You created this distribution: someone else must approve it',
    incompatibleRole:
      "Your role {{role}} is marked incompatible with a role of the distribution's creator: you may not approve it",
    incompatibleRoleUnnamed:
      "Your role one of your roles is marked incompatible with a role of the distribution's creator: you may not approve it",
    alreadyDecided: 'You have already decided on this distribution',
    noAccessToAny: 'You do not have {{action}} access to any kind of distribution in this organisation',
    noAccessToType: 'You do not have {{action}} access to {{type}} distributions of this program in this organisation',
  },
  {
    fr: {
      notFound: 'Distribution introuvable',
      entitlementNotFound: 'Droit introuvable',
      illegalDistributionTransition: "Le statut d'une distribution ne peut pas passer de {{from}} à {{to}}",
      illegalPaymentTransition: "Le statut d'un paiement ne peut pas passer de {{from}} à {{to}}",
      overBudget: 'La distribution dépasse de {{excess}} ce qui reste du budget du programme ({{left}})',
      overBudgetConverted:
        'La distribution dépasse de {{excess}} ce qui reste du budget du programme ({{left}}) ' +
        '(converti au taux de 1 {{from}} = {{rate}} {{currency}})',
      paymentsNeedApproval:
        "Les paiements n'évoluent qu'une fois la distribution au statut APPROVED ; elle est au statut {{status}}",
      listNotLocked:
        'La liste « {{name}} » est au statut {{status}} : verrouillez-la avant d’en faire une distribution',
      editOnlyWhileReady:
        "Une distribution n'est modifiable qu'au statut READY ou DISAPPROVED ; celle-ci est au statut {{status}}",
      cancelStarted:
        '{{count}} droits de cette distribution sont déjà en cours de paiement ou de remise : elle ne peut pas être annulée',
      entitlementsMissing: "Générez d'abord les droits ({{count}} familles sur {{families}} en ont un)",
      creatorCannotApprove: "Vous avez créé cette distribution : quelqu'un d'autre doit l'approuver",
      incompatibleRole:
        'Votre rôle {{role}} est déclaré incompatible avec un rôle du créateur de la distribution : ' +
        'vous ne pouvez pas l’approuver',
      incompatibleRoleUnnamed:
        "L'un de vos rôles est déclaré incompatible avec un rôle du créateur de la distribution : " +
        'vous ne pouvez pas l’approuver',
      alreadyDecided: 'Vous avez déjà statué sur cette distribution',
      noAccessToAny: "Vous n'avez l'accès {{action}} à aucun type de distribution dans cette organisation",
      noAccessToType:
        "Vous n'avez pas l'accès {{action}} aux distributions {{type}} de ce programme dans cette organisation",
    },
    es: {
      notFound: 'Distribución no encontrada',
      entitlementNotFound: 'Derecho no encontrado',
      illegalDistributionTransition: 'El estado de una distribución no puede pasar de {{from}} a {{to}}',
      illegalPaymentTransition: 'El estado de un pago no puede pasar de {{from}} a {{to}}',
      overBudget: 'La distribución supera en {{excess}} lo que queda del presupuesto del programa ({{left}})',
      overBudgetConverted:
        'La distribución supera en {{excess}} lo que queda del presupuesto del programa ({{left}}) ' +
        '(convertido a 1 {{from}} = {{rate}} {{currency}})',
      paymentsNeedApproval: 'Los pagos avanzan solo cuando la distribución está APPROVED; está en {{status}}',
      listNotLocked: 'La lista «{{name}}» está en {{status}}: bloquéela antes de hacer una distribución con ella',
      editOnlyWhileReady: 'Una distribución solo puede editarse en READY o DISAPPROVED; esta está en {{status}}',
      cancelStarted: '{{count}} derechos de esta distribución ya se están pagando o canjeando: no puede cancelarse',
      entitlementsMissing: 'Genere primero los derechos ({{count}} de {{families}} familias tienen uno)',
      creatorCannotApprove: 'Usted creó esta distribución: otra persona debe aprobarla',
      incompatibleRole:
        'Su rol {{role}} está marcado como incompatible con un rol del creador de la distribución: no puede aprobarla',
      incompatibleRoleUnnamed:
        'Uno de sus roles está marcado como incompatible con un rol del creador de la distribución: no puede aprobarla',
      alreadyDecided: 'Ya ha decidido sobre esta distribución',
      noAccessToAny: 'No tiene acceso {{action}} a ningún tipo de distribución en esta organización',
      noAccessToType: 'No tiene acceso {{action}} a las distribuciones {{type}} de este programa en esta organización',
    },
    ar: {
      notFound: 'التوزيع غير موجود',
      entitlementNotFound: 'الاستحقاق غير موجود',
      illegalDistributionTransition: 'لا يمكن تغيير حالة التوزيع من {{from}} إلى {{to}}',
      illegalPaymentTransition: 'لا يمكن تغيير حالة الدفع من {{from}} إلى {{to}}',
      overBudget: 'يتجاوز التوزيع ما تبقى من ميزانية البرنامج ({{left}}) بمقدار {{excess}}',
      overBudgetConverted:
        'يتجاوز التوزيع ما تبقى من ميزانية البرنامج ({{left}}) بمقدار {{excess}} ' +
        '(بسعر تحويل 1 {{from}} = {{rate}} {{currency}})',
      paymentsNeedApproval: 'لا تتقدم المدفوعات إلا بعد أن يصبح التوزيع APPROVED؛ حالته الآن {{status}}',
      listNotLocked: 'حالة القائمة «{{name}}» هي {{status}}: أقفلها قبل إنشاء توزيع منها',
      editOnlyWhileReady: 'لا يمكن تعديل التوزيع إلا في الحالة READY أو DISAPPROVED؛ حالة هذا التوزيع {{status}}',
      cancelStarted: 'يجري بالفعل دفع أو صرف {{count}} من استحقاقات هذا التوزيع: لا يمكن إلغاؤه',
      entitlementsMissing: 'أنشئ الاستحقاقات أولاً (لدى {{count}} من أصل {{families}} أسرة استحقاق)',
      creatorCannotApprove: 'أنت من أنشأ هذا التوزيع: يجب أن يعتمده شخص آخر',
      incompatibleRole: 'دورك {{role}} مصنّف على أنه غير متوافق مع أحد أدوار منشئ التوزيع: لا يمكنك اعتماده',
      incompatibleRoleUnnamed: 'أحد أدوارك مصنّف على أنه غير متوافق مع أحد أدوار منشئ التوزيع: لا يمكنك اعتماده',
      alreadyDecided: 'لقد اتخذت قرارك بشأن هذا التوزيع بالفعل',
      noAccessToAny: 'ليس لديك صلاحية {{action}} على أي نوع من التوزيعات في هذه المنظمة',
      noAccessToType: 'ليس لديك صلاحية {{action}} على توزيعات {{type}} لهذا البرنامج في هذه المنظمة',
    },
  },
);
