import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, runId, signUpAndLogIn } from './steps.ts';

const run = runId();
const user = aPerson('Mary Seacole', 'mary-records');
const ben = `ben-${run}`;

async function createQuestionnaire(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing") { id } }',
  );
  for (const question of ['I sleep well', 'I feel safe at home'])
    await addQuestion(page, AddOutcomeSet.id, question);
  return AddOutcomeSet.id;
}

async function addQuestion(page: Page, questionnaireID: string, question: string) {
  const labels = '[{ value: 1, label: "Never" }, { value: 5, label: "Always" }]';
  await mustCallApi(
    page,
    `mutation { AddLikertQuestion(outcomeSetID: "${questionnaireID}", question: "${question}", minValue: 1, maxValue: 5, labels: ${labels}) { id } }`,
  );
}

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('records: a new beneficiary through the selector, its records, view, edit, delete, admin, QR and data entry', async ({
  page,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);
  const questionnaireID = await createQuestionnaire(page);

  // Act: the beneficiary page offers to create a new beneficiary
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Beneficiary' }).click();
  await expect(page.getByRole('heading', { name: 'Select a beneficiary' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select a beneficiary')).toBeVisible();
  await checkPage(page, 'records-select-beneficiary');
  await page.getByRole('combobox', { name: 'Beneficiary ID' }).fill(ben);
  await expect(page.getByRole('status').getByText(`Create ${ben}'s first record`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();

  // Act: a live record for the new beneficiary, chosen in the selector, with a tag created inline
  await page.goto('/record/live');
  const selector = page.getByRole('combobox', { name: 'Beneficiary ID' });
  await selector.fill(ben);
  await expect(page.getByText(`Create ${ben}'s first record`)).toBeVisible();
  await expect(selector).toHaveValue(ben);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await checkPage(page, 'records-new-live');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('North');
  await expect(page.getByRole('option', { name: /Create a new tag/ })).toBeVisible();
  await page.getByRole('option', { name: /Create a new tag/ }).click();
  await expect(page.getByRole('button', { name: 'Remove tag North' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/meeting\/[^/]+$/);
  const liveID = new URL(page.url()).pathname.split('/').at(-1)!;
  for (const name of ['I sleep well', 'I feel safe at home']) {
    await page.getByRole('slider', { name }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}\\?q=[^&]+$`));

  // Assess: the record is on the beneficiary's records list, to view
  await page.getByRole('navigation', { name: 'Beneficiary' }).getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}/records$`));
  await expect(page.getByRole('heading', { name: ben, level: 1 })).toBeVisible();
  await expect(page.getByText('Tags: North')).toBeVisible();
  await checkPage(page, 'records-list');

  // Act: a question added later has no answer in the record's summary
  await addQuestion(page, questionnaireID, 'I see friends');
  await page.getByRole('link', { name: 'View the Wellbeing record' }).click();

  // Assess
  await expect(page).toHaveURL(`/meeting/${liveID}/view`);
  await expect(page.getByRole('heading', { name: 'I see friends' })).toBeVisible();
  await expect(page.getByText('Unknown Answer')).toBeVisible();
  await expect(page.getByText('Scale from 1 (Never) to 5 (Always)').first()).toBeVisible();
  await checkPage(page, 'records-view');

  // Act: edit the date and the tags
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/meeting/${liveID}/edit`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Date', { exact: true }).fill('2024-03-01T10:30');
  await page.getByRole('button', { name: 'Remove tag North' }).click();
  const recordTags = page.getByRole('combobox', { name: 'Record tags' });
  await recordTags.fill('South');
  await recordTags.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag South' })).toBeVisible();
  await checkPage(page, 'records-edit');
  await page.getByRole('button', { name: 'Save' }).click();

  // Assess: the view shows the new date and tags
  await expect(page).toHaveURL(`/meeting/${liveID}/view`);
  await expect(page.getByText(/March 1, 2024|1 March 2024/)).toBeVisible();
  await expect(page.getByText('South', { exact: true })).toBeVisible();

  // Act: delete a second record, with confirmation
  const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
    page,
    `mutation { AddMeeting(beneficiaryID: "${ben}", outcomeSetID: "${questionnaireID}") { id } }`,
  );
  await page.goto(`/beneficiary/${ben}/records`);
  await expect(page.getByRole('link', { name: 'Continue the Wellbeing record' })).toHaveAttribute(
    'href',
    `/meeting/${AddMeeting.id}`,
  );
  await page.goto(`/meeting/${AddMeeting.id}/edit`);
  await page.getByRole('button', { name: 'Delete record' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete this record? This cannot be undone.')).toBeVisible();
  await checkPage(page, 'records-delete-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // Assess: back on the list, the incomplete record is gone
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}/records$`));
  await expect(page.getByRole('link', { name: 'View the Wellbeing record' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue the Wellbeing record' })).toHaveCount(0);

  // Act: the beneficiary's tags in Admin
  await page.getByRole('navigation', { name: 'Beneficiary' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}/config$`));
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const benTags = page.getByRole('combobox', { name: 'Beneficiary tags' });
  await benTags.fill('Housing');
  await benTags.press('Enter');
  await checkPage(page, 'records-admin');
  await save.click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();

  // Assess: kept
  await expect(page.getByRole('button', { name: 'Remove tag Housing' })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('navigation', { name: 'Beneficiary' }).getByRole('link', { name: 'Records' }).click();

  // Act: export the beneficiary's records of the questionnaire
  const exported = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Wellbeing' }).click();
  await exported;

  // Assess
  await expect(page.getByText('Download started')).toBeVisible();

  // Act: a remote link and its QR code
  await page.goto(`/record/remote?ben=${ben}&q=${questionnaireID}`);
  await expect(page.getByLabel('Days to complete')).toHaveValue('100');
  await page.getByLabel('Days to complete').fill('2.5');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('The link works for 3 days.')).toBeVisible();
  await checkPage(page, 'records-remote-link');
  const qr = page.waitForEvent('download');
  await page.getByRole('button', { name: 'QR code' }).click();
  const download = await qr;

  // Assess: a 1024 × 1024 PNG
  expect(download.suggestedFilename()).toBe('record-link-qr-code.png');
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(pngSize(png)).toEqual({ width: 1024, height: 1024 });

  // Act: data entry with the date picker; a future day is refused
  await page.goto(`/beneficiary/${ben}/record`);
  await page.getByRole('link', { name: /Data Entry/ }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}/record/historic$`));
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Open the calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Date conducted' });
  await expect(calendar.getByRole('grid').getByRole('button')).toHaveCount(42);
  // The weekday row is hidden from assistive technology (each day's name says its weekday): read as seen.
  await expect(calendar.locator('th').first()).toHaveText('Mon');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('grid').getByRole('button', { name: /15/ }).first().click();
  await expect(calendar.getByText('Date must be in the past')).toBeVisible();
  await checkPage(page, 'records-date-picker');
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('grid').getByRole('button', { name: /15/ }).first().click();
  await calendar.getByLabel('Hour').fill('9');
  await calendar.getByLabel('Minute').fill('5');
  await expect(calendar.getByText('Date must be in the past')).toHaveCount(0);
  await calendar.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Date conducted')).toHaveValue(/^\d{4}-\d{2}-15T09:05$/);
  await page.getByRole('button', { name: 'Start' }).click();

  // Assess
  await expect(page).toHaveURL(/\/dataentry\/[^/]+$/);

  // Act + Assess: a beneficiary without records
  await page.goto(`/beneficiary/nobody-${run}/records`);
  await expect(page.getByText(`No meetings found for beneficiary nobody-${run}`)).toBeVisible();
  await checkPage(page, 'records-empty');

  // Act: an existing beneficiary from the selector's suggestions (recent activity), then a search
  await page.goto('/beneficiary');
  const search = page.getByRole('combobox', { name: 'Beneficiary ID' });
  await search.focus();
  await expect(page.getByRole('option', { name: ben })).toBeVisible();
  await search.fill(ben.slice(0, 6).toUpperCase());
  await page.getByRole('option', { name: ben }).click();

  // Assess: View goes to the beneficiary's journey
  await expect(search).toHaveValue(ben);
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${ben}$`));
});
