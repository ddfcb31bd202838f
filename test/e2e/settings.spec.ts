import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, aPerson, callApi, checkPage, mustCallApi, signUpAndLogIn } from './steps.ts';

/** A questionnaire with two questions and `records` completed records through the API. */
async function seedRecords(page: Page, records: number) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation ($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name: 'Wellbeing' },
  );
  const addQuestion = (question: string, short: string) =>
    mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5) {
          questions { id }
        }
      }`,
      { id: AddOutcomeSet.id, question, short },
    );
  await addQuestion('How is your mood?', 'Mood');
  const { AddLikertQuestion } = await addQuestion('How well do you sleep?', 'Sleep');
  const questionIDs = AddLikertQuestion.questions.map((question) => question.id);
  for (let index = 0; index < records; index += 1) {
    const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
      page,
      'mutation ($ben: String!, $q: String!) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q) { id } }',
      { ben: `ben-${index}`, q: AddOutcomeSet.id },
    );
    for (const questionID of questionIDs)
      await mustCallApi(
        page,
        `mutation ($m: String!, $q: String!, $v: Int!) {
          AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id }
        }`,
        { m: AddMeeting.id, q: questionID, v: 2 + index },
      );
    await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
  }
  return AddOutcomeSet.id;
}

test('settings: tabs, export, invite and remove a user, and the patron pages', async ({ page, browser }) => {
  // Prepare: Ada's organisation with two completed records
  const ada = aPerson('Ada Lovelace', 'ada-settings');
  await signUpAndLogIn(page, ada);
  const questionnaireID = await seedRecords(page, 2);

  // Act: the Data tab is the default; keyboard reaches the tabs
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  await expect(tabs.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/To import data into Ripple, please email us/)).toBeVisible();
  await expect(page.getByLabel('Questionnaire')).toHaveValue(questionnaireID);
  await checkPage(page, 'settings-data');

  // Act: export and catch the download
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;

  // Assess: the export page says so, and the CSV has the header row and one row per record
  await expect(page).toHaveURL(new RegExp(`/settings/data/questionnaire/export/${questionnaireID}$`));
  await expect(page.getByText('Download started')).toBeVisible();
  await checkPage(page, 'settings-export');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('record,beneficiary,date,facilitator,tags,notes,Mood,Sleep');
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['ben-0', 'ben-1']);

  // Act + Assess: an unknown questionnaire
  await page.goto('/settings/data/questionnaire/export/nope');
  await expect(page.getByText('Export failed')).toBeVisible();

  // Act: Users by keyboard from the Data tab
  await page.goto('/settings');
  await tabs.getByRole('tab', { name: 'Data' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await checkPage(page, 'settings-users');

  // Act: generate an invite
  await page.getByRole('button', { name: 'Invite User' }).click();
  const link = page.getByLabel('Invite link');
  await expect(link).toHaveValue(/\/invite\/[\w-]{22}$/);
  await checkPage(page, 'settings-invite');
  const inviteUrl = await link.inputValue();
  expect(new URL(inviteUrl).origin).toBe(new URL(page.url()).origin);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(link).toHaveCount(0);

  // Act: Charles accepts in his own browser
  const charles = aPerson('Charles Babbage', 'charles-settings');
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(new URL(inviteUrl).pathname);
  await other.getByLabel('I accept the terms of use and privacy policy').check();
  await other.getByLabel('Your name').fill(charles.name);
  await other.getByLabel('Email', { exact: true }).fill(charles.email);
  await other.getByLabel('Confirm email').fill(charles.email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Get Started' }).click();
  await expect(other.getByRole('heading', { name: `Welcome, ${charles.name}` })).toBeVisible();

  // Act: Ada sees him and removes him
  await page.reload();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(ada.name);
  await expect(rows.nth(2)).toContainText(charles.name);
  await page.getByRole('button', { name: `Remove ${charles.name}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Assess: blocked with a warning, and he can no longer act in the organisation
  await expect(rows.nth(2)).toContainText('Blocked');
  await expect(rows.nth(2)).toContainText('This user has been removed');
  await expect(page.getByRole('button', { name: `Remove ${charles.name}` })).toHaveCount(0);
  await checkPage(page, 'settings-users-blocked');
  const refused = await callApi(other, 'mutation { GetInviteLink }');
  expect(refused.errors?.[0]?.errorType).toBe('auth.noOrganisation');
  await context.close();

  // Act + Assess: a non-patron sees the branding tab framed
  await tabs.getByRole('tab', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/\/settings\/branding$/);
  const frameTab = page.getByRole('link', { name: 'Patrons Only' });
  await expect(frameTab).toHaveAttribute('href', '/settings/patron');
  await checkPage(page, 'settings-branding');

  // Act + Assess: the patron page, yearly by default
  await frameTab.click();
  await expect(page).toHaveURL(/\/settings\/patron$/);
  await expect(tabs.getByRole('tab', { name: 'Patron' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('£54 a year')).toBeVisible();
  await checkPage(page, 'settings-patron');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByText('£100 a month')).toBeVisible();

  // Act + Assess: the thank-you page
  await page.goto('/settings/patron/success');
  await expect(page.getByText(/will be in touch within 24 hours about custom branding/)).toBeVisible();
  await checkPage(page, 'settings-patron-success');
});
