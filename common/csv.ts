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

/**
 * Rows of a CSV as a person pastes or uploads it (RFC 4180 quoting; commas, semicolons or tabs,
 * whichever the first line uses most; CRLF, LF or CR). Cells are left as written, untrimmed.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const delimiter = [',', '\t', ';'].reduce((best, char) => (count(char) > count(best) ? char : best), ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
