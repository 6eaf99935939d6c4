// The smart-forms domain's refusals in words, in every language (see common/src/messages.ts): forms, submissions
// and monitoring (XLSForm files have their own table, xlsform-messages.ts). A refusal that restates a field error
// (`${field} ${message}`) stays plain English: it travels with its field errors, which the web words by code.
import { defineMessages } from '../messages.js';

export const SMART_FORM_MESSAGES = defineMessages(
  'smartForms',
  {
    notFound: 'Smart form not found',
    hidden: 'Not found.',
    viewOnly: 'You may view this form but not change it',
    targetListKept: 'A published form keeps its target list',
    nothingAsked: 'The form asks nothing yet: add a question before publishing',
    onlyPublishedClosed: 'Only a published form can be closed; this one is {{status}}',
    hasSubmissions: 'The form has submissions: close it instead of deleting it',
    noSuchVersion: 'The form has no published version {{version}}',
    listLocked: 'The list "{{list}}" is LOCKED: open it to add people, then decide again',
    notABeneficiary: 'The answers do not make a beneficiary: the form must fill at least a first and a last name',
    submissionNotFound: 'Submission not found',
    decidedAs: 'The submission has already been decided: it is {{status}}',
    decided: 'The submission has already been decided',
    unknownLink: 'No published form has this link',
    wrongAccessCode: 'The access code is missing or wrong',
    tooManyRequests: 'Too many requests from this address; try again in {{seconds}} s',
    idempotencyKeyReused:
      'This idempotency key was already used for other answers: make a new key for a new submission',
    notTakingSubmissions: 'The form takes no submissions: it is {{status}}',
    sendNotApproved: 'Monitoring links go to families of an APPROVED distribution; it is {{status}}',
    nothingToSend:
      'No invited family is waiting for a {{channel}} monitoring link: every one has answered or has one already. Start monitoring again to invite more families.',
    nothingToSendUnreachable:
      'No invited family is waiting for a {{channel}} monitoring link: every one has answered or has one already, and {{unreachable}} cannot be reached by {{channel}}. Start monitoring again to invite more families.',
    startNotApproved: 'Monitoring follows a distribution: it must be APPROVED; it is {{status}}',
    noQuestions: 'The distribution has no monitoring questions (distributionPdms): add some first',
    unknownInvitation: 'This personal link is not known for this form',
    alreadyAnswered: 'This family has already answered',
  },
  {
    fr: {
      notFound: 'Formulaire intelligent introuvable',
      hidden: 'Introuvable.',
      viewOnly: 'Vous pouvez consulter ce formulaire mais pas le modifier',
      targetListKept: 'Un formulaire publié conserve sa liste cible',
      nothingAsked: 'Le formulaire ne pose encore aucune question : ajoutez-en une avant de le publier',
      onlyPublishedClosed: 'Seul un formulaire publié peut être clôturé ; celui-ci est {{status}}',
      hasSubmissions: 'Le formulaire a des soumissions : clôturez-le au lieu de le supprimer',
      noSuchVersion: "Le formulaire n'a pas de version publiée {{version}}",
      listLocked: 'La liste « {{list}} » est LOCKED : ouvrez-la pour ajouter des personnes, puis décidez de nouveau',
      notABeneficiary:
        'Les réponses ne forment pas un bénéficiaire : le formulaire doit renseigner au moins un prénom et un nom',
      submissionNotFound: 'Soumission introuvable',
      decidedAs: 'La soumission a déjà été tranchée : elle est {{status}}',
      decided: 'La soumission a déjà été tranchée',
      unknownLink: "Aucun formulaire publié n'a ce lien",
      wrongAccessCode: "Le code d'accès est manquant ou erroné",
      tooManyRequests: 'Trop de requêtes depuis cette adresse ; réessayez dans {{seconds}} s',
      idempotencyKeyReused:
        "Cette clé d'idempotence a déjà servi pour d'autres réponses : créez une nouvelle clé pour une nouvelle soumission",
      notTakingSubmissions: "Le formulaire n'accepte aucune soumission : il est {{status}}",
      sendNotApproved: "Les liens de suivi vont aux familles d'une distribution APPROVED ; celle-ci est {{status}}",
      nothingToSend:
        "Aucune famille invitée n'attend de lien de suivi {{channel}} : chacune a répondu ou en a déjà un. Relancez le suivi pour inviter d'autres familles.",
      nothingToSendUnreachable:
        "Aucune famille invitée n'attend de lien de suivi {{channel}} : chacune a répondu ou en a déjà un, et {{unreachable}} ne peuvent pas être jointes par {{channel}}. Relancez le suivi pour inviter d'autres familles.",
      startNotApproved: 'Le suivi porte sur une distribution : elle doit être APPROVED ; celle-ci est {{status}}',
      noQuestions: "La distribution n'a pas de questions de suivi (distributionPdms) : ajoutez-en d'abord",
      unknownInvitation: "Ce lien personnel n'est pas connu pour ce formulaire",
      alreadyAnswered: 'Cette famille a déjà répondu',
    },
    es: {
      notFound: 'Formulario inteligente no encontrado',
      hidden: 'No encontrado.',
      viewOnly: 'Puede ver este formulario pero no modificarlo',
      targetListKept: 'Un formulario publicado conserva su lista de destino',
      nothingAsked: 'El formulario aún no pregunta nada: añada una pregunta antes de publicarlo',
      onlyPublishedClosed: 'Solo se puede cerrar un formulario publicado; este está {{status}}',
      hasSubmissions: 'El formulario tiene envíos: ciérrelo en lugar de eliminarlo',
      noSuchVersion: 'El formulario no tiene ninguna versión publicada {{version}}',
      listLocked: 'La lista «{{list}}» está LOCKED: ábrala para añadir personas y vuelva a decidir',
      notABeneficiary:
        'Las respuestas no forman un beneficiario: el formulario debe rellenar al menos un nombre y un apellido',
      submissionNotFound: 'Envío no encontrado',
      decidedAs: 'El envío ya fue resuelto: está {{status}}',
      decided: 'El envío ya fue resuelto',
      unknownLink: 'Ningún formulario publicado tiene este enlace',
      wrongAccessCode: 'El código de acceso falta o es incorrecto',
      tooManyRequests: 'Demasiadas solicitudes desde esta dirección; inténtelo de nuevo en {{seconds}} s',
      idempotencyKeyReused:
        'Esta clave de idempotencia ya se usó para otras respuestas: cree una clave nueva para un envío nuevo',
      notTakingSubmissions: 'El formulario no admite envíos: está {{status}}',
      sendNotApproved:
        'Los enlaces de seguimiento van a las familias de una distribución APPROVED; esta está {{status}}',
      nothingToSend:
        'Ninguna familia invitada espera un enlace de seguimiento por {{channel}}: todas han respondido o ya tienen uno. Vuelva a iniciar el seguimiento para invitar a más familias.',
      nothingToSendUnreachable:
        'Ninguna familia invitada espera un enlace de seguimiento por {{channel}}: todas han respondido o ya tienen uno, y {{unreachable}} no se pueden contactar por {{channel}}. Vuelva a iniciar el seguimiento para invitar a más familias.',
      startNotApproved: 'El seguimiento acompaña a una distribución: debe estar APPROVED; esta está {{status}}',
      noQuestions: 'La distribución no tiene preguntas de seguimiento (distributionPdms): añada algunas primero',
      unknownInvitation: 'Este enlace personal no se conoce para este formulario',
      alreadyAnswered: 'Esta familia ya ha respondido',
    },
    ar: {
      notFound: 'النموذج الذكي غير موجود',
      hidden: 'غير موجود.',
      viewOnly: 'يمكنك عرض هذا النموذج دون تعديله',
      targetListKept: 'يحتفظ النموذج المنشور بقائمته المستهدفة',
      nothingAsked: 'لا يطرح النموذج أي سؤال بعد: أضف سؤالًا قبل النشر',
      onlyPublishedClosed: 'لا يمكن إغلاق إلا نموذج منشور؛ حالة هذا النموذج {{status}}',
      hasSubmissions: 'للنموذج إرسالات: أغلقه بدلًا من حذفه',
      noSuchVersion: 'ليس للنموذج إصدار منشور رقم {{version}}',
      listLocked: 'القائمة «{{list}}» في حالة LOCKED: افتحها لإضافة الأشخاص ثم قرّر من جديد',
      notABeneficiary: 'لا تكوّن الإجابات مستفيدًا: يجب أن يملأ النموذج الاسم الأول واسم العائلة على الأقل',
      submissionNotFound: 'الإرسال غير موجود',
      decidedAs: 'تم البت في الإرسال بالفعل: حالته {{status}}',
      decided: 'تم البت في الإرسال بالفعل',
      unknownLink: 'لا يوجد نموذج منشور بهذا الرابط',
      wrongAccessCode: 'رمز الوصول مفقود أو غير صحيح',
      tooManyRequests: 'طلبات كثيرة جدًا من هذا العنوان؛ حاول مرة أخرى بعد {{seconds}} ثانية',
      idempotencyKeyReused: 'استُخدم مفتاح عدم التكرار هذا لإجابات أخرى: أنشئ مفتاحًا جديدًا لإرسال جديد',
      notTakingSubmissions: 'لا يقبل النموذج أي إرسال: حالته {{status}}',
      sendNotApproved: 'تُرسل روابط المتابعة إلى أسر توزيع في حالة APPROVED؛ حالة هذا التوزيع {{status}}',
      nothingToSend:
        'لا توجد أسرة مدعوة تنتظر رابط متابعة عبر {{channel}}: فكل أسرة أجابت أو لديها رابط بالفعل. ابدأ المتابعة من جديد لدعوة مزيد من الأسر.',
      nothingToSendUnreachable:
        'لا توجد أسرة مدعوة تنتظر رابط متابعة عبر {{channel}}: فكل أسرة أجابت أو لديها رابط بالفعل، ولا يمكن الوصول إلى {{unreachable}} منها عبر {{channel}}. ابدأ المتابعة من جديد لدعوة مزيد من الأسر.',
      startNotApproved: 'تتبع المتابعة توزيعًا: يجب أن يكون في حالة APPROVED؛ حالته {{status}}',
      noQuestions: 'لا يتضمن التوزيع أسئلة متابعة (distributionPdms): أضف بعضها أولًا',
      unknownInvitation: 'هذا الرابط الشخصي غير معروف لهذا النموذج',
      alreadyAnswered: 'أجابت هذه الأسرة بالفعل',
    },
  },
);
