import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, moveByKeyboard, mustCallApi, signUpAndLogIn } from './steps.ts';
import { untranslatedStrings } from './untranslated.ts';

const user = aPerson('Octavia Hill', 'octavia-hill');

/** A questionnaire with one question, through the API. */
async function aQuestionnaire(page: Page, name: string) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation ($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name },
  );
  await mustCallApi(
    page,
    'mutation ($id: ID!) { AddLikertQuestion(outcomeSetID: $id, question: "How are you?", maxValue: 5, labels: [{ value: 1, label: "Bad" }, { value: 5, label: "Good" }]) { id } }',
    { id: AddOutcomeSet.id },
  );
  return AddOutcomeSet.id;
}

test('build a sequence of two questionnaires with a destination; a questionnaire it uses cannot be deleted', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);
  await aQuestionnaire(page, 'Intake');
  await aQuestionnaire(page, 'Exit');
  await aQuestionnaire(page, 'Spare');

  // Act: reach the sequences from the Questionnaires item
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questionnaires' }).click();
  await page
    .getByRole('navigation', { name: 'Questionnaires, sequences and catalogue' })
    .getByRole('link', { name: 'Sequences' })
    .click();
  await expect(page).toHaveURL(/\/sequences$/);
  await expect(
    page.getByText('Chain questionnaires into a sequence to record them one after another.'),
  ).toBeVisible();
  await checkPage(page, 'sequences-empty');

  // Act: a new sequence starts with one empty slot; every validation message
  await page.getByRole('link', { name: 'New Sequence' }).click();
  await expect(page).toHaveURL(/\/sequences\/new$/);
  await expect(page.getByRole('combobox')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).focus();
  await page.getByLabel('Questionnaire 1', { exact: true }).focus();
  await page.getByLabel('Destination web address').fill('example.org/thanks');
  await page.getByLabel('Destination web address').blur();
  await expect(page.getByText('Please enter a name for the new sequence')).toBeVisible();
  await expect(page.getByText('At least one questionnaire is required')).toBeVisible();
  await expect(page.getByText('Destination should be a valid web address')).toBeVisible();
  await checkPage(page, 'sequences-new-invalid');

  // Act: fill it in: Exit then Intake, reordered by keyboard to Intake then Exit
  await page.getByLabel('Name', { exact: true }).fill('Programme');
  await page.getByLabel('Description', { exact: true }).fill('From the first visit to the last');
  await page.getByLabel('Questionnaire 1', { exact: true }).selectOption({ label: 'Exit' });
  await page.getByRole('button', { name: 'Add questionnaire' }).click();
  await page.getByLabel('Questionnaire 2', { exact: true }).selectOption({ label: 'Spare' });
  await page.getByRole('button', { name: 'Add questionnaire' }).click();
  await page.getByLabel('Questionnaire 3', { exact: true }).selectOption({ label: 'Intake' });
  await page.getByRole('button', { name: 'Remove Questionnaire 2' }).click();
  await expect(page.getByRole('combobox')).toHaveCount(2);
  await moveByKeyboard(page, 'Reorder questionnaire 2 (Intake)', -1);
  await expect(page.getByLabel('Questionnaire 1', { exact: true }).locator('option:checked')).toHaveText(
    'Intake',
  );
  await expect(page.getByLabel('Questionnaire 2', { exact: true }).locator('option:checked')).toHaveText(
    'Exit',
  );
  await page.getByLabel('Destination web address').fill('https://example.org/thanks');
  await checkPage(page, 'sequences-new');
  await page.getByRole('button', { name: 'Save' }).click();

  // Assess: listed with its questionnaires in order and its destination
  await expect(page).toHaveURL(/\/sequences$/);
  await expect(
    page.getByRole('list', { name: 'Questionnaires of Programme' }).getByRole('listitem'),
  ).toHaveText(['Intake', 'Exit']);
  await expect(page.getByText('Then on to https://example.org/thanks')).toBeVisible();
  await checkPage(page, 'sequences-list');

  // Act: the same name again
  await page.getByRole('link', { name: 'New Sequence' }).click();
  await page.getByLabel('Name', { exact: true }).fill('programme');
  await page.getByLabel('Questionnaire 1', { exact: true }).selectOption({ label: 'Spare' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sequence name already in use, please pick another')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sequences$/);

  // Act: open it; the form holds what was saved
  await page.getByRole('link', { name: 'Programme', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Sequence' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Programme');
  await expect(page.getByLabel('Destination web address')).toHaveValue('https://example.org/thanks');
  await expect(page.getByLabel('Questionnaire 1', { exact: true }).locator('option:checked')).toHaveText(
    'Intake',
  );
  await checkPage(page, 'sequences-edit');

  // Assess: every visible string of the form goes through i18next
  await page.goto(`${new URL(page.url()).pathname}?lng=en-XA`);
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await page.locator('#sequence-name').fill('');
  await page.locator('#sequence-name').blur();
  await expect(page.locator('#sequence-name-error')).toBeVisible();
  const data = [
    'Programme',
    'From the first visit to the last',
    'https://example.org/thanks',
    'Intake',
    'Exit',
    'Spare',
    user.name,
    user.organisation,
    'Ripple',
    'OH',
  ];
  expect(await untranslatedStrings(page, data)).toEqual([]);
  await page.goto('/sequences');
  await expect(page.getByRole('link', { name: 'Programme', exact: true })).toBeVisible();
  expect(await untranslatedStrings(page, data)).toEqual([]);
  await page.goto('/sequences?lng=en');

  // Act: delete a questionnaire the sequence uses
  await page.goto('/questions');
  await page.getByRole('button', { name: 'Delete Intake' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  // Assess: refused, naming the sequence
  const refused = page.getByRole('button', { name: 'Delete Intake' });
  await expect(refused).toHaveClass(/failed/);
  await refused.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Cannot delete questionnaire as it is used in the following sequences: Programme',
  );
  await checkPage(page, 'sequences-questionnaire-delete-refused');
  await expect(page.getByRole('link', { name: 'Intake', exact: true })).toBeVisible();

  // Act: delete the sequence, then the questionnaire
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Delete Programme' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Chain questionnaires into a sequence to record them one after another.'),
  ).toBeVisible();
  await page.goto('/questions');
  await page.getByRole('button', { name: 'Delete Intake' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  // Assess
  await expect(page.getByRole('link', { name: 'Intake', exact: true })).toHaveCount(0);
});
