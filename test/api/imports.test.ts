import { beforeAll, describe, expect, inject, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { ANSWER, MEETINGS } from './steps/meetings.ts';
import { reportsRepository } from '../../functions/src/domains/reports/reports.repository.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';
import {
  CHECK_IMPORT,
  CREATE_IMPORT,
  GET_IMPORT,
  IMPORT_ERRORS,
  LIST_IMPORTS,
  RUN_IMPORT,
  UNDO_IMPORT,
  aCheckedImport,
  check,
  createImport,
  csvOf,
  runImport,
  undoImport,
  upload,
  type Mapping,
} from './steps/imports.ts';
import {
  aQuestionnaireWithCategories,
  givenCompleteRecords,
  type SeededQuestionnaire,
} from './steps/report-seed.ts';

const HEADER = ['Client', 'Session date', 'Groups', 'Comments', 'Question 1', 'Question 2', 'Question 3'];

const mappingFor = (qnr: SeededQuestionnaire, overrides: Partial<Mapping> = {}): Mapping => ({
  beneficiaryColumn: 0,
  dateColumn: 1,
  dateFormat: 'dmy',
  timeZone: 'Europe/London',
  tagsColumn: 2,
  notesColumn: 3,
  answers: qnr.questions.map((questionID, index) => ({ questionID, column: 4 + index })),
  createBeneficiaries: true,
  ...overrides,
});

type Listed = {
  id: string;
  date: string;
  tags: string[];
  notes: string | null;
  user: string;
  answers: { questionID: string; answer: number }[];
};

async function recordsOf(token: string, beneficiary: string): Promise<Listed[]> {
  const response = await gql<{ meetings: Listed[] }>(MEETINGS, { beneficiary }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.meetings;
}

describe('spreadsheet imports', () => {
  let team: Team;
  let token: string;
  let qnr: SeededQuestionnaire;

  beforeAll(async () => {
    team = await aTeam(1);
    token = team.owner.tokens.IdToken;
    qnr = await aQuestionnaireWithCategories(token);
  });

  it('checks without writing, imports the valid rows as complete records, lists the batch and undoes it exactly', async () => {
    // Prepare: a record entered by hand, which the import must leave alone, and a file with good and bad rows
    await givenCompleteRecords(team.orgId, qnr.id, [
      {
        beneficiary: 'ann',
        date: '2024-03-01T10:00:00.000Z',
        answers: { [qnr.questions[0]!]: 3, [qnr.questions[1]!]: 3, [qnr.questions[2]!]: 3 },
      },
    ]);
    const csv = csvOf(HEADER, [
      ['ann', '01/02/2024 09:30', 'north; group a', 'First visit', 2, 'High', 1],
      ['ann', '01/03/2024 10:00', '', '', 1, 1, 1],
      ['bob', '15/07/2023', 'south', '', 'low', 4, 5],
      ['', '02/02/2024', '', '', 1, 1, 1],
      ['cat', '31/02/2024', '', '', 1, 1, 1],
      ['dan', '02/02/2024', '', '', 7, 2.5, 'often'],
      ['bob', '15/07/2023', '', '', 1, 1, 1],
      [],
      ['eve', '01/01/1999', '', '', 1, 1, 1],
    ]);

    // Act
    const checked = await aCheckedImport(token, qnr.id, csv, mappingFor(qnr));

    // Assess: row numbers as the spreadsheet shows them (the header is row 1; the blank row 9 is skipped)
    expect(checked.status).toBe('checked');
    expect(checked).toMatchObject({ rows: 8, validRows: 2, errorRows: 6, newBeneficiaries: 2 });
    expect(checked.errors.map(({ row, problem, column }) => [row, problem, column])).toEqual([
      [3, 'duplicateRecord', null],
      [5, 'beneficiaryMissing', 'Client'],
      [6, 'dateInvalid', 'Session date'],
      [7, 'valueOutsideScale', 'Question 1'],
      [7, 'valueNotInteger', 'Question 2'],
      [7, 'valueNotInteger', 'Question 3'],
      [8, 'duplicateInFile', null],
      [10, 'dateBefore2000', 'Session date'],
    ]);
    expect(await recordsOf(token, 'bob')).toEqual([]);
    const errorsPath = await gql<{ recordImportErrors: string }>(IMPORT_ERRORS, { id: checked.id }, token);
    const download = await fetch(new URL(errorsPath.data!.recordImportErrors, inject('apiUrl')));
    const lines = (await download.text()).trim().split('\r\n');
    expect(lines[0]).toBe('row,column,problem,value');
    expect(lines).toContain('7,Question 1,valueOutsideScale,7');

    // Act: import the valid rows
    const imported = await runImport(token, checked.id);

    // Assess: records as data entry makes them (dates in London time, labels as values, tags and notes)
    expect(imported).toMatchObject({ status: 'imported', recordsWritten: 2, rowsDone: 2 });
    const ann = await recordsOf(token, 'ann');
    expect(ann).toHaveLength(2);
    const fromFile = ann.find((record) => record.date === '2024-02-01T09:30:00.000Z')!;
    expect(fromFile).toMatchObject({
      tags: ['north', 'group a'],
      notes: 'First visit',
      user: team.owner.userId,
    });
    expect(fromFile.answers.map((a) => a.answer)).toEqual([2, 5, 1]);
    const [bob] = await recordsOf(token, 'bob');
    expect(bob!.date).toBe('2023-07-14T23:00:00.000Z');
    expect(bob!.answers.map((a) => a.answer)).toEqual([1, 4, 5]);
    const list = await gql<{
      recordImports: {
        id: string;
        status: string;
        createdByName: string;
        fileName: string;
        recordsWritten: number;
      }[];
    }>(LIST_IMPORTS, { questionnaire: qnr.id }, token);
    expect(list.data?.recordImports[0]).toMatchObject({
      id: checked.id,
      status: 'imported',
      createdByName: team.owner.name,
      fileName: 'history.csv',
      recordsWritten: 2,
    });

    // Act: undo
    const undone = await undoImport(token, checked.id);

    // Assess: the batch is gone, the record entered by hand stays
    expect(undone.status).toBe('undone');
    expect(await recordsOf(token, 'bob')).toEqual([]);
    expect((await recordsOf(token, 'ann')).map((r) => r.date)).toEqual(['2024-03-01T10:00:00.000Z']);
  });

  it("keeps the report exact through edits of imported records (an answer, a year, a delete), and undo leaves none of the batch's entries", async () => {
    // Prepare: three imported records of two people
    const csv = csvOf(HEADER, [
      ['fay', '01/05/2023', '', '', 1, 1, 1],
      ['fay', '01/08/2023', '', '', 2, 2, 2],
      ['gus', '01/06/2023', '', '', 3, 3, 3],
    ]);
    const checked = await aCheckedImport(token, qnr.id, csv, mappingFor(qnr));
    await runImport(token, checked.id);
    const [fayFirst, faySecond] = await recordsOf(token, 'fay');
    const [gus] = await recordsOf(token, 'gus');
    const summaries = async () =>
      Object.fromEntries(
        (await reportsRepository.reportRecords(team.orgId, qnr.id))
          .filter(({ beneficiary }) => ['fay', 'gus'].includes(beneficiary))
          .map(({ id, date, answers }) => [id, { date, q1: answers[qnr.questions[0]!] }]),
      );

    // Act: an answer changed, a record moved to the next year, a record deleted
    const answered = await gql(
      ANSWER,
      { meetingID: fayFirst!.id, questionID: qnr.questions[0]!, value: 5, allowOverwrite: true },
      token,
    );
    const moved = await gql(
      'mutation($id: String!, $at: String!) { EditMeetingDate(meetingID: $id, conducted: $at) { id } }',
      { id: gus!.id, at: '2024-02-01T10:00:00.000Z' },
      token,
    );
    const deleted = await gql(
      'mutation($id: String!) { DeleteMeeting(meetingID: $id) }',
      { id: faySecond!.id },
      token,
    );
    const afterEdits = await summaries();
    await undoImport(token, checked.id);
    const afterUndo = await summaries();

    // Assess
    expect([answered.errors, moved.errors, deleted.errors]).toEqual([undefined, undefined, undefined]);
    expect(afterEdits).toEqual({
      [fayFirst!.id]: { date: '2023-04-30T23:00:00.000Z', q1: 5 },
      [gus!.id]: { date: '2024-02-01T10:00:00.000Z', q1: 3 },
    });
    expect(afterUndo).toEqual({});
  });

  it('refuses running before a check, undoing before an import, and an import with no valid row', async () => {
    // Prepare
    const created = await createImport(token, qnr.id);
    await upload(created, csvOf(HEADER, [['', '01/02/2024', '', '', 1, 1, 1]]));

    // Act
    const run = await gql(RUN_IMPORT, { id: created.import.id }, token);
    const undo = await gql(UNDO_IMPORT, { id: created.import.id }, token);
    const errors = await gql(IMPORT_ERRORS, { id: created.import.id }, token);
    const checked = await check(token, created.import.id, mappingFor(qnr));
    const emptyRun = await gql(RUN_IMPORT, { id: created.import.id }, token);

    // Assess
    expect(errorTypeOf(run)).toBe('import.wrongStatus');
    expect(errorTypeOf(undo)).toBe('import.wrongStatus');
    expect(errorTypeOf(errors)).toBe('import.wrongStatus');
    expect(checked).toMatchObject({ status: 'checked', validRows: 0, errorRows: 1 });
    expect(errorTypeOf(emptyRun)).toBe('import.nothingToImport');
  });
});

describe('spreadsheet import refusals', () => {
  let team: Team;
  let token: string;
  let qnr: SeededQuestionnaire;

  beforeAll(async () => {
    team = await aTeam(1);
    token = team.owner.tokens.IdToken;
    qnr = await aQuestionnaireWithCategories(token);
  });

  it.each([
    ['an unclosed quote', `${HEADER.join(',')}\r\nann,"01/02/2024,,,1,1,1\r\n`, 'import.malformed', 2],
    [
      'a row longer than the header',
      `${HEADER.join(',')}\r\nann,01/02/2024,,,1,1,1,extra\r\n`,
      'import.malformed',
      2,
    ],
    ['no data row', `${HEADER.join(',')}\r\n`, 'import.emptyFile', null],
    ['an empty file', '', 'import.emptyFile', null],
    [
      'text that is not UTF-8',
      Buffer.concat([
        Buffer.from(`${HEADER.join(',')}\r\n`),
        Buffer.from([0x61, 0xe9, 0x2c]),
        Buffer.from('01/02/2024,,,1,1,1\r\n'),
      ]),
      'import.malformed',
      2,
    ],
  ])(
    'fails the check of %s with a clear code and writes nothing',
    async (_name, body, failure, failureRow) => {
      // Prepare
      const created = await createImport(token, qnr.id);
      expect(await upload(created, body)).toBe(200);

      // Act
      const checked = await check(token, created.import.id, mappingFor(qnr));

      // Assess
      expect(checked).toMatchObject({ status: 'failed', failure, failureRow, validRows: 0 });
      expect(errorTypeOf(await gql(RUN_IMPORT, { id: created.import.id }, token))).toBe('import.wrongStatus');
    },
  );

  it('fails a file of more than 50,000 rows and refuses an upload over the size limit', async () => {
    // Prepare
    const created = await createImport(token, qnr.id);
    const rows = 'ann,01/02/2024,,,1,1,1\r\n'.repeat(50_001);
    expect(await upload(created, `${HEADER.join(',')}\r\n${rows}`)).toBe(200);
    const tooLarge = await createImport(token, qnr.id);

    // Act
    const checked = await check(token, created.import.id, mappingFor(qnr));
    const refused = await upload(tooLarge, Buffer.alloc(tooLarge.maxBytes + 1, 0x41));
    const noFile = await gql(CHECK_IMPORT, { id: tooLarge.import.id, mapping: mappingFor(qnr) }, token);

    // Assess
    expect(checked).toMatchObject({ status: 'failed', failure: 'import.tooManyRows' });
    expect(refused).toBe(413);
    expect(errorTypeOf(noFile)).toBe('import.noFile');
  }, 120_000);

  it('fails a mapping whose column is past the header, and refuses a bad mapping before any job', async () => {
    // Prepare
    const created = await createImport(token, qnr.id);
    await upload(created, csvOf(HEADER.slice(0, 5), [['ann', '01/02/2024', '', '', 1]]));

    // Act
    const missing = await check(token, created.import.id, mappingFor(qnr));
    const unmapped = await gql(
      CHECK_IMPORT,
      { id: created.import.id, mapping: mappingFor(qnr, { answers: [] }) },
      token,
    );
    const badZone = await gql(
      CHECK_IMPORT,
      { id: created.import.id, mapping: mappingFor(qnr, { timeZone: 'Mars/Olympus' }) },
      token,
    );
    const twice = await gql(
      CHECK_IMPORT,
      { id: created.import.id, mapping: mappingFor(qnr, { dateColumn: 0 }) },
      token,
    );

    // Assess
    expect(missing).toMatchObject({ status: 'failed', failure: 'import.columnMissing' });
    expect(unmapped.errors?.[0]).toMatchObject({
      errorType: 'input.invalid',
      errorInfo: { fieldErrors: { 'mapping.answers': 'required' } },
    });
    expect(errorTypeOf(badZone)).toBe('input.invalid');
    expect(twice.errors?.[0]?.errorInfo).toMatchObject({
      fieldErrors: { 'mapping.dateColumn': 'duplicate' },
    });
  });

  it('refuses unknown beneficiaries unless told to create them, and required tags missing', async () => {
    // Prepare
    const tagged = await aQuestionnaireWithCategories(token);
    const required = await gql(
      `mutation($id: ID!) { EditOutcomeSet(outcomeSetID: $id, name: "Tagged ${tagged.id}", requiredTags: [{ label: "Area", options: ["north", "south"] }]) { id } }`,
      { id: tagged.id },
      token,
    );
    expect(required.errors).toBeUndefined();
    const csv = csvOf(HEADER, [
      ['newcomer', '01/02/2024', 'north', '', 1, 1, 1],
      ['other', '01/02/2024', 'east', '', 1, 1, 1],
    ]);

    // Act
    const refused = await aCheckedImport(
      token,
      tagged.id,
      csv,
      mappingFor(tagged, { createBeneficiaries: false }),
    );
    const created = await aCheckedImport(token, tagged.id, csv, mappingFor(tagged));

    // Assess
    expect(refused.errors.map((e) => e.problem)).toEqual(['beneficiaryUnknown', 'beneficiaryUnknown']);
    expect(created.errors.map((e) => [e.row, e.problem])).toEqual([[3, 'requiredTagsMissing']]);
    expect(created).toMatchObject({ validRows: 1, newBeneficiaries: 1 });
  });

  it('answers import.notFound for an unknown id and questionnaire.notFound for an unknown questionnaire', async () => {
    // Act
    const unknown = await gql(GET_IMPORT, { id: 'nope' }, token);
    const create = await gql(CREATE_IMPORT, { questionnaire: 'nope', fileName: 'a.csv' }, token);
    const blankName = await gql(CREATE_IMPORT, { questionnaire: qnr.id, fileName: '  ' }, token);

    // Assess
    expect(errorTypeOf(unknown)).toBe('import.notFound');
    expect(errorTypeOf(create)).toBe('questionnaire.notFound');
    expect(blankName.errors?.[0]).toMatchObject({
      errorType: 'input.invalid',
      errorInfo: { fieldErrors: { fileName: 'required' } },
    });
  });

  it('refuses every wrong caller on every operation, with nothing written', async () => {
    // Prepare: an import of the team's, checked
    const csv = csvOf(HEADER, [['ann', '01/02/2024', '', '', 1, 1, 1]]);
    const checked = await aCheckedImport(token, qnr.id, csv, mappingFor(qnr));
    const callers = await wrongCallersOf(team);
    const operations: [string, string, Record<string, unknown>][] = [
      ['CreateRecordImport', CREATE_IMPORT, { questionnaire: qnr.id, fileName: 'x.csv' }],
      ['CheckRecordImport', CHECK_IMPORT, { id: checked.id, mapping: mappingFor(qnr) }],
      ['RunRecordImport', RUN_IMPORT, { id: checked.id }],
      ['UndoRecordImport', UNDO_IMPORT, { id: checked.id }],
      ['recordImport', GET_IMPORT, { id: checked.id }],
      ['recordImports', LIST_IMPORTS, {}],
      ['recordImportErrors', IMPORT_ERRORS, { id: checked.id }],
    ];

    for (const [caller, callerToken] of callers) {
      for (const [name, query, variables] of operations) {
        // Act
        const response = await gql<Record<string, unknown>>(query, variables, callerToken);

        // Assess: refused; another organisation's member lists only their own organisation's (none)
        if (name === 'recordImports' && caller === 'a member of another organisation') {
          expect(response.data?.[name], `${name} by ${caller}`).toEqual([]);
          continue;
        }
        expect(response.errors, `${name} by ${caller}`).toBeDefined();
        expect(response.data?.[name] ?? null, `${name} by ${caller}`).toBeNull();
      }
    }
    const after = await gql<{ recordImport: { status: string } }>(GET_IMPORT, { id: checked.id }, token);
    expect(after.data?.recordImport.status).toBe('checked');
    expect(await recordsOf(token, 'ann')).toEqual([]);
  });
});
