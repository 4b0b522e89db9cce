// CSV as Riser writes it (RFC 4180, CRLF) for every download: spreadsheets per location type,
// the photo archive's index and the quantities. One rule, because it is a security rule: a cell
// that starts like a formula would run in the spreadsheet of whoever opens the file.

export type CsvValue = string | number | boolean | null;

/** One cell: formula-looking text defused with a leading apostrophe, quoted where it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, its end included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
