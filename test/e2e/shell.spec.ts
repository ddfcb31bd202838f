import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { untranslatedStrings } from './untranslated.ts';
import { logIn, runId } from './steps.ts';

const run = runId();
const user = {
  name: 'Grace Hopper',
  email: '',
  password: 'cobol-compiler',
  organisation: `Harvard Mark ${run}`,
};

// Each test signs up its own account: an email can only sign up once.
test.beforeEach(() => {
  user.email = `grace.${run}.${test.info().testId}@example.org`;
});
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

async function screenshots(page: Page, name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${viewport}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** axe on a phone and on a desktop. */
async function axeBoth(page: Page) {
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function signUp(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Confirm email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Organisation name').fill(user.organisation);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/^Your account has been created\. Please check your email/)).toBeVisible();
}

test('the guard sends an anonymous visitor to /login and back to the page asked for', async ({ page }) => {
  // Prepare
  await signUp(page);
  // Act
  await page.goto('/settings?tab=users');
  // Act: the guard's /login?redirect= opens the hosted login, which returns to /login and on to the page
  await logIn(page, user);
  // Assess: back where we wanted to go, under the staff header
  await expect(page).toHaveURL(/\/settings\?tab=users$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the staff shell: navigation, new-record button, profile menu, footer pages', async ({ page }) => {
  // Prepare
  await signUp(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();

  // Assess: header items (no social-value item without the plugin)
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Beneficiary', 'Report', 'Questionnaires', 'Settings'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Social Value' })).toHaveCount(0);
  const newRecord = page.getByRole('link', { name: 'New Record' });
  await expect(newRecord).toHaveText('New Record');
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(newRecord).toHaveText('New Record'); // still in the DOM for screen readers …
  expect((await newRecord.boundingBox())?.width).toBeLessThanOrEqual(48); // … but only the icon shows
  await page.setViewportSize(VIEWPORTS.desktop);
  await axeBoth(page);
  await screenshots(page, 'shell-home');

  // Act + Assess: the profile menu's items
  await page.getByRole('button', { name: /profile menu for/ }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Profile', 'Help', 'Send Feedback', 'Donate', 'Log Out'])
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', /^mailto:/);
  await page.screenshot({ path: 'test-results/screenshots/shell-profile-menu-desktop.png' });
  await page.keyboard.press('Escape');

  // Act + Assess: every footer page
  for (const [link, heading] of [
    ['Terms', 'Terms of use'],
    ['Cookie Policy', 'Cookie policy'],
    ['Privacy Policy', 'Privacy policy'],
    ['About', 'About Ripple'],
    ['Contact', 'Contact us'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await axeBoth(page);
  }
  await screenshots(page, 'footer-privacy');
});

test('every visible string on /login, /signup and / goes through i18next (pseudo-locale)', async ({
  page,
}) => {
  // Prepare
  await signUp(page);
  // Act: the query string picks the pseudo-locale, which is then remembered; an error back from the hosted
  // login keeps the page on screen with its message and button
  await page.goto('/login?error=access_denied&lng=en-XA');
  await expect(page.locator('h1')).toHaveText('⟦Ĺóĝ íñ⟧');
  // Assess
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await untranslatedStrings(page, ['Ripple'])).toEqual([]);

  await page.goto('/signup');
  await expect(page.locator('h1')).toContainText('⟦');
  await page.locator('button[type=submit]').click();
  expect(await untranslatedStrings(page, ['Ripple'])).toEqual([]);

  // The hosted login's page is not the app's: only the app's pages are checked
  await page.goto('/login');
  await logIn(page, user);
  await expect(page.locator('h1')).toContainText(user.name);
  expect(await untranslatedStrings(page, [user.name, user.organisation, 'GH', 'Ripple'])).toEqual([]);
  await screenshots(page, 'pseudo-home');

  // Act: switch back to English through the query string
  await page.goto('/?lng=en');
  // Assess
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});
