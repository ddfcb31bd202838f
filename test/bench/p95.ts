/** The 95th percentile of `latencies` (sorted in place), in ms to one decimal. */
export function p95Of(latencies: number[]): number {
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? NaN;
  return Math.round(p95 * 10) / 10;
}
