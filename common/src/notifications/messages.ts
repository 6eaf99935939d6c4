// The notifications domain's refusals in words, in every language (see common/src/messages.ts). A refusal that only
// restates a field error (`beneficiaryId ${fieldError.message}`) stays plain English: it travels with `fieldErrors`,
// which the web words by code.
import { defineMessages } from '../messages.js';

export const NOTIFICATION_MESSAGES = defineMessages(
  'notifications',
  {
    templateNotFound: 'Message template not found',
    templateExists:
      'There is already a {{channel}} template in "{{language}}" for {{type}} distributions ({{templateId}}); edit that one',
    templateExistsAnyType:
      'There is already a {{channel}} template in "{{language}}" for any type of distribution ({{templateId}}); edit that one',
    subjectRequired: 'subject is required for an EMAIL template',
    whatsAppTwilioOnly: 'WhatsApp messages go through Twilio only',
    noProvider: 'No {{channel}} provider is set',
    receiptForged: 'The receipt could not be verified',
    noDefaultTemplate:
      "There is no {{channel}} template in the organisation's default language ({{language}}) for {{type}} distributions: add one, since every family without a template in their own language gets that one",
    notApproved: 'Families are notified only once the distribution is APPROVED; it is {{status}}',
    nothingToResend:
      'No {{channel}} message of this distribution is in ERROR with a recipient: there is nothing to resend',
    noFamily: 'This distribution has no entitled family yet: generate its entitlements first',
  },
  {
    fr: {
      templateNotFound: 'Modèle de message introuvable',
      templateExists:
        'Il existe déjà un modèle {{channel}} en « {{language}} » pour les distributions {{type}} ({{templateId}}) ; ' +
        'modifiez celui-ci',
      templateExistsAnyType:
        'Il existe déjà un modèle {{channel}} en « {{language}} » pour tout type de distribution ({{templateId}}) ; ' +
        'modifiez celui-ci',
      subjectRequired: 'subject est obligatoire pour un modèle EMAIL',
      whatsAppTwilioOnly: 'Les messages WhatsApp passent uniquement par Twilio',
      noProvider: "Aucun prestataire {{channel}} n'est configuré",
      receiptForged: "L'accusé de réception n'a pas pu être vérifié",
      noDefaultTemplate:
        "Il n'existe aucun modèle {{channel}} dans la langue par défaut de l'organisation ({{language}}) pour les " +
        'distributions {{type}} : ajoutez-en un, car toute famille sans modèle dans sa propre langue reçoit celui-ci',
      notApproved:
        "Les familles ne sont notifiées qu'une fois la distribution au statut APPROVED ; elle est au statut {{status}}",
      nothingToResend:
        "Aucun message {{channel}} de cette distribution n'est en ERROR avec un destinataire : il n'y a rien à renvoyer",
      noFamily: "Cette distribution n'a encore aucune famille bénéficiaire : générez d'abord ses droits",
    },
    es: {
      templateNotFound: 'Plantilla de mensaje no encontrada',
      templateExists:
        'Ya existe una plantilla {{channel}} en «{{language}}» para las distribuciones {{type}} ({{templateId}}); ' +
        'edite esa',
      templateExistsAnyType:
        'Ya existe una plantilla {{channel}} en «{{language}}» para cualquier tipo de distribución ({{templateId}}); ' +
        'edite esa',
      subjectRequired: 'subject es obligatorio para una plantilla EMAIL',
      whatsAppTwilioOnly: 'Los mensajes de WhatsApp pasan solo por Twilio',
      noProvider: 'No hay ningún proveedor {{channel}} configurado',
      receiptForged: 'No se pudo verificar el acuse de recibo',
      noDefaultTemplate:
        'No hay ninguna plantilla {{channel}} en el idioma predeterminado de la organización ({{language}}) para las ' +
        'distribuciones {{type}}: añada una, ya que toda familia sin plantilla en su propio idioma recibe esa',
      notApproved: 'Las familias solo se notifican cuando la distribución está APPROVED; está en {{status}}',
      nothingToResend:
        'Ningún mensaje {{channel}} de esta distribución está en ERROR con un destinatario: no hay nada que reenviar',
      noFamily: 'Esta distribución aún no tiene ninguna familia con derecho: genere primero sus derechos',
    },
    ar: {
      templateNotFound: 'قالب الرسالة غير موجود',
      templateExists:
        'يوجد بالفعل قالب {{channel}} باللغة «{{language}}» لتوزيعات {{type}} ({{templateId}})؛ عدّل ذلك القالب',
      templateExistsAnyType:
        'يوجد بالفعل قالب {{channel}} باللغة «{{language}}» لأي نوع من التوزيعات ({{templateId}})؛ عدّل ذلك القالب',
      subjectRequired: 'الحقل subject مطلوب لقالب EMAIL',
      whatsAppTwilioOnly: 'تُرسل رسائل WhatsApp عبر Twilio فقط',
      noProvider: 'لم يُحدَّد مزوّد {{channel}}',
      receiptForged: 'تعذّر التحقق من إشعار الاستلام',
      noDefaultTemplate:
        'لا يوجد قالب {{channel}} باللغة الافتراضية للمنظمة ({{language}}) لتوزيعات {{type}}: أضف قالبًا، ' +
        'إذ تتلقاه كل أسرة ليس لها قالب بلغتها',
      notApproved: 'لا تُبلَّغ الأسر إلا بعد أن يصبح التوزيع APPROVED؛ حالته الآن {{status}}',
      nothingToResend: 'لا توجد رسالة {{channel}} من هذا التوزيع في حالة ERROR ولها مستلم: لا شيء لإعادة إرساله',
      noFamily: 'لا توجد بعد أي أسرة مستحقة في هذا التوزيع: أنشئ استحقاقاته أولاً',
    },
  },
);
