import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { aPerson, signUpAndLogIn } from '../steps.ts';

/**
 * What axe cannot see, in a real browser: a new page's title and focus, where a new page and Back scroll to, a
 * dialog at 400 % zoom (320 × 256 CSS pixels, WCAG 1.4.10), and a visible focus indicator in forced-colours mode
 * (Windows High Contrast, which removes box-shadow focus rings).
 */

const staff = aPerson('Mary Carpenter', 'a11y-focus-zoom');
/** 1280 × 1024 at 400 % zoom. */
const ZOOMED = { width: 320, height: 256 };

let context: BrowserContext;
let page: Page;

// A context of its own, so signing in can open the emailed verification link in a second tab, as from a mailbox.
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await signUpAndLogIn(page, staff);
});

test.afterAll(async () => {
  await context?.close();
});

const focusedTag = (target: Page) =>
  target.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`);

test('a new page names the tab and takes focus to its h1; a query change and the first load do not', async () => {
  // Prepare
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${staff.name}` })).toBeVisible();
  // Assess: the first load leaves focus where the browser put it
  await expect(page).toHaveTitle('Home – Ripple');
  expect(await focusedTag(page)).toMatch(/^BODY/);
  // Act: follow a header link from the keyboard
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Report' }).focus();
  await page.keyboard.press('Enter');
  // Assess
  await expect(page).toHaveTitle('Generate a report – Ripple');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Act: a tab of the settings page keeps focus (the tabs pattern)
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Users' }).focus();
  await page.keyboard.press('Enter');
  // Assess
  await expect(page).toHaveTitle('Settings: users – Ripple');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();
});

test('a new page opens at its top, and Back returns to where the page was', async () => {
  // Prepare: a short screen makes the home page long; scroll to its footer
  await page.setViewportSize(ZOOMED);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${staff.name}` })).toBeVisible();
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true });
  await terms.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  // Act
  await terms.click();
  // Assess
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Act
  await page.goBack();
  // Assess
  await expect(page.getByRole('heading', { name: `Welcome, ${staff.name}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test('a dialog taller than a 400 % zoomed screen scrolls to its last button', async () => {
  // Prepare: a form with changes, so that leaving asks first
  await page.setViewportSize(ZOOMED);
  await page.goto('/questions/new/custom');
  await page.getByLabel('Name').fill('Half-written');
  // Act
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  // Assess
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  const leave = dialog.getByRole('button', { name: 'Leave without saving' });
  await leave.scrollIntoViewIfNeeded();
  const box = await leave.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(ZOOMED.height);
  await leave.click();
  await expect(page).toHaveTitle('Home – Ripple');
});

test('focus stays visible in forced-colours mode', async () => {
  // Prepare
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ forcedColors: 'active' });
  const outlineOfFocused = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  /**
   * Reaches `target` from the keyboard (so that it shows focus as a keyboard user sees it), again if the page
   * placed focus itself meanwhile (a new page moves it to its heading or first field once loaded), which once took
   * it away between the keys on a busy machine.
   */
  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    await expect(async () => {
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  };
  await page.goto('/settings');
  // Act + Assess: a link, a tab, a field and a button
  for (const target of [
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    page.getByRole('tab', { name: 'Users' }),
    page.getByRole('button', { name: /profile menu for/ }),
  ]) {
    await tabTo(target);
    expect(await outlineOfFocused()).toMatch(/^solid [1-9]/);
  }
  // Act + Assess: an item of a menu opened from the keyboard, whose focus is otherwise only a background
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  expect(await outlineOfFocused()).toMatch(/^solid [1-9]/);
  await page.keyboard.press('Escape');
  await page.goto('/questions/new/custom');
  await page.getByLabel('Name').fill('Forced colours');
  for (const target of [page.getByLabel('Name'), page.getByRole('button', { name: 'Create' })]) {
    await tabTo(target);
    expect(await outlineOfFocused()).toMatch(/^solid [1-9]/);
  }
  await page.emulateMedia({ forcedColors: 'none' });
});
