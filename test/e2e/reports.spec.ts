import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, signUpAndLogIn, VIEWPORTS } from './steps.ts';

const user = aPerson('Mary Seacole', 'seacole-reports');

/** The questions of the fixture, by short label; all on a 1–5 scale. Mood and Sleep form the category Rest. */
const QUESTIONS = ['Mood', 'Sleep', 'Safety'] as const;
type Answers = Record<(typeof QUESTIONS)[number], number>;

/** Each beneficiary's records in date order; D has a single record and is left out (docs/reports.md rule 5). */
const RECORDS: { beneficiary: string; date: string; answers: Answers }[] = [
  { beneficiary: 'ben-A', date: '2024-02-01T10:00:00Z', answers: { Mood: 2, Sleep: 3, Safety: 4 } },
  { beneficiary: 'ben-A', date: '2024-05-01T10:00:00Z', answers: { Mood: 4, Sleep: 3, Safety: 5 } },
  { beneficiary: 'ben-B', date: '2024-03-01T10:00:00Z', answers: { Mood: 1, Sleep: 2, Safety: 5 } },
  { beneficiary: 'ben-B', date: '2024-06-01T10:00:00Z', answers: { Mood: 3, Sleep: 1, Safety: 5 } },
  { beneficiary: 'ben-C', date: '2024-04-01T10:00:00Z', answers: { Mood: 5, Sleep: 5, Safety: 5 } },
  { beneficiary: 'ben-C', date: '2024-07-01T10:00:00Z', answers: { Mood: 4, Sleep: 5, Safety: 3 } },
  { beneficiary: 'ben-D', date: '2024-04-15T10:00:00Z', answers: { Mood: 3, Sleep: 3, Safety: 3 } },
];

