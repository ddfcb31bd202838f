import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { aPerson, checkPage, mustCallApi, runId, signUpAndLogIn, VIEWPORTS } from './steps.ts';
import { untranslatedStrings } from './untranslated.ts';

// Issue 27: pending invites and open links are listed and revocable; a beneficiary's Back stays in the
// questionnaire; a completed link thanks them rather than opening a blank record.

const run = runId();

/** A questionnaire of two questions, named `name`. */
async function createQuestionnaire(page: Page, name: string): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation ($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name },
  );
  for (const question of ['I sleep well', 'I feel safe at home']) {
    await mustCallApi(
      page,
      `mutation ($id: ID!, $question: String!) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) { id }
      }`,
      { id: AddOutcomeSet.id, question },
    );
  }
  return AddOutcomeSet.id;
}

/** Makes a link through the new-record form (`remote` for one beneficiary, `summon` for many); its address. */
async function makeLink(page: Page, type: 'remote' | 'summon', beneficiary?: string): Promise<string> {
  await page.goto(`/record/${type}${beneficiary ? `?ben=${beneficiary}` : ''}`);
  await page.getByLabel('Questionnaire').selectOption({ label: 'Wellbeing' });
  await page.getByRole('button', { name: 'Create link' }).click();
  return page.getByRole('textbox', { name: 'Link' }).inputValue();
}

/** A phone of its own (a fresh browser context, so no staff session), 360 px wide. */
async function aPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  return { context, page: await context.newPage() };
}

