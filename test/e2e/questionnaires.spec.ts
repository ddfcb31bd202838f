import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, signUpAndLogIn } from './steps.ts';

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
  await page.getByRole('button', { name: 'Create' }).click();
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

  // Act: reorder by keyboard
  await page.getByRole('button', { name: 'Move up question 2' }).focus();
  await page.keyboard.press('Enter');

  // Assess: the new order, kept after a reload
  await expect(page.getByText(/^\d\. /)).toHaveText(['1. I feel worried', '2. I feel confident']);
  await page.reload();
  await expect(page.getByText(/^\d\. /)).toHaveText(['1. I feel worried', '2. I feel confident']);
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
