import { readFileSync } from 'node:fs';
import { recordResults } from '../../bench/results-file.ts';

const RESULTS = new URL('../../bench/results.json', import.meta.url);

/**
 * Merges one file's counts into test/bench/results.json under `security` (each file of the security run writes its
 * own keys when it ends), then `failures`: the sum of every file's `…Failures` count, so one figure tells whether
 * the last run of each part was clean.
 */
export function recordSecurity(figures: Record<string, number>): void {
  recordResults('security', { ...figures, measuredAt: new Date().toISOString() });
  const section = (JSON.parse(readFileSync(RESULTS, 'utf8')) as { security?: Record<string, unknown> })
    .security;
  const failures = Object.entries(section ?? {})
    .filter(([key, value]) => key.endsWith('Failures') && typeof value === 'number')
    .reduce((sum, [, value]) => sum + (value as number), 0);
  recordResults('security', { failures });
}
