/** A UTF-8 byte order mark: spreadsheets read the file as UTF-8 only when it starts with one. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return — is prefixed with `'` so it shows as text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
