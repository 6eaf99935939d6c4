// The words of the family's voucher page (/v/<code>), in the languages the platform has voucher texts in (as the
// printed voucher, api/src/vouchers/texts.ts). The voucher's page speaks the family's language, which the API tells;
// a refusal has no voucher to tell it, so it speaks the browser's language (Accept-Language) when we have it.
/** Markup as they are: no text here holds a character HTML would read (page-texts.test.ts checks). */
export type PageTexts = {
  /** The page's `lang` attribute. */
  lang: string;
  dir: 'ltr' | 'rtl';
  yourVoucher: string;
  /** `date` is markup already (escaped and isolated), as is `amount` below. */
  validUntil(date: string): string;
  used: string;
  remaining(amount: string): string;
  tooManyRequests: string;
  retryIn(seconds: number): string;
  retryInAMinute: string;
  notFound: string;
  checkTheLink: string;
  unavailable: string;
  retryLater: string;
};

const en: PageTexts = {
  lang: 'en',
  dir: 'ltr',
  yourVoucher: 'Your voucher',
  validUntil: (date) => `Valid until ${date}`,
  used: 'This voucher has been used.',
  remaining: (amount) => `Remaining: ${amount}`,
  tooManyRequests: 'Too many requests',
  retryIn: (seconds) => `Please try again in ${seconds} seconds.`,
  retryInAMinute: 'Please try again in a minute.',
  notFound: 'Voucher not found',
  checkTheLink: 'Check the link or the code you were sent.',
  unavailable: 'Voucher unavailable',
  retryLater: 'Please try again later.',
};

const fr: PageTexts = {
  lang: 'fr',
  dir: 'ltr',
  yourVoucher: 'Votre bon',
  validUntil: (date) => `Valable jusqu’au ${date}`,
  used: 'Ce bon a été utilisé.',
  remaining: (amount) => `Reste : ${amount}`,
  tooManyRequests: 'Trop de demandes',
  retryIn: (seconds) => `Veuillez réessayer dans ${seconds} secondes.`,
  retryInAMinute: 'Veuillez réessayer dans une minute.',
  notFound: 'Bon introuvable',
  checkTheLink: 'Vérifiez le lien ou le code que vous avez reçu.',
  unavailable: 'Bon indisponible',
  retryLater: 'Veuillez réessayer plus tard.',
};

const es: PageTexts = {
  lang: 'es',
  dir: 'ltr',
  yourVoucher: 'Su cupón',
  validUntil: (date) => `Válido hasta el ${date}`,
  used: 'Este cupón ya fue utilizado.',
  remaining: (amount) => `Saldo: ${amount}`,
  tooManyRequests: 'Demasiadas solicitudes',
  retryIn: (seconds) => `Vuelva a intentarlo en ${seconds} segundos.`,
  retryInAMinute: 'Vuelva a intentarlo en un minuto.',
  notFound: 'Cupón no encontrado',
  checkTheLink: 'Revise el enlace o el código que recibió.',
  unavailable: 'Cupón no disponible',
  retryLater: 'Vuelva a intentarlo más tarde.',
};

const ar: PageTexts = {
  lang: 'ar',
  dir: 'rtl',
  yourVoucher: 'قسيمتك',
  validUntil: (date) => `صالحة حتى ${date}`,
  used: 'تم استخدام هذه القسيمة.',
  remaining: (amount) => `المتبقي: ${amount}`,
  tooManyRequests: 'طلبات كثيرة جدًا',
  retryIn: (seconds) => `يرجى المحاولة مرة أخرى بعد ${seconds} ثانية.`,
  retryInAMinute: 'يرجى المحاولة مرة أخرى بعد دقيقة.',
  notFound: 'القسيمة غير موجودة',
  checkTheLink: 'تحقق من الرابط أو الرمز الذي أُرسل إليك.',
  unavailable: 'القسيمة غير متاحة',
  retryLater: 'يرجى المحاولة مرة أخرى لاحقًا.',
};

export const PAGE_TEXTS: Readonly<Record<string, PageTexts>> = { en, fr, es, ar };

/** The texts of `language` (the family's, as the API tells it), English when we have none in it. */
export function pageTexts(language: string | undefined): PageTexts {
  return PAGE_TEXTS[language ?? 'en'] ?? en;
}

/** The first language of an Accept-Language header we have texts in (by the browser's weights), else English. */
export function pageTextsForBrowser(acceptLanguage: string | undefined): PageTexts {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.q > 0 && PAGE_TEXTS[w.language])
    .sort((a, b) => b.q - a.q);
  return pageTexts(wanted[0]?.language);
}
