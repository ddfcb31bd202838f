import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const run = Date.now().toString(36);
const user = {
  name: 'Ada Lovelace',
  email: `ada.${run}@example.org`,
  password: 'difference-engine',
  organisation: `Analytical Engines ${run}`,
};

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** Screenshots of the current page on a 360 px phone and on a desktop, into test-results/screenshots/. */
async function screenshots(page: Page, name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${viewport}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function logIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('sign up a new organisation, log out, log in, and see the brand of a partner host', async ({ page }) => {
  // Prepare: sign-up on the default brand
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: "Create your organisation's account" })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ripple' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Please provide your name')).toBeVisible();
  await screenshots(page, 'signup');

  // Act: sign up
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Confirm email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Organisation name').fill(user.organisation);
  await page.getByRole('button', { name: 'Get Started' }).click();

  // Assess: sign-up success goes to /login
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'login');

  // Act: log in (sign-up and login are landing pages: the light build serves them)
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/light-/);
  await logIn(page);

  // Assess: home shows the user and the organisation, in the whole app
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/index-/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'home');

  // Act: log out through the profile menu
  await page.getByRole('button', { name: `AL, profile menu for ${user.name}` }).click();
  await expect(page.getByRole('menu')).toContainText(user.organisation);
  await page.screenshot({ path: 'test-results/screenshots/profile-menu-desktop.png' });
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'logout');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Assess: signed out, a staff page sends us to /login; log in again
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await logIn(page);
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);

  // Act: the same page on a partner brand's sub-domain
  await page.goto(`http://harbour.localhost:${port}/`);
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await logIn(page);

  // Assess: the harbour logo and tokens
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
  const logo = page.getByRole('img', { name: 'Harbour Trust' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/brand/logo.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Fetched by the page: Node's resolver does not map *.localhost to loopback, Chromium does.
  const svg = await page.evaluate(() => fetch('/brand/logo.svg').then((response) => response.text()));
  expect(svg).toContain('<title id="t">Harbour Trust</title>');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe('#0f4c5c');
  await screenshots(page, 'home-harbour');
});
