/** CSV as spreadsheets read it (RFC 4180, CRLF lines): the payouts' and the payments' downloads. */

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is prefixed with '. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A line of fields. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]): string =>
  fields.map(csvField).join(',');

/** Lines joined into a file's text, ending with a line break. */
export const csvText = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;
