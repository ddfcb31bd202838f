import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Injects and runs axe-core (WCAG 2.x A/AA) in the page; fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the app's CSP (script-src 'self') stays on and is tested too;
  // page.addScriptTag would be an inline script the CSP rightly blocks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_TAGS,
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
