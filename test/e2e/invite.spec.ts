import { expect, test, type Browser } from '@playwright/test';
import {
  PASSWORD,
  aPerson,
  anUnsubscribePath,
  checkPage,
  logIn,
  mustCallApi,
  signUpAndLogIn,
} from './steps.ts';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an invited newcomer signs up through the link and joins the organisation', async ({
  page,
  browser,
}) => {
  // Prepare: A signs up and generates an invite
  const ada = aPerson('Ada Lovelace', 'ada');
  await signUpAndLogIn(page, ada);
  const { GetInviteLink: code } = await mustCallApi<{ GetInviteLink: string }>(
    page,
    'mutation { GetInviteLink }',
  );
  expect(code).toMatch(/^[\w-]{22}$/);

  // Act: a new visitor opens the link in their own browser
  const newcomer = await newPage(browser);
  const charles = aPerson('Charles Babbage', 'charles');
  await newcomer.page.goto(`/invite/${code}`);

  // Assess: the sign-up form without the organisation field, and the header's Log In item
  await expect(newcomer.page.getByLabel('Your name')).toBeVisible();
  await expect(newcomer.page.getByLabel('Organisation name')).toHaveCount(0);
  await expect(newcomer.page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/invite/${code}`)}`,
  );
  await newcomer.page.getByRole('button', { name: 'Get Started' }).click();
  await expect(newcomer.page.getByText('Please provide your name')).toBeVisible();
  await checkPage(newcomer.page, 'invite-signup');

  // Act: sign up through the invite
  await newcomer.page.getByLabel('I accept the terms of use and privacy policy').check();
  await newcomer.page.getByLabel('Your name').fill(charles.name);
  await newcomer.page.getByLabel('Email', { exact: true }).fill(charles.email);
  await newcomer.page.getByLabel('Confirm email').fill(charles.email);
  await newcomer.page.getByLabel('Password').fill(PASSWORD);
  await newcomer.page.getByRole('button', { name: 'Get Started' }).click();
  // The new member signs in on the hosted login once the emailed link has verified the address
  await expect(
    newcomer.page.getByText(/^Your account has been created\. Please check your email/),
  ).toBeVisible();
  await newcomer.page.getByRole('button', { name: 'Log in' }).click();
  await logIn(newcomer.page, { email: charles.email, password: PASSWORD });

  // Assess: signed in, in A's organisation
  await expect(newcomer.page.getByRole('heading', { name: `Welcome, ${charles.name}` })).toBeVisible();
  await expect(newcomer.page.getByText(ada.organisation)).toBeVisible();

  // Act + Assess: the same link again: spent, as an invite is single-use (issue 27), with nothing to accept
  await newcomer.page.goto(`/invite/${code}`);
  await expect(newcomer.page.getByText('Unknown Invite')).toBeVisible();
  await expect(newcomer.page.getByRole('button', { name: 'Accept invite' })).toHaveCount(0);
  await newcomer.context.close();

  // Assess: unknown invites
  await page.goto('/invite/no-such-invite');
  await expect(page.getByText('Unknown Invite')).toBeVisible();
  await expect(
    page.getByText('We did not recognize this invite. Please ensure the URL is correct.'),
  ).toBeVisible();
  await checkPage(page, 'invite-unknown');
});

test('a signed-in user accepts an invite, then switches between their organisations', async ({
  page,
  browser,
}) => {
  // Prepare: A's invite; G has an organisation of her own
  const ada = aPerson('Ada Lovelace', 'ada2');
  await signUpAndLogIn(page, ada);
  const { GetInviteLink: code } = await mustCallApi<{ GetInviteLink: string }>(
    page,
    'mutation { GetInviteLink }',
  );
  const grace = aPerson('Grace Hopper', 'grace');
  const other = await newPage(browser);
  await signUpAndLogIn(other.page, grace);

  // Act
  await other.page.goto(`/invite/${code}`);
  await expect(other.page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await checkPage(other.page, 'invite-accept');
  await other.page.getByRole('button', { name: 'Accept invite' }).click();

  // Assess: reloaded with success=true, and A's organisation is now the active one
  await expect(other.page).toHaveURL(new RegExp(`/invite/${code}\\?success=true$`));
  await expect(other.page.getByText('You have joined the organisation.')).toBeVisible();
  await other.page.getByRole('link', { name: 'Continue' }).click();
  await expect(other.page.getByText(ada.organisation)).toBeVisible();

  // Act: switch back to her own organisation from the profile menu
  await other.page.getByRole('button', { name: /profile menu for/ }).click();
  await other.page.getByRole('menuitem', { name: grace.organisation }).click();

  // Assess
  await expect(other.page.getByText(grace.organisation)).toBeVisible();
  await expect(other.page.getByText(ada.organisation)).toHaveCount(0);
  await other.context.close();
});

test('profile and unsubscribe pages', async ({ page }) => {
  // Prepare
  const mary = aPerson('Mary Somerville', 'mary');
  await signUpAndLogIn(page, mary);

  // Act: rename on /profile
  await page.goto('/profile');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByLabel('Name')).toHaveValue(mary.name);
  await expect(page.getByLabel('Language')).toHaveValue('und');
  await expect(save).toBeDisabled();
  await checkPage(page, 'profile');
  await page.getByLabel('Name').fill('Mary Fairfax');
  await page.getByLabel('Language').selectOption('en');
  await save.click();

  // Assess: saved, and kept after a reload
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Mary Fairfax');
  await expect(page.getByLabel('Language')).toHaveValue('en');

  // Act + Assess: unsubscribe through the link of an email the user was sent
  await page.goto(await anUnsubscribePath(page, mary.email));
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  await checkPage(page, 'unsubscribe');
  await page.goto('/profile');
  await expect(page.getByLabel('Unsubscribe from emails')).toBeChecked();
});
