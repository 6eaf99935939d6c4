// The jobs domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const JOB_MESSAGES = defineMessages(
  'jobs',
  {
    notFound: 'Job not found',
    alreadyEnded: 'The job has already ended ({{status}}); only a running job can be cancelled',
  },
  {
    fr: {
      notFound: 'Tâche introuvable',
      alreadyEnded: 'La tâche est déjà terminée ({{status}}) ; seule une tâche en cours peut être annulée',
    },
    es: {
      notFound: 'Tarea no encontrada',
      alreadyEnded: 'La tarea ya ha terminado ({{status}}); solo se puede cancelar una tarea en curso',
    },
    ar: {
      notFound: 'المهمة غير موجودة',
      alreadyEnded: 'انتهت المهمة بالفعل ({{status}})؛ لا يمكن إلغاء إلا مهمة قيد التشغيل',
    },
  },
);
