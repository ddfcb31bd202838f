import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi, type Answer, type Operation } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const questionnaires = () => ({
  data: {
    outcomesets: [{ id: 'q1', name: 'PHQ-2', description: null, readOnly: false, questions: [] }],
  },
});

const questionnaire = () => ({
  data: {
    outcomeset: {
      id: 'q1',
      name: 'PHQ-2',
      questions: [
        {
          id: 'a',
          question: 'Little interest or pleasure in doing things',
          short: 'Interest',
          archived: false,
        },
        { id: 'b', question: 'Feeling down, depressed, or hopeless', short: null, archived: false },
        { id: 'c', question: 'Trouble sleeping', short: null, archived: true },
      ],
    },
  },
});

/** An import as the API answers it, `status` and whatever a test changes. */
const anImport = (fields: Record<string, unknown> = {}) => ({
  id: 'imp1',
  questionnaire: 'q1',
  fileName: 'history.csv',
  status: 'checking',
  failure: null,
  failureRow: null,
  createdByName: 'Ada',
  created: '2026-11-27T08:00:00.000Z',
  imported: null,
  undone: null,
  rows: 0,
  rowsDone: 0,
  validRows: 0,
  errorRows: 0,
  newBeneficiaries: 0,
  recordsWritten: 0,
  errors: [],
  ...fields,
});

const checked = anImport({
  status: 'checked',
  rows: 3,
  rowsDone: 3,
  validRows: 2,
  errorRows: 1,
  newBeneficiaries: 2,
  errors: [{ row: 4, column: 'Interest', problem: 'valueOutsideScale', value: '7' }],
});

const FILE = [
  'Client ID,Session date,Interest,"Feeling down, depressed, or hopeless",Notes',
  'ben-1,25/12/2023 10:00,Nearly every day,0,"said ""hi"""',
  'ben-2,01/01/2024,1,2,',
  'ben-3,02/01/2024,7,1,',
].join('\n');

/** The API by operation name, and the file's PUT to the upload address, which it records. */
function stubImportApi(answers: Record<string, Answer>) {
  const calls = stubApi({
    GetQuestionnaires: questionnaires,
    GetImportQuestionnaire: questionnaire,
    ...answers,
  });
  const graphql = globalThis.fetch;
  const uploads: { url: string; headers: HeadersInit | undefined; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      if (init.method !== 'PUT') return graphql(url, init);
      uploads.push({ url: String(url), headers: init.headers, body: await (init.body as Blob).text() });
      return new Response(null, { status: 200 });
    }),
  );
  return { calls, uploads };
}

const named = (calls: Operation[], name: string) => calls.filter((call) => call.query.includes(`${name}(`));

/** The value of the select labelled `label`. */
const selected = (label: string) => screen.getByLabelText<HTMLSelectElement>(label).value;

