// Arabic texts of partner API keys; the keys are those of apikeys.en.ts (checked by the type and the i18n test).
import type { apiKeysEn } from './apikeys.en.js';

export const apiKeysAr: typeof apiKeysEn = {
  apiKeys: {
    title: 'مفاتيح API للشركاء',
    intro:
      'يتيح مفتاح الشريك لنظام أحد شركاء التكامل استدعاء واجهة GraphQL البرمجية بصلاحيات دور واحد. يُعرض كل مفتاح مرة واحدة فقط، عند إنشائه.',
    create: 'إنشاء مفتاح',
    columns: {
      name: 'الاسم',
      prefix: 'المفتاح',
      role: 'الدور',
      status: 'الحالة',
      createdBy: 'أنشأه',
      createdAt: 'تاريخ الإنشاء',
      lastUsedAt: 'آخر استخدام',
      actions: 'الإجراءات',
    },
    never: 'أبدًا',
    noRole: 'الدور محذوف',
    unknownUser: 'غير معروف',
    empty: 'لا توجد مفاتيح شركاء بعد',
    emptyHint:
      'أنشئ مفتاحًا لكل نظام شريك (مثل نظام تخطيط موارد المؤسسة أو مستودع بيانات) يحتاج إلى قراءة بياناتك أو تغييرها عبر واجهة GraphQL البرمجية.',
    loadError: 'تعذّر تحميل مفاتيح الشركاء: {{message}}',
    revoke: 'إبطال',
    revokeTitle: 'إبطال مفتاح الشريك',
    revokeConfirm: 'هل تريد إبطال المفتاح "{{name}}"؟ ستتوقف عمليات التكامل التي تستخدمه عن العمل فورًا.',
    revokeFailed: 'تعذّر إبطال المفتاح.',
    cancel: 'إلغاء',
    form: {
      title: 'إنشاء مفتاح شريك',
      name: 'الاسم',
      nameHint: 'الغرض من المفتاح، مثل اسم نظام الشريك.',
      role: 'الدور',
      roleHint: 'يستطيع المفتاح القيام بما يسمح به هذا الدور.',
      rolePlaceholder: 'اختر دورًا',
      rolesLoadError: 'تعذّر تحميل الأدوار: {{message}}',
      submit: 'إنشاء مفتاح',
      failed: 'تعذّر إنشاء المفتاح.',
    },
    secret: {
      title: 'تم إنشاء المفتاح',
      label: 'مفتاح الشريك "{{name}}"',
      warning: 'انسخ هذا المفتاح الآن، فلن يُعرض مرة أخرى.',
      copy: 'نسخ',
      copied: 'تم النسخ',
      done: 'تم',
    },
  },
};
