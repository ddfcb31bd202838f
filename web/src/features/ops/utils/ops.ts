/** The plugins an operator can turn on (spec 02: `sve`, `diluted_report`; `no-single-ben-summon`). */
export const OPS_PLUGINS = ['sve', 'diluted_report', 'no-single-ben-summon'] as const;

/** The API's limit on a reason (docs/api-errors.md: input.invalid, reason `tooLong`). */
export const REASON_MAX = 500;

/** Why a reason is refused before it is sent, as the API would: blank or too long; null when it is fine. */
export function reasonError(reason: string): 'required' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > REASON_MAX) return 'tooLong';
  return null;
}

/** Whether an organisation has a plugin, from its `plugins { id }`. */
export const pluginOn = (organisation: { plugins: readonly { id: string }[] }, plugin: string) =>
  organisation.plugins.some((p) => p.id === plugin);

/**
 * The usage chart's lines: records per week and active users per week, at each week's Monday (a local date, so
 * the chart's day precision puts it on that day whatever the time zone).
 */
export function usageSeries(
  usage: readonly { week: string; records: number; activeUsers: number }[],
  labels: { records: string; activeUsers: string },
): { id: string; data: { x: Date; y: number }[] }[] {
  const at = (week: string) => {
    const [year, month, day] = week.split('-').map(Number);
    return new Date(year!, (month ?? 1) - 1, day ?? 1);
  };
  return [
    { id: labels.records, data: usage.map((u) => ({ x: at(u.week), y: u.records })) },
    { id: labels.activeUsers, data: usage.map((u) => ({ x: at(u.week), y: u.activeUsers })) },
  ];
}
