// The payments domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const PAYMENT_MESSAGES = defineMessages(
  'payments',
  {
    exportNotFound: 'Payment export not found',
    notCash: 'Payment instructions are for CASH distributions; this one is {{type}}',
    notApproved: 'Payment instructions can be exported once the distribution is APPROVED; this one is {{status}}',
    nothingToExport:
      'Every family of this distribution is already in a payment export: download one again with `again`',
  },
  {
    fr: {
      exportNotFound: 'Export de paiement introuvable',
      notCash: 'Les instructions de paiement concernent les distributions CASH ; celle-ci est de type {{type}}',
      notApproved:
        'Les instructions de paiement peuvent être exportées une fois la distribution au statut APPROVED ; ' +
        'celle-ci est au statut {{status}}',
      nothingToExport:
        'Chaque famille de cette distribution figure déjà dans un export de paiement : ' +
        'téléchargez-en un de nouveau avec `again`',
    },
    es: {
      exportNotFound: 'Exportación de pagos no encontrada',
      notCash: 'Las instrucciones de pago son para distribuciones CASH; esta es {{type}}',
      notApproved:
        'Las instrucciones de pago se pueden exportar cuando la distribución está APPROVED; esta está en {{status}}',
      nothingToExport:
        'Todas las familias de esta distribución ya están en una exportación de pagos: descargue una de nuevo con `again`',
    },
    ar: {
      exportNotFound: 'تصدير الدفع غير موجود',
      notCash: 'تعليمات الدفع مخصصة لتوزيعات CASH؛ هذا التوزيع من نوع {{type}}',
      notApproved: 'يمكن تصدير تعليمات الدفع بعد أن يصبح التوزيع APPROVED؛ حالة هذا التوزيع {{status}}',
      nothingToExport: 'كل أسر هذا التوزيع مدرجة بالفعل في تصدير دفع: نزّل أحدها مجددًا باستخدام `again`',
    },
  },
);
