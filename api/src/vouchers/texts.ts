// The words a family reads on their voucher or in-kind card, in their language: beneficiaries have no language field,
// so as for their messages (common/src/notifications/languages.ts) their nationality's languages stand in, the first
// one written here winning, else the organisation's language for families (its notification settings), else English.
import { familyLanguage } from '@aid/common/notifications';

export type VoucherTexts = {
  /** Right to left: the card's texts are set against its right edge. */
  rtl: boolean;
  validUntil(date: string): string;
  noExpiry: string;
  code: string;
  voucherFooter: string;
  cardFooter: string;
  moreItems(count: number): string;
};

const en: VoucherTexts = {
  rtl: false,
  validUntil: (date) => `Valid until ${date}`,
  noExpiry: 'No expiry date',
  code: 'Code',
  voucherFooter: 'Show this voucher or its code where you redeem it.',
  cardFooter: 'Show this card or its code where you collect your items.',
  moreItems: (count) => `+ ${count} more`,
};

const fr: VoucherTexts = {
  rtl: false,
  validUntil: (date) => `Valable jusqu’au ${date}`,
  noExpiry: 'Sans date d’expiration',
  code: 'Code',
  voucherFooter: 'Présentez ce bon ou son code là où vous l’utilisez.',
  cardFooter: 'Présentez cette carte ou son code là où vous retirez vos articles.',
  moreItems: (count) => `+ ${count} autre${count > 1 ? 's' : ''}`,
};

const es: VoucherTexts = {
  rtl: false,
  validUntil: (date) => `Válido hasta el ${date}`,
  noExpiry: 'Sin fecha de vencimiento',
  code: 'Código',
  voucherFooter: 'Muestre este cupón o su código donde lo canjee.',
  cardFooter: 'Muestre esta tarjeta o su código donde recoja sus artículos.',
  moreItems: (count) => `+ ${count} más`,
};

const ar: VoucherTexts = {
  rtl: true,
  // The date isolated left to right: after Arabic letters the bidi algorithm would otherwise set 2026-12-31 as 31-12-2026.
  validUntil: (date) => `صالحة حتى \u2066${date}\u2069`,
  noExpiry: 'بدون تاريخ انتهاء',
  code: 'الرمز',
  voucherFooter: 'أظهر هذه القسيمة أو رمزها عند استخدامها.',
  cardFooter: 'أظهر هذه البطاقة أو رمزها عند استلام موادك.',
  moreItems: (count) => `+ ${count} أخرى`,
};

export const VOUCHER_TEXTS: Readonly<Record<string, VoucherTexts>> = { en, fr, es, ar };
export const VOUCHER_LANGUAGES: ReadonlySet<string> = new Set(Object.keys(VOUCHER_TEXTS));

/** The language a family's voucher speaks: see the file's opening comment. */
export function voucherLanguage(nationality: string | null | undefined, organisationLanguage: string): string {
  return familyLanguage(
    nationality,
    VOUCHER_LANGUAGES,
    VOUCHER_LANGUAGES.has(organisationLanguage) ? organisationLanguage : 'en',
  );
}

export function voucherTexts(language: string | undefined): VoucherTexts {
  return VOUCHER_TEXTS[language ?? 'en'] ?? en;
}
