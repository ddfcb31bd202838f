import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, moveByKeyboard, mustCallApi, signUpAndLogIn } from './steps.ts';
import { untranslatedStrings } from './untranslated.ts';

const user = aPerson('Mary Seacole', 'mary-seacole');

async function addQuestion(
  page: Page,
  text: string,
  options: { reverse?: boolean; labels?: [string, string] },
) {
  await page.getByRole('button', { name: 'New Question' }).click();
  const form = page.getByRole('region', { name: 'New question' });
  await form.getByLabel('Question', { exact: true }).fill(text);
  if (options.labels) {
    await form.getByLabel('Label for 1').fill(options.labels[0]);
    await form.getByLabel('Label for 5').fill(options.labels[1]);
  }
  if (options.reverse) await form.getByRole('button', { name: 'Reverse scoring' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(new RegExp(`^\\d\\. ${text}$`))).toBeVisible();
}

const questionTexts = (page: Page) => page.getByText(/^\d\. /);

test('create a questionnaire, add and reorder questions, import ONS Wellbeing read-only', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);

  // Act: the empty list
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questionnaires' }).click();
  await expect(page.getByText('Get started by creating a questionnaire')).toBeVisible();
  await checkPage(page, 'questionnaires-empty');

  // Act: a custom questionnaire
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/questions\/new$/);
  await checkPage(page, 'questionnaires-new');
  await page.getByRole('link', { name: /Custom/ }).click();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a name for the new questionnaire')).toBeVisible();
  await checkPage(page, 'questionnaires-custom');
  await page.getByLabel('Name', { exact: true }).fill('Confidence');
  await page.getByLabel('Description', { exact: true }).fill('How confident people feel');
  await page.getByRole('button', { name: 'Create' }).click();

  // Assess: its questions tab
  await expect(page).toHaveURL(/\/questions\/[^/]+\/questions$/);
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');

  // Act: two questions, the second reversed and prefilled from the first
  await addQuestion(page, 'I feel confident', { labels: ['Never', 'Always'] });
  await page.getByRole('button', { name: 'New Question' }).click();
  const form = page.getByRole('region', { name: 'New question' });
  await expect(form.getByLabel('Label for 5')).toHaveValue('Always');
  await checkPage(page, 'questionnaires-question-form');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await addQuestion(page, 'I feel worried', { reverse: true });
  await expect(page.getByText('Scale: 5 to 1')).toBeVisible();

  // Act: reorder by keyboard through the drag handle
  await moveByKeyboard(page, 'Reorder question 2', -1);

  // Assess: the new order, kept after a reload
  await expect(questionTexts(page)).toHaveText(['1. I feel worried', '2. I feel confident']);
  await page.reload();
  await expect(questionTexts(page)).toHaveText(['1. I feel worried', '2. I feel confident']);
  await checkPage(page, 'questionnaires-questions');

  // Act: a category
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByText('No categories defined')).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Mood');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Aggregation: Average')).toBeVisible();
  await checkPage(page, 'questionnaires-categories');

  // Act: the General tab
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByLabel('Note prompt')).toHaveValue('Additional information');
  await checkPage(page, 'questionnaires-general');

  // Act: the quick start
  await page.goto('/questions/new');
  await page.getByRole('button', { name: 'Add ONS Wellbeing' }).click();

  // Assess: in the list, read-only, without delete
  await expect(page).toHaveURL(/\/questions$/);
  const ons = page.getByRole('listitem').filter({ hasText: 'ONS Wellbeing' });
  await expect(ons.getByRole('button', { name: 'Read only' })).toBeVisible();
  await expect(ons.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Confidence' })).toBeVisible();
  await checkPage(page, 'questionnaires-list');

  // Act: a second quick start counts as success
  await page.goto('/questions/new');
  await page.getByRole('button', { name: 'Add ONS Wellbeing' }).click();
  await expect(page).toHaveURL(/\/questions$/);

  // Act: open it
  await ons.getByRole('link', { name: 'ONS Wellbeing', exact: true }).click();
  // Assess
  await expect(
    page.getByText(
      'This questionnaire cannot be edited as it has been imported from another account. If this is unexpected, please contact support.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await checkPage(page, 'questionnaires-read-only-general');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText(/^1\. /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Question' })).toHaveCount(0);
  await checkPage(page, 'questionnaires-read-only-questions');
});

