import { expect, test } from '@playwright/test';
import { aPerson, checkPage, signUpAndLogIn } from './steps.ts';

/**
 * The patron journey on one machine (issue 30): the local stand-in for the payment provider (infra/local/
 * dev-payments.ts) takes the payment and sends the signed webhooks to the real billing handler.
 */
test('patrons: a charity pays through the local checkout, edits its branding, and cancels through Manage', async ({
  page,
}) => {
  // Prepare
  const ada = aPerson('Ada Lovelace', 'patron-checkout');
  await signUpAndLogIn(page, ada);
  await page.goto('/settings/patron');

  // Act: choose a size, monthly
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Choose Small' }).click();

  // Assess: the local checkout, on loopback, for this organisation's size and period
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dev/checkout/monthly/1');
  await expect(page.getByText('charity size 2 of 5, billed monthly')).toBeVisible();
  await expect(page.getByText(`Email: ${ada.email}`)).toBeVisible();

  // Act: Cancel first, then choose again and Pay
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings\/patron$/);
  await page.getByRole('button', { name: 'Choose Small' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Assess: the thank-you page, and the organisation is a patron: Manage instead of the sizes
  await expect(page).toHaveURL(/\/settings\/patron\/success$/);
  await expect(page.getByText(/will be in touch within 24 hours about custom branding/)).toBeVisible();
  await page.goto('/settings/patron');
  await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();

  // Act: branding is unlocked; a primary colour is saved
  await page.goto('/settings/branding');
  await expect(page.getByRole('link', { name: 'Patrons Only' })).toHaveCount(0);
  await page.getByLabel('Primary colour (buttons, links, tabs)', { exact: true }).fill('#5b2a86');
  await page.getByRole('button', { name: 'Save branding' }).click();

  // Assess
  await expect(page.getByText('Branding saved')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary')),
    )
    .toBe('#5b2a86');

  // Act: Manage opens the local billing portal, where the subscription is cancelled
  await page.goto('/settings/patron');
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { name: 'Test billing portal' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/dev\/portal\/bps_local_/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();

  // Assess: back on the patron page, no longer a patron: the sizes again, and branding framed
  await expect(page).toHaveURL(/\/settings\/patron$/);
  await expect(page.getByRole('button', { name: 'Choose Small' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  await page.goto('/settings/branding');
  await expect(page.getByRole('link', { name: 'Patrons Only' })).toBeVisible();
  await checkPage(page, 'patron-cancelled-branding');
});
