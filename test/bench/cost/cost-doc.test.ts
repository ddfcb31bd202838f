import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeasuredUnits, renderCostSection } from './cost-doc.ts';

const COST_DOC = new URL('../../../docs/cost.md', import.meta.url);

describe('docs/cost.md', () => {
  it('shows the tables that follow from test/bench/results.json and the prices', async () => {
    // Prepare
    const doc = readFileSync(COST_DOC, 'utf8');

    // Act
    const rendered = await renderCostSection(doc, readMeasuredUnits());

    // Assess: `npm run bench` (or `npx tsx test/bench/cost/cost-doc.ts`) rewrites them
    expect(doc).toBe(rendered);
  });
});
