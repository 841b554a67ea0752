/** A size in the reader's language: "812 kB", "3.4 MB" (Intl units, no hand-made abbreviations). */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 * 1024
      ? [bytes / 1024 ** 3, 'gigabyte']
      : bytes >= 1024 * 1024
        ? [bytes / 1024 ** 2, 'megabyte']
        : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
