import { sheetDateText } from './dates';
import { isBlank, parseCsv } from './parse-csv';

/** The most data rows one import takes (the API's `maxRows`). */
export const MAX_ROWS = 50_000;

/**
 * The largest file the page reads: a workbook is unzipped in memory, and 50,000 rows of a wide questionnaire stay
 * far below this.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** A file's first sheet: the header row and the data rows, every cell as text. */
export type Sheet = { header: string[]; rows: string[][] };

export type FileProblemCode = 'type' | 'oldExcel' | 'tooLarge' | 'empty' | 'tooManyRows' | 'unreadable';

/** Why a file cannot be imported, before anything is sent. */
export class FileProblem extends Error {
  override readonly name = 'FileProblem';
  constructor(
    readonly code: FileProblemCode,
    /** The data rows counted, for `tooManyRows`. */
    readonly rows?: number,
  ) {
    super(code);
  }
}

type Kind = 'csv' | 'xlsx';

function kindOf(file: File): Kind {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.xls')) throw new FileProblem('oldExcel');
  throw new FileProblem('type');
}

/**
 * A CSV file's text: UTF-8 (what Excel's "CSV UTF-8" and Google Sheets write), else Windows-1252, which older Excel
 * writes as "CSV" and which no UTF-8 text can be mistaken for.
 */
async function textOf(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Cell = string | number | boolean | Date | null | undefined;

const cellText = (cell: Cell) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? sheetDateText(cell) : String(cell);

/**
 * A workbook's first sheet. read-excel-file loads with the first workbook, not the page: it is the one part of the
 * import most visitors never need.
 */
async function readWorkbook(file: File): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    const rows = await readSheet(file);
    return rows.map((row) => row.map((cell) => cellText(cell as Cell)));
  } catch {
    throw new FileProblem('unreadable');
  }
}

/**
 * Reads a CSV or `.xlsx` file the person chose, refusing (FileProblem) another type, an old `.xls`, a file too
 * large for the page, one without a data row, and one over {@link MAX_ROWS} data rows.
 */
export async function readSpreadsheet(file: File): Promise<Sheet> {
  const kind = kindOf(file);
  if (file.size > MAX_FILE_BYTES) throw new FileProblem('tooLarge');
  if (file.size === 0) throw new FileProblem('empty');
  const cells = kind === 'csv' ? parseCsv(await textOf(file)) : await readWorkbook(file);
  while (cells.length > 0 && isBlank(cells.at(-1)!)) cells.pop();
  const [header, ...rows] = cells;
  if (!header || isBlank(header) || rows.length === 0) throw new FileProblem('empty');
  if (rows.length > MAX_ROWS) throw new FileProblem('tooManyRows', rows.length);
  return { header: header.map((name) => name.trim()), rows };
}
