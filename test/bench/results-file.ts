import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const RESULTS = new URL('./results.json', import.meta.url);

type Json = { [key: string]: Json } | number | string | boolean | null;

/** Merges figures into test/bench/results.json under a top-level key, keeping the other benchmarks' figures. */
export function recordResults(section: string, figures: Record<string, Json>): void {
  const current = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, Json>)
    : {};
  const previous = current[section];
  const merged =
    typeof previous === 'object' && previous !== null && !Array.isArray(previous) ? previous : {};
  current[section] = { ...merged, ...figures };
  current.measuredAt = new Date().toISOString();
  writeFileSync(RESULTS, `${JSON.stringify(current, null, 2)}\n`);
}
