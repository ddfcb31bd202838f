import { describe, expect, it, vi } from 'vitest';
import { FileProblem, MAX_ROWS, readSpreadsheet } from './read-spreadsheet';

vi.mock('read-excel-file/browser', () => ({
  readSheet: (file: File) =>
    file.name === 'broken.xlsx'
      ? Promise.reject(new Error('INVALID_ZIP'))
      : Promise.resolve([
          ['beneficiary', 'date', 'Mood', null],
          ['ben-1', new Date(Date.UTC(2024, 5, 1, 9, 30)), 3, null],
        ]),
}));

const problemOf = (file: File) =>
  readSpreadsheet(file).then(
    () => 'read',
    (error: unknown) => (error instanceof FileProblem ? error.code : String(error)),
  );

describe('readSpreadsheet', () => {
  it('reads a CSV in UTF-8, header trimmed', async () => {
    // Act
    const sheet = await readSpreadsheet(new File(['\uFEFF beneficiary ;Mood\nben-é;3\n'], 'data.csv'));
    // Assess
    expect(sheet).toEqual({ header: ['beneficiary', 'Mood'], rows: [['ben-é', '3']] });
  });

  it("reads older Excel's Windows-1252 CSV", async () => {
    const sheet = await readSpreadsheet(
      new File([new Uint8Array([0x61, 0x0a, 0x43, 0x61, 0x66, 0xe9])], 'x.csv'),
    );
    expect(sheet.rows).toEqual([['Café']]);
  });

  it('reads a workbook, its date cells as wall-clock ISO text', async () => {
    const sheet = await readSpreadsheet(new File(['PK'], 'data.xlsx'));
    expect(sheet).toEqual({
      header: ['beneficiary', 'date', 'Mood', ''],
      rows: [['ben-1', '2024-06-01T09:30:00', '3', '']],
    });
  });

  it('refuses other types, old Excel, empty files and unreadable workbooks', async () => {
    expect(await problemOf(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toBe('type');
    expect(await problemOf(new File(['x'], 'old.xls'))).toBe('oldExcel');
    expect(await problemOf(new File([], 'empty.csv'))).toBe('empty');
    expect(await problemOf(new File(['beneficiary,date\n,\n'], 'header-only.csv'))).toBe('empty');
    expect(await problemOf(new File(['PK'], 'broken.xlsx'))).toBe('unreadable');
  });

  it('refuses more than 50,000 data rows, and counts them', async () => {
    // Prepare
    const file = new File([`id\n${'b\n'.repeat(MAX_ROWS + 1)}`], 'big.csv');
    // Act
    const error = await readSpreadsheet(file).catch((caught: unknown) => caught);
    // Assess
    expect(error).toMatchObject({ code: 'tooManyRows', rows: MAX_ROWS + 1 });
    expect(await problemOf(new File([`id\n${'b\n'.repeat(MAX_ROWS)}`], 'limit.csv'))).toBe('read');
  });
});
