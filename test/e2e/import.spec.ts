import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, signUpAndLogIn } from './steps.ts';

const grace = aPerson('Grace Hopper', 'grace-import');

/** A questionnaire of two 1–5 questions labelled Never … Always, as the one the spreadsheet's history is of. */
async function createQuestionnaire(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing") { id } }',
  );
  for (const [question, short] of [
    ['How is your mood these days?', 'Mood'],
    ['How well do you sleep?', ''],
  ])
    await mustCallApi(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) { id }
      }`,
      { id: AddOutcomeSet.id, question, short: short || null },
    );
  return AddOutcomeSet.id;
}

/** The records of a beneficiary, as the API has them. */
const recordsOf = async (page: Page, beneficiary: string) =>
  (
    await mustCallApi<{ meetings: { date: string; answers: { answer: number }[] }[] }>(
      page,
      'query ($ben: String!) { meetings(beneficiary: $ben) { date answers { ... on IntAnswer { answer } } } }',
      { ben: beneficiary },
    )
  ).meetings;

/**
 * Another tool's export: day-first dates, a label for an answer, and two rows with problems (an answer off the
 * scale, no beneficiary).
 */
const HISTORY = [
  'Client ID,Session date,Mood,How well do you sleep?,Notes',
  'ada-1,25/12/2023 10:00,Always,2,first visit',
  'ada-2,01/01/2024,3,4,',
  'ada-3,02/01/2024,9,1,',
  ',03/01/2024,2,2,',
].join('\r\n');

/**
 * The same kind of history as a real Excel workbook (made by test/fixtures/imports/make-history-xlsx.ts): its
 * dates are date cells, and row 4 answers Mood with 7.
 */
const HISTORY_XLSX = fileURLToPath(new URL('../fixtures/imports/history.xlsx', import.meta.url));

test('import: upload, columns, check with problems, import, report and undo; a workbook to its check', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, grace);
  await createQuestionnaire(page);

  // Act: Settings > Data has the Import button where the email note was
  await page.goto('/settings');
  await expect(page.getByText(/please email us/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Import records' }).click();
  await expect(page).toHaveURL(/\/settings\/data\/import$/);
  await expect(page.getByRole('heading', { name: 'Import records' })).toBeVisible();
  await checkPage(page, 'import-file');

  // Act + Assess: a file of another type is refused with its reason
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText(/This is not a CSV or \.xlsx file/)).toBeVisible();

  // Act: the history
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'history.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(HISTORY),
  });

  // Assess: the columns are matched by name and the date format is detected from the values
  await expect(page.getByText('history.csv: 4 rows, 5 columns')).toBeVisible();
  await expect(page.getByLabel('Beneficiary ID')).toHaveValue('0');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Date format')).toHaveValue('dmy');
  await expect(page.getByText(/Detected from the file: DD\/MM\/YYYY\./)).toBeVisible();
  await expect(page.getByLabel('How is your mood these days?')).toHaveValue('2');
  await expect(page.getByLabel('How well do you sleep?')).toHaveValue('3');
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('4');
  await page.getByLabel('Time zone').selectOption('Europe/London');
  await page.getByLabel('Create beneficiaries that are not in Ripple yet').check();
  await checkPage(page, 'import-columns');

  // Act: check
  await page.getByRole('button', { name: 'Check the file' }).click();

  // Assess: what would be written and what is wrong, by spreadsheet row; nothing is written yet
  await expect(page).toHaveURL(/\/settings\/data\/import\/[^/]+$/);
  await expect(page.getByText('2 rows will be imported.')).toBeVisible();
  await expect(page.getByText('2 rows have problems and will be skipped.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row', { name: /^4 Mood Outside the question's scale 9$/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^5 Client ID The beneficiary ID is empty/ })).toBeVisible();
  expect(await recordsOf(page, 'ada-1')).toEqual([]);
  await checkPage(page, 'import-check');

  // Act + Assess: the problems as CSV, with their row numbers
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download problems (CSV)' }).click();
  const problemsCsv = readFileSync(await (await downloading).path(), 'utf8');
  expect(problemsCsv).toMatch(/^\uFEFF?row,column,problem,value/);
  expect(problemsCsv).toMatch(/\r?\n4,Mood,/);
  expect(problemsCsv).toMatch(/\r?\n5,Client ID,/);

  // Act: import
  await page.getByRole('button', { name: 'Import 2 rows' }).click();

  // Assess: the report, and the records as data entry would have made them
  await expect(page.getByText('2 records were imported from history.csv.')).toBeVisible();
  await expect(page.getByText('2 rows with problems were skipped.')).toBeVisible();
  await checkPage(page, 'import-report');
  const [first] = await recordsOf(page, 'ada-1');
  expect(first?.date).toBe('2023-12-25T10:00:00.000Z');
  expect(first?.answers.map((answer) => answer.answer).sort()).toEqual([2, 5]);
  expect(await recordsOf(page, 'ada-2')).toHaveLength(1);

  // Act: the batch in Settings > Data
  await page.getByRole('link', { name: 'Back to settings' }).click();
  const batch = page
    .getByRole('list', { name: 'Imports' })
    .getByRole('listitem')
    .filter({ hasText: 'history.csv' });

  // Assess: who, when, file name, records
  await expect(batch).toContainText(grace.name);
  await expect(batch).toContainText('Wellbeing');
  await expect(batch).toContainText('Imported');
  await expect(batch.getByText('2', { exact: true })).toBeVisible();
  await checkPage(page, 'import-batches', 'phone');

  // Act: undo, confirmed
  await batch.getByRole('button', { name: 'Undo import of history.csv' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Its 2 records will be removed');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Assess: the batch is undone and its records are gone
  await expect(batch).toContainText('Undone');
  expect(await recordsOf(page, 'ada-1')).toEqual([]);
  expect(await recordsOf(page, 'ada-2')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Act: the workbook, in the same signed-in session (a journey of its own would cost a sign-up)
  await page.getByRole('link', { name: 'Import records' }).click();
  await page.getByLabel('Spreadsheet file').setInputFiles(HISTORY_XLSX);

  // Assess: its columns are matched, and its date cells read as dates (ISO, wall clock in the chosen zone)
  await expect(page.getByText('history.xlsx: 3 rows, 4 columns')).toBeVisible();
  await expect(page.getByLabel('Beneficiary ID')).toHaveValue('0');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Date format')).toHaveValue('iso');
  await expect(page.getByLabel('How is your mood these days?')).toHaveValue('2');
  await expect(page.getByLabel('How well do you sleep?')).toHaveValue('3');
  await page.getByLabel('Time zone').selectOption('Europe/London');
  await expect(page.getByText(/The first date, 2024-03-05T14:30:00, reads as .*2024/)).toBeVisible();
  await page.getByLabel('Create beneficiaries that are not in Ripple yet').check();

  // Act: check
  await page.getByRole('button', { name: 'Check the file' }).click();

  // Assess: the workbook's rows, its problem by spreadsheet row, and nothing written
  await expect(page.getByText('2 rows will be imported.')).toBeVisible();
  await expect(page.getByText('1 row has problems and will be skipped.')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Problems' })
      .getByRole('row', { name: /^4 Mood Outside the question's scale 7$/ }),
  ).toBeVisible();
  expect(await recordsOf(page, 'xl-1')).toEqual([]);
});
