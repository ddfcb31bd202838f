import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { aPerson, logIn, signUpAndLogIn, VIEWPORTS } from './steps.ts';

// Issue 31 item 11: a brand's logo text was cut off inside its SVG ("Meadow Foundat"), and two wide initials
// ("WW") wrapped onto two lines in the avatar.

const port = Number(process.env.E2E_PORT ?? 3100);
const BRANDS = [
  { host: 'app', name: 'Ripple' },
  { host: 'dev', name: 'Ripple (development)' },
  { host: 'harbour', name: 'Harbour Trust' },
  { host: 'meadow', name: 'Meadow Foundation' },
] as const;
const wide = aPerson('Wilhelmina Winterbottom', 'brand-logos');

/** How far the logo's drawing reaches past its own viewBox, in its units (0: nothing is cut off). */
async function svgOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const svg = document.querySelector('svg')!;
    const box = svg.viewBox.baseVal;
    const drawn = Array.from(svg.querySelectorAll('text, path, circle, rect')) as SVGGraphicsElement[];
    return Math.max(
      0,
      ...drawn.map((shape) => shape.getBBox().x + shape.getBBox().width - (box.x + box.width)),
    );
  });
}

/** The logo image on the page is whole: inside the page and its own box, at its drawing's proportions. */
async function expectWholeLogo(page: Page, name: string) {
  const logo = page.getByRole('img', { name, exact: true }).first();
  await expect(logo).toBeVisible();
  const fit = await logo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      loaded: img.naturalWidth > 0,
      insidePage: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      notClipped: img.scrollWidth <= img.clientWidth,
      ratio: box.width / box.height,
    };
  });
  expect(fit).toEqual({ loaded: true, insidePage: true, notClipped: true, ratio: expect.closeTo(5, 1) });
}

test('every brand logo is drawn whole, in its SVG and on the page, at 360 px and on a desktop', async ({
  page,
}) => {
  for (const brand of BRANDS) {
    // Act
    await page.goto(`http://${brand.host}.localhost:${port}/brand/logo.svg`);
    // Assess: nothing of the drawing, its name included, past the viewBox in this browser's fonts
    expect(await svgOverflow(page), brand.host).toBeLessThanOrEqual(0.5);

    for (const size of Object.values(VIEWPORTS)) {
      // Act
      await page.setViewportSize(size);
      // /login leads to the hosted sign-in page, in the brand of the host it was opened from
      await page.goto(`http://${brand.host}.localhost:${port}/login`);
      // Assess
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectWholeLogo(page, brand.name);
    }
  }
});

test("the Meadow brand's header logo is whole and two wide initials stay on one line", async ({ page }) => {
  // Prepare: an account, then signed in on Meadow's sub-domain
  await signUpAndLogIn(page, wide);
  await page.goto(`http://meadow.localhost:${port}/`);
  await logIn(page, wide);
  const avatar = page.getByRole('button', { name: `WW, profile menu for ${wide.name}` });
  await expect(avatar).toBeVisible();

  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    // Act
    await page.setViewportSize(size);

    // Assess: the logo in the header, and the initials as one line inside the circle
    await expectWholeLogo(page, 'Meadow Foundation');
    const initials = await avatar.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      return { lines: lines.size, fits: button.scrollWidth <= button.clientWidth };
    });
    expect(initials, viewport).toEqual({ lines: 1, fits: true });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screenshots/brand-meadow-header-${viewport}.png` });
  }
});
