/** Where the deflators are handed to (client notes §2.4); the Social Value Engine's import page. */
export const SOCIAL_VALUE_IMPORT_URL = 'https://www.socialvalueengine.com/deflators/import';

export type Deflator = 'dropOff' | 'attribution' | 'deadweight';
export const DEFLATORS: readonly Deflator[] = ['dropOff', 'attribution', 'deadweight'];

/** Client notes §2.4: dead weight reads the cohort's initial value; drop-off and attribution the latest. */
export const DEFLATOR_SOURCE: Record<Deflator, 'initial' | 'latest'> = {
  deadweight: 'initial',
  dropOff: 'latest',
  attribution: 'latest',
};

export type SveQuestion = { id: string; min: number; max: number; initial: number; latest: number };

/**
 * A value as a percentage of its question's range, 0 at the low end and 100 at the high end. Unlike the old
 * client (quirk Q3) the minimum is subtracted, so a 5 on a 1–5 scale is 100 %, never 125 %.
 */
export function percentOfRange(value: number, min: number, max: number): number {
  if (max === min) return 0;
  return ((value - min) / (max - min)) * 100;
}

/** Spec 02 §5: the calculator's values are the answer percentages divided by 100. */
export function deflatorValue(question: SveQuestion, deflator: Deflator): number {
  const source = DEFLATOR_SOURCE[deflator];
  return percentOfRange(question[source], question.min, question.max) / 100;
}

const round = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** The hand-off address: `?a=<attribution>&dw=<dead weight>&do=<drop-off>` as fractions. */
export function handOffUrl(values: Record<Deflator, number>, base: string = SOCIAL_VALUE_IMPORT_URL): string {
  const search = new URLSearchParams({
    a: round(values.attribution),
    dw: round(values.deadweight),
    do: round(values.dropOff),
  });
  return `${base}?${search.toString()}`;
}