test('pending invites and open links are listed and revoked; a revoked one no longer opens', async ({
  page,
  browser,
}) => {
  // Prepare: Ada's organisation with an invite, a one-beneficiary link and a summon for many
  const ada = aPerson('Ada Lovelace', 'ada-links');
  await signUpAndLogIn(page, ada);
  const questionnaire = await createQuestionnaire(page, 'Wellbeing');
  const { GetInviteLink: code } = await mustCallApi<{ GetInviteLink: string }>(
    page,
    'mutation { GetInviteLink }',
  );
  const beneficiary = `linked-${run}`;
  const { AddRemoteMeeting } = await mustCallApi<{ AddRemoteMeeting: { JTI: string } }>(
    page,
    'mutation ($ben: String!, $q: String!) { AddRemoteMeeting(beneficiaryID: $ben, outcomeSetID: $q) { JTI } }',
    { ben: beneficiary, q: questionnaire },
  );
  const remote = `/jti/${AddRemoteMeeting.JTI}`;
  const summon = await makeLink(page, 'summon');

  // Act: Settings > Users
  await page.goto('/settings/users');

  // Assess: the pending invite, who made it, when, and when it expires
  const invites = page.getByRole('region', { name: 'Pending invites' });
  const invite = invites.getByRole('listitem').filter({ hasText: 'Invite made by Ada Lovelace' });
  await expect(invite).toBeVisible();
  await expect(invite.getByText('Created')).toBeVisible();
  await expect(invite.getByText('Expires')).toBeVisible();
  await checkPage(page, 'links-settings-users');

  // Act: revoke it
  await invite.getByRole('button', { name: /^Revoke the invite made by Ada Lovelace/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  // Assess: gone from the list, focus on the emptied list's message, and the invite no longer opens
  const none = invites.getByText('There are no pending invites.');
  await expect(none).toBeVisible();
  await expect(none).toBeFocused();
  const newcomer = await aPhone(browser);
  await newcomer.page.goto(`/invite/${code}`);
  await expect(newcomer.page.getByText('Unknown Invite')).toBeVisible();
  await newcomer.context.close();

  // Act: Settings > Links
  await page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name: 'Links' }).click();
  await expect(page).toHaveURL(/\/settings\/links$/);

  // Assess: both links, with their maker, questionnaire and uses
  const links = page.getByRole('region', { name: 'Open links' });
  const one = links.getByRole('listitem').filter({ hasText: `One-time link for ${beneficiary}` });
  const many = links.getByRole('listitem').filter({ hasText: 'Summon link for many beneficiaries' });
  await expect(one).toBeVisible();
  await expect(many).toBeVisible();
  await expect(one.getByText('Wellbeing')).toBeVisible();
  await expect(one.getByText('Ada Lovelace')).toBeVisible();
  await checkPage(page, 'links-settings-links');

  // Assess: every string of both lists goes through i18next (pseudo-locale); dates and names are data
  for (const tab of ['users', 'links']) {
    await page.goto(`/settings/${tab}?lng=en-XA`);
    // Loaded: the last list's heading, then its last item or its empty message
    await expect(page.locator('main h2').last()).toContainText('⟦');
    await expect(page.locator('main li h3, main p').last()).toContainText('⟦');
    const dates = (await page.locator('main dd, main td').allTextContents()).filter((text) =>
      /\d{4}/.test(text),
    );
    expect(
      await untranslatedStrings(page, [ada.name, beneficiary, 'Wellbeing', 'Ripple', 'AL', ...dates]),
    ).toEqual([]);
  }
  await page.goto('/settings/links?lng=en');

  // Act: revoke the summon for many here
  await many.getByRole('button', { name: /^Revoke Summon link for many beneficiaries, / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  // Assess: gone; focus on the link that took its place
  await expect(many).toHaveCount(0);
  await expect(one.getByRole('heading')).toBeFocused();

  // Act: the beneficiary's records page lists theirs; revoke it there
  await page.goto(`/beneficiary/${beneficiary}/records`);
  const theirs = page.getByRole('region', { name: 'Open links' }).getByRole('listitem');
  await expect(theirs).toHaveCount(1);
  await checkPage(page, 'links-beneficiary-records');
  await theirs.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('There are no open links.')).toBeVisible();

  // Assess: both revoked links say they have expired; the summon before asking for an ID (issue 31 item 15)
  for (const link of [remote, summon]) {
    const phone = await aPhone(browser);
    await phone.page.goto(link);
    await expect(phone.page.getByText('This link has expired. Please request a new link')).toBeVisible();
    await expect(phone.page.getByLabel(/Your ID/)).toHaveCount(0);
    await phone.context.close();
  }
});

test('an unknown summon link says so alone, before asking for an ID', async ({ browser }) => {
  // Prepare
  const phone = await aPhone(browser);

  // Act
  await phone.page.goto(`/smn/no-such-summon-${run}`);

  // Assess
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(
    phone.page.getByText('We did not recognise this link. Please request a new link'),
  ).toBeVisible();
  await expect(phone.page.getByLabel(/Your ID/)).toHaveCount(0);
  await expect(phone.page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await checkPage(phone.page, 'summon-unknown', 'phone');
  await phone.context.close();
});

test("a beneficiary's Back stays in the questionnaire, and a completed link thanks them", async ({
  page,
  browser,
}) => {
  // Prepare: a questionnaire with instructions, and a link for one beneficiary
  const grace = aPerson('Grace Hopper', 'grace-links');
  await signUpAndLogIn(page, grace);
  const id = await createQuestionnaire(page, 'Wellbeing');
  await mustCallApi(
    page,
    `mutation ($id: ID!) { EditOutcomeSet(outcomeSetID: $id, name: "Wellbeing", instructions: "Answer as you feel today") { id } }`,
    { id },
  );
  const link = await makeLink(page, 'remote', `phone-${run}`);
  const phone = await aPhone(browser);
  const beneficiary = phone.page;
  await beneficiary.goto(link);
  await expect(beneficiary.getByRole('heading', { name: 'Instructions' })).toBeVisible({ timeout: 30_000 });
  await beneficiary.getByRole('button', { name: 'Start' }).click();
  const first = beneficiary.getByRole('slider', { name: 'I sleep well' });
  await first.focus();
  await beneficiary.keyboard.press('ArrowRight');
  const answer = await first.getAttribute('aria-valuetext');
  expect(answer).not.toBe('No answer yet');
  await beneficiary.getByRole('button', { name: 'Next' }).click();
  await expect(beneficiary.getByText('Question 2 of 2')).toBeVisible();

  // Act: the phone's Back, mid-way
  await beneficiary.goBack();

  // Assess: the previous question, its answer kept, its heading focused, still in the questionnaire
  await expect(beneficiary).toHaveURL(/\/meeting\/[^/?]+/);
  await expect(beneficiary.getByText('Question 1 of 2')).toBeVisible();
  await expect(first).toHaveAttribute('aria-valuetext', answer!);
  await expect(beneficiary.getByRole('heading', { name: 'I sleep well' })).toBeFocused();
  await beneficiary.goBack();
  await expect(beneficiary.getByRole('heading', { name: 'Instructions' })).toBeVisible();

  // Act: Forward twice
  await beneficiary.goForward();
  await expect(beneficiary.getByText('Question 1 of 2')).toBeVisible();
  await beneficiary.goForward();

  // Assess: back at the second question
  await expect(beneficiary.getByText('Question 2 of 2')).toBeVisible();
  await beneficiary.screenshot({ path: 'test-results/screenshots/links-back-phone.png', fullPage: true });
  await expectNoSeriousA11yViolations(beneficiary);

  // Act: finish, then Back
  await beneficiary.getByRole('slider', { name: 'I feel safe at home' }).focus();
  await beneficiary.keyboard.press('ArrowRight');
  await beneficiary.getByRole('button', { name: 'Next' }).click();
  await expect(beneficiary.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await beneficiary.getByRole('button', { name: 'Next' }).click();
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await beneficiary.goBack();

  // Assess: Thank you again
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(beneficiary.getByRole('slider')).toHaveCount(0);
  await phone.context.close();

  // Act: the same link opened again, on another phone
  const again = await aPhone(browser);
  await again.page.goto(link);

  // Assess: the completed-link screen, not an error or a blank record
  const completed = again.page.getByText('You have already completed this questionnaire. Thank you.');
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await expect(again.page.getByRole('slider')).toHaveCount(0);
  await checkPage(again.page, 'links-completed', 'phone');
  await again.context.close();
});
