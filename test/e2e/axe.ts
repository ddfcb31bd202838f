import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA. axe files the few WCAG 2.2 success criteria
 * it can test under `wcag22aa` (target size); 2.2 added no level-A rule that axe has a tag of its own for.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical WCAG A/AA violations axe-core finds in the page, one `rule: targets` line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the app's CSP (script-src 'self') stays on and is tested too;
  // page.addScriptTag would be an inline script the CSP rightly blocks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Injects and runs axe-core (WCAG 2.x A/AA) in the page; fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${page.url()}`).toEqual([]);
}