/** A questionnaire of three questions and a category through the API, then the records as data entry. */
async function seed(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Outcomes") { id } }',
  );
  const id = AddOutcomeSet.id;
  const questionIDs: Record<string, string> = {};
  for (const short of QUESTIONS) {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } }
      }`,
      { id, question: `How would you rate your ${short.toLowerCase()} this week?`, short },
    );
    questionIDs[short] = AddLikertQuestion.questions.at(-1)!.id;
  }
  const { AddCategory } = await mustCallApi<{ AddCategory: { categories: { id: string }[] } }>(
    page,
    'mutation ($id: ID!) { AddCategory(outcomeSetID: $id, aggregation: mean, name: "Rest") { categories { id } } }',
    { id },
  );
  for (const short of ['Mood', 'Sleep'])
    await mustCallApi(
      page,
      'mutation ($id: ID!, $q: ID!, $c: ID) { SetCategory(outcomeSetID: $id, questionID: $q, categoryID: $c) { id } }',
      { id, q: questionIDs[short], c: AddCategory.categories[0]!.id },
    );
  for (const record of RECORDS) {
    const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
      page,
      'mutation ($ben: String!, $q: String!, $at: String) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q, conducted: $at) { id } }',
      { ben: record.beneficiary, q: id, at: record.date },
    );
    for (const short of QUESTIONS)
      await mustCallApi(
        page,
        'mutation ($m: String!, $q: String!, $v: Int!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id } }',
        { m: AddMeeting.id, q: questionIDs[short], v: record.answers[short] },
      );
    await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
  }
  return id;
}

/** The expected numbers, computed by hand from RECORDS by docs/reports.md's rules. */
function expected() {
  const byBeneficiary = new Map<string, Answers[]>();
  for (const record of RECORDS)
    byBeneficiary.set(record.beneficiary, [...(byBeneficiary.get(record.beneficiary) ?? []), record.answers]);
  const included = [...byBeneficiary.values()].filter((records) => records.length >= 2);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return QUESTIONS.map((question) => {
    const initial = mean(included.map((records) => records[0]![question]));
    const latest = mean(included.map((records) => records.at(-1)![question]));
    const deltas = included.map((records) => records.at(-1)![question] - records[0]![question]);
    return {
      question,
      exact: { initial, latest, difference: latest - initial },
      initial: initial.toFixed(2),
      latest: latest.toFixed(2),
      difference: (latest - initial).toFixed(2),
      decreased: String(deltas.filter((d) => d < 0).length),
      same: String(deltas.filter((d) => d === 0).length),
      increased: String(deltas.filter((d) => d > 0).length),
    };
  });
}

/** The cells of the table row headed `name`. */
const rowCells = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('reports: form, Distance Travelled and Beneficiary Change numbers, views in the URL, a journey', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);
  const questionnaireID = await seed(page);
  const numbers = expected();

  // Act: the form's validation, then All records
  await page.getByRole('navigation').getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'Generate a Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please select a questionnaire')).toBeVisible();
  await page.getByLabel('Questionnaire').selectOption({ label: 'Outcomes' });
  await page.getByRole('radio', { name: 'Date Range' }).check();
  await expect(page.getByText('Date range', { exact: true })).toBeVisible();
  await checkPage(page, 'reports-form');
  // Whole days of 2024, typed day, month, year (en-GB); the end moves to the end of its day
  const segments = page.getByRole('group', { name: 'Date range' }).getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type('01012024');
  await segments.nth(3).click();
  await page.keyboard.type('31122024');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/report\/dist\/[^/]+\/20(23|24)-[^/]+\/2024-12-31T2\d:59:59Z\?/);
  await expect(page.getByText('This report aggregates data covering 3 beneficiaries:')).toBeVisible();
  await page.getByRole('link', { name: 'New report' }).click();
  await expect(page.getByLabel('Questionnaire')).toHaveValue(questionnaireID);
  await page.getByRole('button', { name: 'Generate' }).click();

  // Assess: Distance Travelled opens on the radar, with the overview
  await expect(page).toHaveURL(
    new RegExp(`/report/dist/${questionnaireID}/1970-01-01T00:00:00Z/[^/?]+Z\\?tags=`),
  );
  await expect(page.getByRole('heading', { name: 'Distance Travelled' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Distance travelled/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('This report aggregates data covering 3 beneficiaries:')).toBeVisible();
  await expect(
    page.getByText('1 beneficiary was excluded because they only have a single record:'),
  ).toBeVisible();
  await checkPage(page, 'reports-distance-radar');
  // On a phone the radar numbers its axes and names them beneath; on a desktop it names the axes themselves
  const axisKey = page.getByRole('list', { name: "The chart's numbered axes" });
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(axisKey.getByRole('listitem')).toHaveText([...QUESTIONS]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(axisKey).toBeHidden();
  // Opened afresh with its data a second late, the page keeps the footer below the fold (on a desktop the details
  // above the chart would leave it on screen): nothing jumps when the chart arrives, which Lighthouse would count.
  await page.route('**/v1/graphql', async (route) => {
    if (route.request().postData()?.includes('GetReport('))
      await new Promise((done) => setTimeout(done, 1_000));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('img', { name: /Distance travelled/ })).toBeVisible();
  type Shift = { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            seen.push(
              `${entry.value.toFixed(3)}: ${entry.sources.map((source) => `${source.node?.nodeName} ${source.previousRect.y}→${source.currentRect.y}`).join(', ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(seen), 500);
      }),
  );
  expect(shifts).toEqual([]);
  await page.unroute('**/v1/graphql');
  const imagePromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as image' }).click();
  const image = await imagePromise;
  expect(image.suggestedFilename()).toBe('ripple-chart.png');
  expect(
    readFileSync(await image.path())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  // Act: the table view
  await page.getByRole('radio', { name: 'Table' }).check();

  // Assess: every number as docs/reports.md defines it
  await expect(page).toHaveURL(/vis=table/);
  const table = page.getByRole('table');
  for (const row of numbers)
    await expect(rowCells(table, row.question)).toHaveText([row.initial, row.latest, row.difference]);
  await expect(rowCells(table, 'Total')).toHaveText(
    (['initial', 'latest', 'difference'] as const).map((column) => sum(numbers.map((n) => n.exact[column]))),
  );
  await expect(rowCells(table, 'Average')).toHaveText(
    (['initial', 'latest', 'difference'] as const).map((column) =>
      (
        Number(
          sum(
            numbers.map((n) => n.exact[column]),
            6,
          ),
        ) / numbers.length
      ).toFixed(2),
    ),
  );
  await checkPage(page, 'reports-distance-table');

  // Act: on a 360-px phone, focus the table's scroll region and scroll it by keyboard (issue 31 item 10)
  await page.setViewportSize(VIEWPORTS.phone);
  const region = page.getByRole('region', { name: /scrolls sideways$/ });
  await region.focus();
  const wide = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');

  // Assess: a focused region, the hint when the table is wider than the phone, and the Difference column in view
  await expect(region).toBeFocused();
  if (wide) await expect(region.getByText('Scroll sideways to see every column')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Difference' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screenshots/reports-distance-table-scrolled-phone.png' });
  await page.setViewportSize(VIEWPORTS.desktop);

  // Act: sort by Difference, then reload the URL
  // Mood changed most (+1.00); Sleep and Safety tie at −0.33.
  await table.getByRole('button', { name: 'Difference' }).click();
  await expect(table.getByRole('columnheader', { name: 'Difference' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.locator('tbody').getByRole('rowheader').last()).toHaveText('Mood');
  await table.getByRole('button', { name: 'Difference' }).click();
  await expect(table.locator('tbody').getByRole('rowheader').first()).toHaveText('Mood');
  await page.reload();

  // Assess: the same view comes back
  await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  await expect(rowCells(page.getByRole('table'), 'Mood')).toHaveText([
    numbers[0]!.initial,
    numbers[0]!.latest,
    numbers[0]!.difference,
  ]);

  // Act: by category
  await page.getByRole('radio', { name: 'Category' }).check();
  await expect(page).toHaveURL(/agg=category/);
  // Rest = mean(Mood, Sleep) per record: A 2.5 → 3.5, B 1.5 → 2, C 5 → 4.5
  await expect(rowCells(page.getByRole('table'), 'Rest')).toHaveText(['3.00', '3.33', '0.33']);
  await page.getByRole('radio', { name: 'Question' }).check();

  // Act: Beneficiary Change
  await page.getByRole('link', { name: 'Beneficiary Change' }).click();
  await expect(page.getByRole('heading', { name: 'Beneficiary Change' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Beneficiary change/ })).toBeVisible();
  await checkPage(page, 'reports-change-bar');
  await page.getByRole('radio', { name: 'Table' }).check();

  // Assess
  const change = page.getByRole('table');
  for (const row of numbers)
    await expect(rowCells(change, row.question)).toHaveText([row.decreased, row.same, row.increased]);
  await checkPage(page, 'reports-change-table');
  const changeUrl = page.url();
  await page.goto(changeUrl);
  await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  await expect(rowCells(page.getByRole('table'), 'Mood')).toHaveText([
    numbers[0]!.decreased,
    numbers[0]!.same,
    numbers[0]!.increased,
  ]);

  // Act: export the records of the report
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const download = await downloadPromise;

  // Assess: exactly the six records the report uses, with their answers
  await expect(page.getByText('Download started')).toBeVisible();
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csv[0]).toContain('beneficiary');
  expect(csv).toHaveLength(1 + RECORDS.filter((r) => r.beneficiary !== 'ben-D').length);
  expect(csv.some((line) => line.includes('ben-D'))).toBe(false);
  expect(csv.filter((line) => line.includes('ben-A'))).toHaveLength(2);
  await page.goto(changeUrl);

  // Act: Status keeps the single-record beneficiary and shows distributions
  await page.getByRole('link', { name: 'Status' }).click();
  await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
  await page.getByRole('radio', { name: 'Bar' }).check();
  await expect(
    page.getByRole('img', { name: 'Distribution of Mood: beneficiaries per value' }),
  ).toBeVisible();
  await expect(page.getByText('This report aggregates data covering 4 beneficiaries:')).toBeVisible();
  await checkPage(page, 'reports-status-bar');

  // Act: open a beneficiary's journey from the overview
  await page.getByRole('link', { name: 'ben-A', exact: true }).click();

  // Assess
  await expect(page).toHaveURL(/\/beneficiary\/ben-A/);
  await expect(page.getByRole('img', { name: /Answers of ben-A/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feb 1, 2024' })).toHaveAttribute('aria-pressed', 'true');
  await checkPage(page, 'reports-journey');

  // Act: the line graph, then the table comparing records
  await page.getByRole('radio', { name: 'Graph' }).check();
  await expect(page.getByRole('img', { name: 'Answers of ben-A over time per question' })).toBeVisible();
  await checkPage(page, 'reports-journey-graph');
  await page.getByRole('radio', { name: 'Table' }).check();

  // Assess: first and latest record by default
  const journey = page.getByRole('table');
  await expect(rowCells(journey, 'Mood')).toHaveText(['2.00', '4.00', '2.00']);
  await page.getByLabel('Second meeting').selectOption({ label: 'Feb 1, 2024' });
  await expect(page.getByText('You are currently comparing the same record.')).toBeVisible();
  await expect(rowCells(journey, 'Mood')).toHaveText(['2.00', '2.00', '0.00']);
  await checkPage(page, 'reports-journey-table');

  // Act: reload: the view is kept in the URL
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();

  // Act: a beneficiary with one record, through /journey
  await page.goto('/journey');
  await page.getByLabel('Beneficiary ID').fill('ben-D');
  await page.getByRole('button', { name: 'Show journey' }).click();
  await page.getByRole('radio', { name: 'Graph' }).check();

  // Assess
  await expect(page.getByText('Incompatible Visualisation')).toBeVisible();
  await checkPage(page, 'reports-journey-single');
});

function sum(values: number[], digits = 2) {
  return values.reduce((total, value) => total + value, 0).toFixed(digits);
}
