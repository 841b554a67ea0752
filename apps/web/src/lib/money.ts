/** Money as money in the reader's language: 29 133 kopecks → "₽291.33" (en), "291,33 ₽" (ru). */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(minor / 100);
}