async function chooseFile(file: File) {
  fireEvent.change(await screen.findByLabelText('Spreadsheet file'), { target: { files: [file] } });
}

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 3_600_000 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings/data/import', () => {
  it('reads the file, matches the columns, uploads it as CSV and checks it, then imports the valid rows', async () => {
    // Prepare
    let polls = 0;
    const { calls, uploads } = stubImportApi({
      CreateRecordImport: () => ({
        data: {
          CreateRecordImport: {
            import: anImport({ status: 'uploading' }),
            uploadUrl: '/dev/imports/upload/tok',
            uploadHeaders: [{ name: 'Content-Type', value: 'text/csv' }],
            maxBytes: 26_214_400,
            maxRows: 50_000,
          },
        },
      }),
      CheckRecordImport: () => ({ data: { CheckRecordImport: anImport() } }),
      GetRecordImport: () => {
        polls += 1;
        return {
          data: {
            recordImport: polls === 1 ? checked : { ...checked, status: 'imported', recordsWritten: 2 },
          },
        };
      },
      RunRecordImport: () => ({
        data: { RunRecordImport: { ...checked, status: 'importing', rowsDone: 1 } },
      }),
      GetRecordImports: () => ({ data: { recordImports: [] } }),
    });
    const { router } = renderApp('/settings/data/import');

    // Act: the file
    await chooseFile(new File([FILE], 'history.csv', { type: 'text/csv' }));

    // Assess: the columns are matched by name, the date format is detected from the values
    expect(await screen.findByText('history.csv: 3 rows, 5 columns')).toBeTruthy();
    expect(selected('Beneficiary ID')).toBe('0');
    expect(selected('Date')).toBe('1');
    expect(selected('Date format')).toBe('dmy');
    expect(screen.getByText(/Detected from the file: DD\/MM\/YYYY\./)).toBeTruthy();
    expect(selected('Notes (optional)')).toBe('4');
    expect(selected('Little interest or pleasure in doing things')).toBe('2');
    expect(selected('Feeling down, depressed, or hopeless')).toBe('3');
    expect(selected('Trouble sleeping (archived, optional)')).toBe('');

    // Act: new beneficiaries are created, then check
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/London' } });
    fireEvent.click(screen.getByLabelText('Create beneficiaries that are not in Ripple yet'));
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    // Assess: the normalised CSV went to the upload address with the signed headers, then the check with the mapping
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/data/import/imp1'));
    expect(named(calls, 'CreateRecordImport')[0]?.variables).toEqual({
      questionnaire: 'q1',
      fileName: 'history.csv',
    });
    expect(uploads).toEqual([
      {
        url: `${window.location.origin}/dev/imports/upload/tok`,
        headers: { 'Content-Type': 'text/csv' },
        body: `${FILE.replaceAll('\n', '\r\n')}\r\n`,
      },
    ]);
    expect(named(calls, 'CheckRecordImport')[0]?.variables).toEqual({
      id: 'imp1',
      mapping: {
        beneficiaryColumn: 0,
        dateColumn: 1,
        dateFormat: 'dmy',
        timeZone: 'Europe/London',
        tagsColumn: null,
        notesColumn: 4,
        answers: [
          { questionID: 'a', column: 2 },
          { questionID: 'b', column: 3 },
        ],
        createBeneficiaries: true,
      },
    });

    // Assess: the check's summary and each problem by row
    expect(await screen.findByText('2 rows will be imported.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('1 row has problems and will be skipped.')).toBeTruthy();
    expect(screen.getByText('2 new beneficiaries will be created.')).toBeTruthy();
    const problem = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(problem)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Interest', "Outside the question's scale", '7']);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Check');

    // Act: import
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    // Assess: the progress bar, then the report
    const bar = await screen.findByRole('progressbar', { name: 'Importing records' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 rows');
    expect(
      await screen.findByText('2 records were imported from history.csv.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(named(calls, 'RunRecordImport')[0]?.variables).toEqual({ id: 'imp1' });
  });

  it('goes back to the columns after a check, and checks again without uploading again', async () => {
    // Prepare
    const { calls, uploads } = stubImportApi({
      CreateRecordImport: () => ({
        data: {
          CreateRecordImport: {
            import: anImport({ status: 'uploading' }),
            uploadUrl: '/dev/imports/upload/tok',
            uploadHeaders: [],
            maxBytes: 26_214_400,
            maxRows: 50_000,
          },
        },
      }),
      CheckRecordImport: () => ({ data: { CheckRecordImport: checked } }),
      GetRecordImport: () => ({ data: { recordImport: checked } }),
    });
    renderApp('/settings/data/import');
    await chooseFile(new File([FILE], 'history.csv'));
    fireEvent.click(await screen.findByRole('button', { name: 'Check the file' }));
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Change the columns' }));
    fireEvent.change(await screen.findByLabelText('Date format'), { target: { value: 'mdy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    // Assess
    await waitFor(() => expect(named(calls, 'CheckRecordImport')).toHaveLength(2));
    expect(named(calls, 'CheckRecordImport')[1]?.variables).toMatchObject({
      id: 'imp1',
      mapping: { dateFormat: 'mdy' },
    });
    expect(named(calls, 'CreateRecordImport')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
  });

  it('asks for a column for every question not archived, and for no column twice, before sending anything', async () => {
    // Prepare
    const { calls } = stubImportApi({});
    renderApp('/settings/data/import');
    await chooseFile(new File(['id,when,Other\nben-1,2024-01-01,1\n'], 'other.csv'));
    fireEvent.change(await screen.findByLabelText('Notes (optional)'), { target: { value: '0' } });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    // Assess
    const interest = screen.getByLabelText('Little interest or pleasure in doing things');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date')));
    expect(interest.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Choose a column', { selector: 'span' })).toHaveLength(3);
    expect(screen.getByText('This column is already used above')).toBeTruthy();
    expect(named(calls, 'CreateRecordImport')).toHaveLength(0);
  });

  it.each([
    ['notes.pdf', 'x', /This is not a CSV or \.xlsx file/],
    ['old.xls', 'x', /Old Excel files \(\.xls\) cannot be read/],
    ['empty.csv', 'beneficiary,date\n', /This file has no rows to import/],
  ])('says why %s cannot be imported', async (name, content, message) => {
    // Prepare
    stubImportApi({});
    renderApp('/settings/data/import');
    // Act
    await chooseFile(new File([content], name));
    // Assess
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Spreadsheet file').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows why a check failed, with the row of a malformed file', async () => {
    // Prepare
    stubImportApi({
      GetRecordImport: () => ({
        data: { recordImport: anImport({ status: 'failed', failure: 'import.malformed', failureRow: 12 }) },
      }),
    });
    // Act
    renderApp('/settings/data/import/imp1');
    // Assess
    expect(await screen.findByText(/could not be read as a spreadsheet \(row 12\)/)).toBeTruthy();
  });

  it('picks up an import that is still running when the page is opened again', async () => {
    // Prepare
    stubImportApi({
      GetRecordImport: () => ({
        data: { recordImport: anImport({ status: 'importing', rows: 50_000, rowsDone: 12_000 }) },
      }),
    });
    // Act
    renderApp('/settings/data/import/imp1');
    // Assess
    const bar = await screen.findByRole('progressbar', { name: 'Importing records' });
    expect(bar.getAttribute('aria-valuetext')).toBe('12,000 of 50,000 rows');
    expect(screen.getByText(/You can leave this page/)).toBeTruthy();
  });
});

describe('/settings/data imports', () => {
  it('lists the batches and undoes one after confirming', async () => {
    // Prepare
    const imported = anImport({
      status: 'imported',
      imported: '2026-11-27T08:05:00.000Z',
      recordsWritten: 120,
      fileName: 'old-tool.xlsx',
    });
    const { calls } = stubImportApi({
      GetRecordImports: () => ({ data: { recordImports: [imported] } }),
      UndoRecordImport: () => ({ data: { UndoRecordImport: { ...imported, status: 'undoing' } } }),
      GetSmallNumberThreshold: () => ({ data: { organisation: { id: 'o', smallNumberThreshold: 5 } } }),
    });
    renderApp('/settings/data');
    const batches = await screen.findByRole('list', { name: 'Imports' });
    // Assess: who, when, file, records; the button to a new import
    expect(within(batches).getByText('old-tool.xlsx')).toBeTruthy();
    expect(within(batches).getByText('Ada')).toBeTruthy();
    expect(within(batches).getByText('120')).toBeTruthy();
    expect(within(batches).getByText('PHQ-2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import records' }).getAttribute('href')).toBe(
      '/settings/data/import',
    );
    // Act
    fireEvent.click(within(batches).getByRole('button', { name: 'Undo import of old-tool.xlsx' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(named(calls, 'UndoRecordImport')[0]?.variables).toEqual({ id: 'imp1' }));
  });
});
