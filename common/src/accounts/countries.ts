// The reference table of countries (spec §3): alpha-2 and alpha-3 codes, English name, currencies and calling
// code, taken from the countries-list package (ISO 3166-1, ISO 4217, ITU calling codes; MIT) rather than typed by
// hand. One table for every side: the API validates against it, the gateway serves it, the web's selects read it.
import { getCountryDataList } from 'countries-list';

export type Country = {
  /** ISO 3166-1 alpha-2, e.g. FR. */
  alpha2: string;
  /** ISO 3166-1 alpha-3, e.g. FRA. */
  alpha3: string;
  /** English short name, e.g. France. */
  name: string;
  /** The main ISO 4217 currency, e.g. EUR; null where there is none (Antarctica). */
  currency: string | null;
  /** Every ISO 4217 currency in use there, the main one first. */
  currencies: readonly string[];
  /** The international calling code with "+", e.g. +33; null where there is none (Antarctica). */
  phoneCode: string | null;
};

/** Every country and territory of the table, by English name. */
export const COUNTRIES: readonly Country[] = getCountryDataList()
  .map((c) => ({
    alpha2: c.iso2,
    alpha3: c.iso3,
    name: c.name,
    currency: c.currency[0] ?? null,
    currencies: [...c.currency],
    phoneCode: c.phone[0] === undefined ? null : `+${c.phone[0]}`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_ALPHA2 = new Map(COUNTRIES.map((c) => [c.alpha2, c]));

export function countryByAlpha2(alpha2: string): Country | undefined {
  return BY_ALPHA2.get(alpha2.toUpperCase());
}

export function isKnownCountry(alpha2: string): boolean {
  return BY_ALPHA2.has(alpha2);
}

/** The currencies an organisation can choose: every currency some country of the table uses, A to Z. */
export const CURRENCIES: readonly string[] = [...new Set(COUNTRIES.flatMap((c) => c.currencies))].sort();

const CURRENCY_SET = new Set(CURRENCIES);

export function isKnownCurrency(code: string): boolean {
  return CURRENCY_SET.has(code);
}
