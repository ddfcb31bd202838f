import { Readable } from 'node:stream';

import { parse } from 'csv-parse';

import { AppError } from '#core/app-error.ts';

import { IMPORT_LIMITS } from './import-rows.ts';

/** One data row of the file: its cells and its spreadsheet row number (the header is row 1). */
export type CsvRow = { row: number; cells: string[] };

/** A file-level problem; nothing of the file is used. `row` is the first bad row of a malformed file. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
  constructor(
    readonly code:
      | 'import.malformed'
      | 'import.tooManyRows'
      | 'import.emptyFile'
      | 'import.noFile'
      | 'import.columnMissing',
    readonly row?: number,
  ) {
    super(code);
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The uploaded CSV, strictly (RFC 4180, UTF-8, a leading BOM dropped): the header, then its data rows as an
 * async iterable read from `body` as it arrives. A row with more cells than the header, an unclosed quote or text
 * that is not UTF-8 is `import.malformed` at that row; fewer cells are empty cells (spreadsheets drop trailing
 * empty ones). Blank rows keep their number but are skipped; more than `IMPORT_LIMITS.rows` data rows is
 * `import.tooManyRows`, no header or no data row `import.emptyFile`.
 */
export const readImportCsv = async (
  body: AsyncIterable<Uint8Array>,
): Promise<{ header: string[]; rows: AsyncGenerator<CsvRow> }> => {
  const parser = Readable.from(body, { objectMode: false }).pipe(
    parse({ bom: true, relax_column_count_less: true, skip_empty_lines: false, encoding: 'utf8' }),
  );
  const records: AsyncIterator<string[], undefined> = parser[Symbol.asyncIterator]();
  let row = 0;
  const next = async (): Promise<string[] | undefined> => {
    try {
      const result = await records.next();
      if (result.done) return undefined;
      row += 1;
      return result.value;
    } catch (error) {
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
        throw new ImportFileError('import.malformed', row + 1);
      }
      throw error;
    }
  };
  const header = await next();
  if (!header || isBlank(header)) throw new ImportFileError('import.emptyFile');
  if (header.some((cell) => cell.includes('\uFFFD'))) throw new ImportFileError('import.malformed', 1);

  async function* rows(): AsyncGenerator<CsvRow> {
    let data = 0;
    for (let cells = await next(); cells; cells = await next()) {
      if (isBlank(cells)) continue;
      // Text that is not UTF-8 decodes to U+FFFD: a file saved in another encoding would import garbled.
      if (cells.some((cell) => cell.includes('\uFFFD'))) throw new ImportFileError('import.malformed', row);
      data += 1;
      if (data > IMPORT_LIMITS.rows) throw new ImportFileError('import.tooManyRows');
      yield { row, cells };
    }
    if (data === 0) throw new ImportFileError('import.emptyFile');
  }
  return { header, rows: rows() };
};

/** The code an import's `failure` records for what stopped its job. */
export const failureOf = (error: unknown): { code: string; row?: number } => {
  if (error instanceof ImportFileError) return { code: error.code, ...(error.row ? { row: error.row } : {}) };
  if (error instanceof AppError) return { code: error.code };
  return { code: 'internal' };
};
