// Arabic texts of background jobs; the keys are those of jobs.en.ts (checked by the type and the i18n test).
import type { jobsEn } from './jobs.en.js';

export const jobsAr: typeof jobsEn = {
  jobs: {
    title: 'مهامي',
    intro:
      'عمليات الاستيراد والتصدير والمهام الطويلة الأخرى التي بدأتها، الأحدث أولًا. تستمر في العمل عند مغادرتك الصفحة.',
    kinds: {
      DEMO: 'مهمة تجريبية',
      BENEFICIARY_IMPORT_CHECK: 'فحص استيراد المستفيدين',
      BENEFICIARY_IMPORT_COMMIT: 'استيراد المستفيدين',
      BENEFICIARY_DEDUPLICATION: 'إزالة التكرار',
      DISTRIBUTION_ENTITLEMENTS: 'استحقاقات التوزيع',
      DISTRIBUTION_NOTIFICATIONS: 'إشعارات التوزيع',
      RECONCILIATION_IMPORT: 'استيراد تقرير مقدّم الخدمة',
      REPORT_FILE: 'ملف تقرير',
    },
    statuses: {
      REQUESTED: 'في الانتظار',
      PROCESSING: 'قيد التشغيل',
      COMPLETED: 'مكتملة',
      FAILURE: 'فشلت',
      CANCELLED: 'ملغاة',
    },
    progress: '{{done}} من {{total}}',
    progressUnknown: 'تم إنجاز {{done}}',
    attempt: 'المحاولة {{attempts}}',
    cancel: 'إلغاء',
    cancelRequested: 'جارٍ الإيقاف…',
    startedAt: 'بدأت في {{at}}',
    finishedAt: 'انتهت في {{at}}',
    notFound: 'لم تعد هذه المهمة موجودة، أو لا يحق لك الاطلاع عليها.',
    empty: 'لم تبدأ أي مهمة بعد.',
    startDemo: 'تشغيل مهمة تجريبية',
    startDemoHint: 'تعدّ المهمة التجريبية حتى 30، بخطوة كل نصف ثانية، لتتمكن من متابعة التقدم وإلغائها.',
    loadError: 'تعذّر تحميل المهام.',
  },
};
