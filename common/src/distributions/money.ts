// Money in minor units, shown in major units with the currency: the minor digits come from Intl (ISO 4217), so JPY
// has none and KWD three, rather than the display's fixed "divide by 100".

export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "1,234.50 EUR" for 123450 minor units of EUR. */
export function majorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  return `${value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
}
