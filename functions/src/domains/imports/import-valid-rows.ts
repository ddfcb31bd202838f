import type { ImportRow } from './import-rows.ts';

/** Widest row number the order key's padding holds; beyond it keys compare as text, which the order follows. */
const PADDED_ROWS = 10_000_000;

const paddedRow = (row: number) => String(row).padStart(7, '0');

/**
 * The order rows are written in: by beneficiary and year, so a chunk writes each report summary item (one per
 * beneficiary, year and questionnaire) once, then by row. The cursor is the last key written: resuming takes the
 * rows after it, whichever rows the check of the resumed run finds valid. Stored (`cursorKey`): a change must still
 * order keys already written the same way.
 */
export const orderKey = (row: Pick<ImportRow, 'beneficiary' | 'date' | 'row'>) =>
  `${row.beneficiary}\u0000${row.date.slice(0, 4)}\u0000${paddedRow(row.row)}`;

/** The beneficiary and year an order key names: the key without its row (a report summary item's year). */
export const summaryYearOf = (key: string) => key.slice(0, key.lastIndexOf('\u0000'));

/**
 * The valid rows of a file, held between the check and the writes as numbers in arrays rather than a row object
 * each: a 50,000-row file's rows as objects (and their order keys as strings) were most of what the import job
 * kept alive, and V8 lets the heap grow to a few times what is kept (docs/decisions.md, "Importing records").
 * Each beneficiary and each list of tags is kept once; a date as its epoch milliseconds (a row's date is
 * `toISOString`'s, so it reads back identically); the answers as one number per mapped question (NaN: none).
 */
export type ValidRows = {
  readonly size: number;
  add(row: ImportRow): void;
  /** The row at `index` (in the order added), as the check made it. */
  at(index: number): ImportRow;
  /** Its `orderKey`. */
  keyOf(index: number): string;
  /** Its beneficiary, without making the row. */
  beneficiaryOf(index: number): string;
  /** The indexes of the rows whose `orderKey` is after `cursorKey` (all without one), in `orderKey`'s order. */
  after(cursorKey: string | undefined): number[];
};

/** `questionIds`: the mapping's questions, in its order (a row's answers are among them). */
export const validRows = (questionIds: readonly string[]): ValidRows => {
  const rowNumbers: number[] = [];
  const times: number[] = [];
  const years: number[] = [];
  const beneficiaryOf: number[] = [];
  const tagsOf: number[] = [];
  const answers: number[] = [];
  const notes = new Map<number, string>();
  const beneficiaries: string[] = [];
  const beneficiaryIndex = new Map<string, number>();
  const tagLists: string[][] = [];
  const tagListIndex = new Map<string, number>();

  const indexOf = <T>(value: T, key: string, index: Map<string, number>, values: T[]) => {
    let found = index.get(key);
    if (found === undefined) {
      found = values.push(value) - 1;
      index.set(key, found);
    }
    return found;
  };

  const at = (index: number): ImportRow => {
    const rowAnswers: Record<string, number> = {};
    const offset = index * questionIds.length;
    questionIds.forEach((id, i) => {
      const value = answers[offset + i]!;
      if (!Number.isNaN(value)) rowAnswers[id] = value;
    });
    const note = notes.get(index);
    return {
      row: rowNumbers[index]!,
      beneficiary: beneficiaries[beneficiaryOf[index]!]!,
      date: new Date(times[index]!).toISOString(),
      meetingTags: [...tagLists[tagsOf[index]!]!],
      ...(note === undefined ? {} : { notes: note }),
      answers: rowAnswers,
    };
  };

  const keyOf = (index: number) =>
    orderKey({
      beneficiary: beneficiaries[beneficiaryOf[index]!]!,
      date: String(years[index]),
      row: rowNumbers[index]!,
    });

  return {
    get size() {
      return rowNumbers.length;
    },
    add(row) {
      const index = rowNumbers.length;
      rowNumbers.push(row.row);
      const time = Date.parse(row.date);
      times.push(time);
      years.push(new Date(time).getUTCFullYear());
      beneficiaryOf.push(indexOf(row.beneficiary, row.beneficiary, beneficiaryIndex, beneficiaries));
      // Tags hold no `;` (the column's separator), so joined with one they name the list.
      tagsOf.push(indexOf(row.meetingTags, row.meetingTags.join(';'), tagListIndex, tagLists));
      for (const id of questionIds) answers.push(row.answers[id] ?? Number.NaN);
      if (row.notes !== undefined) notes.set(index, row.notes);
    },
    at,
    keyOf,
    beneficiaryOf: (index) => beneficiaries[beneficiaryOf[index]!]!,
    after(cursorKey) {
      const indexes = Array.from({ length: rowNumbers.length }, (_, index) => index).filter(
        (index) => cursorKey === undefined || keyOf(index) > cursorKey,
      );
      // A beneficiary's rank among the file's: its keys compare as the beneficiaries do, unless one holds the
      // separator (U+0000), when the keys themselves are compared.
      if (beneficiaries.some((beneficiary) => beneficiary.includes('\u0000'))) {
        return indexes.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
      }
      const ranked = beneficiaries.map((_, index) => index);
      ranked.sort((a, b) => (beneficiaries[a]! < beneficiaries[b]! ? -1 : 1));
      const rank: number[] = [];
      ranked.forEach((beneficiary, position) => {
        rank[beneficiary] = position;
      });
      const compareRows = (a: number, b: number) =>
        a < PADDED_ROWS && b < PADDED_ROWS ? a - b : paddedRow(a) < paddedRow(b) ? -1 : 1;
      return indexes.sort(
        (a, b) =>
          rank[beneficiaryOf[a]!]! - rank[beneficiaryOf[b]!]! ||
          years[a]! - years[b]! ||
          compareRows(rowNumbers[a]!, rowNumbers[b]!),
      );
    },
  };
};
