import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, signUpAndLogIn } from './steps.ts';

const user = aPerson('Florence Nightingale', 'nightingale-reliable');

/**
 * The worked example of docs/reports.md ("Reliable change"): six people answer Wellbeing (0–10, α 0.8) from
 * 4 6 5 3 7 5 to 7 6 8 4 6 9. Sleep is answered by only the first three: too few to say anything.
 */
const INITIAL = [4, 6, 5, 3, 7, 5];
const LATEST = [7, 6, 8, 4, 6, 9];

async function seed(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing check") { id } }',
  );
  const id = AddOutcomeSet.id;
  const questionIDs: Record<string, string> = {};
  const addQuestion = async (short: string) => {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, minValue: 0, maxValue: 10,
          labels: [{ value: 0, label: "Low" }, { value: 10, label: "High" }]) { questions { id } }
      }`,
      { id, question: short },
    );
    questionIDs[short] = AddLikertQuestion.questions.at(-1)!.id;
  };
  const recordsOf = async (index: number) => {
    for (const [when, value] of [
      ['2024-02-01T10:00:00Z', INITIAL[index]!],
      ['2024-06-01T10:00:00Z', LATEST[index]!],
    ] as const) {
      const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
        page,
        'mutation ($ben: String!, $q: String!, $at: String) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q, conducted: $at) { id } }',
        { ben: `person-${index + 1}`, q: id, at: when },
      );
      for (const [question, questionID] of Object.entries(questionIDs))
        await mustCallApi(
          page,
          'mutation ($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id } }',
          { m: AddMeeting.id, q: questionID, v: question === 'Wellbeing' ? value : 5 },
        );
      await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
        m: AddMeeting.id,
      });
    }
  };
  await addQuestion('Wellbeing');
  await mustCallApi(
    page,
    'mutation ($id: ID!, $q: ID!) { SetQuestionScoring(outcomeSetID: $id, questionID: $q, direction: higher, reliability: 0.8) { id } }',
    { id, q: questionIDs.Wellbeing },
  );
  // People 4 to 6 answer before Sleep is asked, so only the first three have Sleep answers.
  for (const index of [3, 4, 5]) await recordsOf(index);
  await addQuestion('Sleep');
  for (const index of [0, 1, 2]) await recordsOf(index);
  return id;
}

/** Presses "Download figures (CSV)" and reads the file the server sends: each row by its `name` column. */
async function downloadFigures(
  page: Page,
): Promise<{ name: string; header: string[]; rows: Map<string, Record<string, string>> }> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download figures (CSV)' }).click();
  const download = await downloaded;
  await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = parseCsv(text.slice(1));
  const rows = new Map(
    lines.map((cells) => {
      const row = Object.fromEntries(header!.map((column, index) => [column, cells[index] ?? '']));
      return [row.name!, row];
    }),
  );
  return { name: download.suggestedFilename(), header: header!, rows };
}

/** RFC 4180 as the export writes it: CRLF lines, cells quoted when they hold a comma or quote, quotes doubled. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  // A quoted cell, or a plain one, then what ends it: a comma, a line end or the end of the file.
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g)) {
    rows.at(-1)!.push(quoted === undefined ? plain! : quoted.replaceAll('""', '"'));
    if (end === '\r\n') rows.push([]);
    if (end === '') break;
  }
  return rows.filter((row) => row.length > 1 || row[0]);
}

const rowCells = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('Reliable Change: the worked example’s figures, too few people, explanations; accessible at 360 px and desktop', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);
  const questionnaireID = await seed(page);

  // Act
  await page.goto(`/report/reliable/${questionnaireID}/1970-01-01T00:00:00Z/2030-01-01T00:00:00Z?vis=table`);

  // Assess
  await expect(page.getByRole('heading', { name: 'Reliable Change', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reliable Change' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Reliable change figures by question' });
  await expect(rowCells(table, 'Wellbeing')).toHaveText([
    '6',
    '+1.67',
    '-0.40 … +3.73',
    '0.85',
    '0.188',
    '1.75',
    '0 (0%)',
    '3 (50%)',
    '3 (50%)',
  ]);
  await expect(rowCells(table, 'Sleep')).toHaveText(['3', 'Too few people to say — fewer than 5']);
  await page.getByText('Wellbeing — Higher is better').click();
  await expect(page.getByText('p = 0.188')).toBeVisible();
  await expect(
    page.getByText('How likely a change at least this large would be if nothing had changed.'),
  ).toBeVisible();
  await page.getByText('How this is worked out').click();
  await expect(page.getByText(/Reliable change \(Jacobson and Truax, 1991\)/)).toBeVisible();
  await checkPage(page, 'reliable-change-table');

  // Act: the figures file, made by the server
  const file = await downloadFigures(page);

  // Assess: one row per question with every figure, the counts as they are
  expect(file.name).toMatch(/^ripple-wellbeing-check-reliable-change-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.header.slice(0, 5)).toEqual(['kind', 'id', 'name', 'better when', 'n']);
  expect([...file.rows.keys()]).toEqual(['Wellbeing', 'Sleep']);
  expect(file.rows.get('Wellbeing')).toMatchObject({
    kind: 'question',
    'better when': 'higher',
    n: '6',
    'mean change': '1.6667',
    '95% CI low': '-0.3969',
    '95% CI high': '3.7303',
    'effect size d_z': '0.8476',
    'Wilcoxon p': '0.1875',
    'reliability (alpha)': '0.8',
    'reliable change threshold': '1.7531',
    'reliably improved': '3',
    'reliably improved %': '50',
    'no reliable change': '3',
    'reliably deteriorated': '0',
  });
  expect(file.rows.get('Sleep')).toMatchObject({ n: '3', 'mean change': '' });
  expect(file.rows.get('Sleep')!.notes).toContain('too few people to say');

  // Act: the chart, then prepared for sharing
  await page.getByRole('radio', { name: 'Bar' }).check();
  await expect(page.getByRole('figure', { name: 'Reliable change by question' })).toBeVisible();
  await checkPage(page, 'reliable-change-chart');
  await page.getByRole('radio', { name: 'Table' }).check();
  await page.getByLabel('Prepare for sharing: hide counts under 5 and the lists of people').check();

  // Assess
  await expect(rowCells(table, 'Wellbeing')).toHaveText([
    '6',
    '+1.67',
    '-0.40 … +3.73',
    '0.85',
    '0.188',
    '1.75',
    'fewer than 5',
    'fewer than 5',
    'fewer than 5',
  ]);
  await expect(rowCells(table, 'Sleep').first()).toHaveText('fewer than 5');
  await expect(
    page.getByText('Tick this before the figures leave your organisation', { exact: false }),
  ).toBeVisible();
  await checkPage(page, 'reliable-change-sharing');

  // Act: the file for sharing
  const shared = await downloadFigures(page);

  // Assess: counts under 5 read "fewer than 5", with no percentage beside them
  expect(shared.rows.get('Wellbeing')).toMatchObject({
    n: '6',
    'mean change': '1.6667',
    'reliably improved': 'fewer than 5',
    'reliably improved %': '',
    'no reliable change': 'fewer than 5',
    'reliably deteriorated': 'fewer than 5',
  });
  expect(shared.rows.get('Sleep')).toMatchObject({ n: 'fewer than 5' });
});

test('Reliable Change: the small-number threshold set in Settings decides who is too few; the setting is accessible', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, aPerson('Mary Seacole', 'seacole-threshold'));
  const questionnaireID = await seed(page);
  await page.goto('/settings');
  const field = page.getByRole('spinbutton', { name: 'Small-number threshold' });
  await expect(field).toHaveValue('5');

  // Act
  await field.fill('3');
  await page.getByRole('button', { name: 'Save' }).click();

  // Assess
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await checkPage(page, 'settings-small-number-threshold');

  // Act: the three people who answered Sleep are no longer too few
  await page.goto(`/report/reliable/${questionnaireID}/1970-01-01T00:00:00Z/2030-01-01T00:00:00Z?vis=table`);

  // Assess
  const table = page.getByRole('table', { name: 'Reliable change figures by question' });
  await expect(rowCells(table, 'Wellbeing').first()).toHaveText('6');
  await expect(rowCells(table, 'Sleep').first()).toHaveText('3');
  await expect(table.getByText(/Too few people to say/)).toHaveCount(0);
  await expect(
    page.getByLabel('Prepare for sharing: hide counts under 3 and the lists of people'),
  ).toBeVisible();
});
