/** The separators a spreadsheet writes CSV with: a comma, or a semicolon where the comma is the decimal mark. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a CSV text: the one of {@link DELIMITERS} found most often outside quotes on its first line
 * (the header), a comma when none is.
 */
export function detectDelimiter(text: string): string {
  let quoted = false;
  const counts = new Map<string, number>();
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * A CSV text's rows of cells, as RFC 4180 reads it: quoted cells may hold the delimiter, line breaks and doubled
 * quotes; CRLF, LF and CR all end a row; a leading byte order mark (Excel's "CSV UTF-8") is dropped. A blank line
 * is a row of one empty cell, so that rows keep their spreadsheet numbers; blank lines at the end are dropped. Written here rather than taken from a library: about fifty lines do what the import needs, and the
 * browser build of csv-parse would add its Node stream and Buffer shims to the page (docs/decisions.md).
 */
export function parseCsv(input: string, delimiter = detectDelimiter(input)): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  while (rows.length > 0 && isBlank(rows.at(-1)!)) rows.pop();
  return rows;
}

/** A row with nothing in any cell. */
export const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** A cell as RFC 4180 writes it: quoted, quotes doubled, when it holds a comma, a quote or a line break. */
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Rows as an RFC 4180 CSV text, comma separated, CRLF line ends: the file the import uploads. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
