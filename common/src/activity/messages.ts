// The activity domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const ACTIVITY_MESSAGES = defineMessages(
  'activity',
  {
    tooManyErrorReports: 'Too many error reports from this client; try again in {{seconds}} s.',
  },
  {
    fr: { tooManyErrorReports: "Trop de rapports d'erreur depuis ce client ; réessayez dans {{seconds}} s." },
    es: {
      tooManyErrorReports: 'Demasiados informes de error desde este cliente; inténtelo de nuevo en {{seconds}} s.',
    },
    ar: { tooManyErrorReports: 'عدد كبير جدًا من تقارير الأخطاء من هذا العميل؛ حاول مرة أخرى بعد {{seconds}} ثانية.' },
  },
);
