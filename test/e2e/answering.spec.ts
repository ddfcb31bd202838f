import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { aPerson, checkPage, mustCallApi, runId, signUpAndLogIn, VIEWPORTS } from './steps.ts';

const run = runId();
const user = aPerson('Florence Nightingale', 'florence');

async function createQuestionnaire(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing") { id } }',
  );
  const labels = '[{ value: 1, label: "Never" }, { value: 5, label: "Always" }]';
  for (const question of ['I sleep well', 'I feel safe at home']) {
    await mustCallApi(
      page,
      `mutation { AddLikertQuestion(outcomeSetID: "${AddOutcomeSet.id}", question: "${question}", minValue: 1, maxValue: 5, labels: ${labels}) { id } }`,
    );
  }
  return AddOutcomeSet.id;
}

/** Answers both questions and the notes by keyboard alone. */
async function answerByKeyboard(page: Page, screenshots?: string) {
  const first = page.getByRole('slider', { name: 'I sleep well' });
  await expect(first).toHaveAttribute('aria-valuetext', 'No answer yet');
  if (screenshots) await checkPage(page, `answering-${screenshots}-question`, 'phone');
  // Each end label keeps to half the width, so that the two never overlap on a narrow phone.
  await expect(page.getByText('Never', { exact: true })).toHaveCSS('max-width', '50%');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-valuetext', '5: Always');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('slider', { name: 'I feel safe at home' });
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await second.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(second).toHaveAttribute('aria-valuetext', '2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Worried about the stairs');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Went well');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
}

test('live record with a new beneficiary, then a remote link answered on a phone', async ({
  page,
  browser,
}) => {
  // Prepare
  await signUpAndLogIn(page, user);
  await createQuestionnaire(page);

  // Act: a live record
  await page.goto('/record');
  await expect(page.getByRole('heading', { name: 'New Record' })).toBeVisible();
  await checkPage(page, 'answering-choose');
  await page.getByRole('link', { name: /Live/ }).click();
  await expect(page.getByRole('option', { name: 'Wellbeing' })).toBeAttached();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Please enter a beneficiary ID')).toBeVisible();
  await checkPage(page, 'answering-live-form');
  await page.getByLabel('Beneficiary ID').fill(`client-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/meeting\/[^/]+$/);
  // A reload mid-record gets the light build of the landing pages, which serves staff too
  await page.reload();
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/light-/);
  await answerByKeyboard(page, 'live');

  // Assess: finalised, on to the beneficiary's journey in the whole app
  await expect(page).toHaveURL(new RegExp(`/beneficiary/client-${run}\\?q=[^&]+$`));
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/index-/);
  await expect(page.getByRole('heading', { name: `client-${run}` })).toBeVisible();

  // Act: historic data entry refuses a future date, then types a record in
  await page.goto(`/record/historic?ben=client-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByLabel('Date conducted').fill('2999-01-01T10:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Please select a date in the past')).toBeVisible();
  await page.getByLabel('Date conducted').fill('2024-03-01T10:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/dataentry\/[^/]+$/);
  for (const name of ['I sleep well', 'I feel safe at home']) {
    await page.getByRole('slider', { name }).focus();
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/client-${run}\\?q=[^&]+$`));

  // Act: a remote link
  await page.goto(`/record/remote?ben=remote-${run}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/smn\/[a-z2-7]+-/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

  const phone = await browser.newContext({ viewport: VIEWPORTS.phone });
  const beneficiary = await phone.newPage();
  await beneficiary.goto(link);
  await expect(beneficiary).toHaveURL(/\/meeting\/[^/]+/, { timeout: 30_000 });
  await expect(beneficiary.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await answerByKeyboard(beneficiary, 'remote');

  // Assess
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await beneficiary.screenshot({
    path: 'test-results/screenshots/answering-thanks-phone.png',
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(beneficiary);
  // A reload, or a tab the phone restores, thanks them again rather than showing the staff Log in
  await beneficiary.reload();
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(beneficiary).toHaveURL(/\/meeting\/[^/]+$/);

  // Act: a summon link for many beneficiaries asks for the ID
  await page.goto('/record/summon');
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const summon = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  const other = await browser.newContext({ viewport: VIEWPORTS.phone });
  const second = await other.newPage();
  await second.goto(summon);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByText('Please enter your ID')).toBeVisible();
  await checkPage(second, 'answering-summon', 'phone');
  await second.getByLabel(/Your ID/).fill(`summoned-${run}`);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByRole('slider', { name: 'I sleep well' })).toBeVisible({ timeout: 30_000 });
  await phone.close();
  await other.close();
});