const builder = aPerson('Florence Nightingale', 'florence-nightingale');

const LOCKED =
  'Values cannot be edited as records exist for this questionnaire. To change them, delete and recreate the question, or contact support.';

test('five questions and two categories: pills, keyboard reordering, a reversed scale locked once recorded', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, builder);
  await page.goto('/questions/new/custom');
  await page.getByLabel('Name', { exact: true }).fill('Resilience');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/questions\/[^/]+\/questions$/);
  const questionnaireID = /\/questions\/([^/]+)\/questions$/.exec(page.url())?.[1] ?? '';

  // Act: two categories
  await page.getByRole('tab', { name: 'Categories' }).click();
  for (const [name, aggregation] of [
    ['Mood', 'mean'],
    ['Coping', 'sum'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Aggregation').selectOption(aggregation);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  }
  await expect(page.getByText('Aggregation: Sum')).toBeVisible();

  // Act: five questions, the first two in a category from the form
  await page.getByRole('tab', { name: 'Questions' }).click();
  const texts = ['I bounce back', 'I stay calm', 'I ask for help', 'I sleep well', 'I feel hopeful'];
  for (const [index, text] of texts.entries()) {
    await page.getByRole('button', { name: 'New Question' }).click();
    const form = page.getByRole('region', { name: 'New question' });
    await form.getByLabel('Question', { exact: true }).fill(text);
    if (index === 0) {
      await form.getByLabel('Label for 1').fill('Never');
      await form.getByLabel('Label for 5').fill('Always');
    }
    if (index < 2) await form.getByLabel('Category').selectOption({ label: index === 0 ? 'Coping' : 'Mood' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${index + 1}. ${text}`)).toBeVisible();
  }

  // Assess: the pills
  await expect(page.getByRole('button', { name: 'Category of question 1: Coping' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Category of question 2: Mood' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Category of question 3: No Category' })).toBeVisible();

  // Act: set a category from a pill
  await page.getByRole('button', { name: 'Category of question 4: No Category' }).click();
  await page.getByRole('menuitemradio', { name: 'Mood' }).click();
  await expect(page.getByRole('button', { name: 'Category of question 4: Mood' })).toBeVisible();

  // Act: move the last question to the top by keyboard (dnd-kit)
  await moveByKeyboard(page, 'Reorder question 5', -4);

  // Assess: moved, and kept after a reload
  const reordered = ['I feel hopeful', 'I bounce back', 'I stay calm', 'I ask for help', 'I sleep well'];
  await expect(questionTexts(page)).toHaveText(reordered.map((text, index) => `${index + 1}. ${text}`));
  await page.reload();
  await expect(questionTexts(page)).toHaveText(reordered.map((text, index) => `${index + 1}. ${text}`));
  await checkPage(page, 'questionnaires-five-questions');

  // Act: reverse the scale of question 3
  await page.getByRole('button', { name: 'Edit question 3' }).click();
  await page.getByRole('button', { name: 'Reverse scoring' }).click();
  await expect(page.getByLabel('Left value')).toHaveValue('5');
  await expect(page.getByLabel('Label for 5')).toHaveValue('Never');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scale: 5 to 1')).toBeVisible();

  // Act: archive question 5, which shows collapsed under the archived count (issue 31 item 13)
  await page.getByRole('button', { name: 'Archive question 5' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const archivedList = page.locator('details').filter({ hasText: '1 archived question' });
  await expect(archivedList.getByText('I sleep well Archived')).toBeHidden();
  await archivedList.getByText('1 archived question').click();

  // Assess: marked Archived, with Restore and (no record yet) Delete; every question can be deleted
  await expect(archivedList.getByText('Archived', { exact: true })).toBeVisible();
  await expect(archivedList.getByRole('button', { name: 'Delete I sleep well' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete question 1' })).toBeVisible();
  await checkPage(page, 'questionnaires-archived');

  // Act: restore it
  await archivedList.getByRole('button', { name: 'Restore I sleep well' }).click();
  await expect(page.getByText('5. I sleep well')).toBeVisible();
  await expect(archivedList).toHaveCount(0);

  // Act: record against it through the API, answering question 1 only
  const { AddMeeting: record } = await mustCallApi<{ AddMeeting: { id: string } }>(
    page,
    'mutation ($q: String!) { AddMeeting(beneficiaryID: "ben-resilience", outcomeSetID: $q) { id } }',
    { q: questionnaireID },
  );
  const { outcomeset } = await mustCallApi<{ outcomeset: { questions: { id: string; question: string }[] } }>(
    page,
    'query ($q: String!) { outcomeset(id: $q) { questions { id question } } }',
    { q: questionnaireID },
  );
  await mustCallApi(
    page,
    'mutation ($m: String!, $q: String!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: 3) { id } }',
    { m: record.id, q: outcomeset.questions.find(({ question }) => question === 'I feel hopeful')!.id },
  );
  await page.reload();
  await page.getByRole('button', { name: 'Edit question 3' }).click();

  // Assess: the scale's ends are read-only (not merely disabled-looking) with the explanation beside them
  await expect(page.getByText(LOCKED)).toBeVisible();
  for (const end of ['Left value', 'Right value']) {
    await expect(page.getByLabel(end)).not.toBeEditable();
    await expect(page.getByLabel(end)).toBeEnabled();
    await expect(page.getByLabel(end)).toHaveAccessibleDescription(LOCKED);
  }
  await expect(page.getByRole('button', { name: 'Reverse scoring' })).toHaveCount(0);
  await checkPage(page, 'questionnaires-scale-locked');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Assess: in use now, the answered question can be archived but not deleted; the unanswered ones still can
  await expect(page.getByRole('button', { name: 'Archive question 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete question 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete question/ })).toHaveCount(4);

  // Act: delete unanswered question 2 after confirming
  await page.getByRole('button', { name: 'Delete question 2' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText(
    "Are you sure you want to delete 'I bounce back'? It cannot be restored.",
  );
  await confirmDelete.getByRole('button', { name: 'Confirm' }).click();

  // Assess: gone for good, also after a reload, and the answered question still has no Delete
  const remaining = ['I feel hopeful', 'I stay calm', 'I ask for help', 'I sleep well'];
  await expect(questionTexts(page)).toHaveText(remaining.map((text, index) => `${index + 1}. ${text}`));
  await page.reload();
  await expect(questionTexts(page)).toHaveText(remaining.map((text, index) => `${index + 1}. ${text}`));
  await expect(page.getByRole('button', { name: 'Delete question 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete question 2' })).toBeVisible();

  // Assess: every visible string of the questions tab goes through i18next
  await page.goto(`/questions/${questionnaireID}/questions?lng=en-XA`);
  await expect(page.getByText(/^1\. /)).toBeVisible();
  expect(
    await untranslatedStrings(page, [
      ...texts,
      'Resilience',
      'Mood',
      'Coping',
      builder.name,
      builder.organisation,
      'Ripple',
      'FN',
    ]),
  ).toEqual([]);
  await page.goto('/?lng=en');
});

const importer = aPerson('Mary Somerville', 'mary-somerville');

type CatalogueEntry = {
  license: string;
  attribution: string;
  outcomeset: {
    id: string;
    name: string;
    description: string | null;
    questions: { question: string; labels: { label: string }[] }[];
    categories: { name: string; description: string | null }[];
  };
};

test('browse the catalogue, import a questionnaire from its page and find it read-only', async ({ page }) => {
  // Prepare
  await signUpAndLogIn(page, importer);
  const { outcomesetCatalogue: entries } = await mustCallApi<{ outcomesetCatalogue: CatalogueEntry[] }>(
    page,
    `{ outcomesetCatalogue(source: "softoutcomes") { license attribution outcomeset {
      id name description questions { question ... on LikertScale { labels { label } } }
      categories { name description } } } }`,
  );
  const entry = entries[1] as CatalogueEntry;
  const catalogueData = entries.flatMap(({ license, attribution, outcomeset }) => [
    license,
    attribution,
    outcomeset.name,
    outcomeset.description ?? '',
    ...outcomeset.questions.flatMap((question) => [
      question.question,
      ...question.labels.map((l) => l.label),
    ]),
    ...outcomeset.categories.flatMap((category) => [category.name, category.description ?? '']),
  ]);

  // Act: from the questionnaires list through the area navigation
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questionnaires' }).click();
  await page
    .getByRole('navigation', { name: 'Questionnaires, sequences and catalogue' })
    .getByRole('link', { name: 'Catalogue' })
    .click();

  // Assess: the list
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByText('More Coming Soon...')).toBeVisible();
  await expect(page.getByRole('button', { name: `Import ${entry.outcomeset.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Import ${entry.outcomeset.name}` }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Add to your questionnaires');
  await checkPage(page, 'catalogue-list');

  // Act: open one
  await page.getByRole('link', { name: entry.outcomeset.name, exact: true }).click();

  // Assess: title, licence and attribution, then the tabs
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.outcomeset.name);
  await expect(page.getByText(entry.license, { exact: true })).toBeVisible();
  await expect(page.getByText(entry.attribution, { exact: true })).toBeVisible();
  await checkPage(page, 'catalogue-general');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByText(`1. ${entry.outcomeset.questions[0]?.question}`)).toBeVisible();
  await expect(page.getByText(/^Scale: \d+ to \d+$/).first()).toBeVisible();
  await checkPage(page, 'catalogue-questions');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await checkPage(page, 'catalogue-categories');

  // Assess: every visible string goes through i18next
  await page.goto(`/catalogue/${entry.outcomeset.id}/questions?lng=en-XA`);
  await expect(page.getByText(/^1\. /)).toBeVisible();
  const known = [...catalogueData, importer.name, importer.organisation, 'Ripple', 'MS'];
  expect(await untranslatedStrings(page, known)).toEqual([]);
  await page.goto('/catalogue');
  await expect(page.getByRole('link', { name: entry.outcomeset.name, exact: true })).toBeVisible();
  expect(await untranslatedStrings(page, known)).toEqual([]);
  await page.goto(`/catalogue/${entry.outcomeset.id}?lng=en`);

  // Act: import from its page
  await page.getByRole('button', { name: `Import ${entry.outcomeset.name}` }).click();

  // Assess: in the list, read-only
  await expect(page).toHaveURL(/\/questions$/);
  const imported = page.getByRole('listitem').filter({ hasText: entry.outcomeset.name });
  await expect(imported.getByRole('button', { name: 'Read only' })).toBeVisible();
  await expect(imported.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // Assess: the catalogue marks it as imported, with a link to the copy, on the list and on its page
  await page.goto('/catalogue');
  const listed = page.getByRole('listitem').filter({ hasText: entry.outcomeset.name });
  await expect(listed.getByText('Already in your questionnaires')).toBeVisible();
  await expect(listed.getByRole('button', { name: `Import ${entry.outcomeset.name}` })).toHaveCount(0);
  await checkPage(page, 'catalogue-imported');
  await page.goto(`/catalogue/${entry.outcomeset.id}`);
  await expect(page.getByText('Already in your questionnaires')).toBeVisible();
  await page.getByRole('link', { name: `Open ${entry.outcomeset.name}` }).click();
  await expect(page).toHaveURL(/\/questions\/[^/]+$/);

  // Act: open the copy
  await page.goto('/questions');
  await imported.getByRole('link', { name: entry.outcomeset.name, exact: true }).click();
  // Assess
  await expect(
    page.getByText(
      'This questionnaire cannot be edited as it has been imported from another account. If this is unexpected, please contact support.',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText(/^1\. /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reorder/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Category of question/ })).toHaveCount(0);
});
