// The reports domain's refusals in words, in every language (see common/src/messages.ts).
import { defineMessages } from '../messages.js';

export const REPORT_MESSAGES = defineMessages(
  'reports',
  {
    programNotFound: 'Program not found: {{ids}}',
    distributionNotFound: 'Distribution not found: {{ids}}',
    listNotFound: 'Beneficiary list not found: {{ids}}',
    scheduleNotFound: 'Report schedule not found: {{ids}}',
    fileNotFound: 'Report file not found: {{ids}}',
    schedulesFull: 'The organisation already has {{max}} report schedules, the most it may keep; delete one first',
    notCompleted: 'The report file is not ready (its job is {{status}}); download it once it is COMPLETED',
  },
  {
    fr: {
      programNotFound: 'Programme introuvable : {{ids}}',
      distributionNotFound: 'Distribution introuvable : {{ids}}',
      listNotFound: 'Liste de bénéficiaires introuvable : {{ids}}',
      scheduleNotFound: 'Planification de rapport introuvable : {{ids}}',
      fileNotFound: 'Fichier de rapport introuvable : {{ids}}',
      schedulesFull:
        "L'organisation a déjà {{max}} planifications de rapport, le maximum autorisé ; supprimez-en une d'abord",
      notCompleted:
        "Le fichier de rapport n'est pas prêt (sa tâche est {{status}}) ; téléchargez-le une fois qu'il est COMPLETED",
    },
    es: {
      programNotFound: 'Programa no encontrado: {{ids}}',
      distributionNotFound: 'Distribución no encontrada: {{ids}}',
      listNotFound: 'Lista de beneficiarios no encontrada: {{ids}}',
      scheduleNotFound: 'Programación de informe no encontrada: {{ids}}',
      fileNotFound: 'Archivo de informe no encontrado: {{ids}}',
      schedulesFull:
        'La organización ya tiene {{max}} programaciones de informes, el máximo permitido; elimine una primero',
      notCompleted:
        'El archivo del informe no está listo (su tarea está en {{status}}); descárguelo cuando esté COMPLETED',
    },
    ar: {
      programNotFound: 'البرنامج غير موجود: {{ids}}',
      distributionNotFound: 'التوزيع غير موجود: {{ids}}',
      listNotFound: 'قائمة المستفيدين غير موجودة: {{ids}}',
      scheduleNotFound: 'جدولة التقرير غير موجودة: {{ids}}',
      fileNotFound: 'ملف التقرير غير موجود: {{ids}}',
      schedulesFull: 'لدى المنظمة بالفعل {{max}} من جداول التقارير، وهو الحد الأقصى المسموح به؛ احذف واحدًا أولًا',
      notCompleted: 'ملف التقرير غير جاهز (حالة مهمته {{status}})؛ نزّله عندما تصبح حالته COMPLETED',
    },
  },
);
