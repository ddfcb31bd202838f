import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import type { ChangeStatistics, ReliableChangeResult, ShareOf } from '#domains/reports/reliable-change.ts';

import type { Cell } from './csv.ts';

/** The columns of the Reliable Change export (docs/exports.md, "Reliable Change figures"), in order. */
export const RELIABLE_CHANGE_COLUMNS = [
  'kind',
  'id',
  'name',
  'better when',
  'n',
  'mean change',
  '95% CI low',
  '95% CI high',
  'effect size d_z',
  'Wilcoxon p',
  'Wilcoxon method',
  'reliability (alpha)',
  'SD initial',
  'reliable change threshold',
  'reliably improved',
  'reliably improved %',
  'no reliable change',
  'no reliable change %',
  'reliably deteriorated',
  'reliably deteriorated %',
  'Talking Therapies measure',
  'cases at start',
  'reliable improvement',
  'reliable improvement %',
  'recovery',
  'recovery %',
  'reliable recovery',
  'reliable recovery %',
  'notes',
] as const;

/** Figures as the page shows them: at most 4 decimals (3 significant enough for p, more is noise). */
const figure = (value: number | null | undefined): Cell =>
  value === null || value === undefined ? undefined : Number(value.toFixed(4));

const percent = (rate: number | null | undefined): Cell =>
  rate === null || rate === undefined ? undefined : Number((rate * 100).toFixed(1));

/**
 * A count as it may be written: the number, or "fewer than N" where the figures withheld it (only for sharing:
 * the statistics leave every count in place otherwise).
 */
const count = (value: number | null | undefined, withheld: string): Cell =>
  value === null ? withheld : (value ?? undefined);

const shareCells = (share: ShareOf | null | undefined, withheld: string): Cell[] =>
  share ? [count(share.count, withheld), percent(share.rate)] : [undefined, undefined];

const NOTE_TEXT: Record<string, string> = {
  tooFew: 'too few people to say',
  mixedDirections: 'its questions mix directions, so no direction of improvement',
  noReliability: 'no reliability, so no reliable change classes',
};

/**
 * The Reliable Change figures as CSV rows (header first): one row per question, then per category, in the
 * report's order, named as the records export names its columns. Pure.
 */
export const reliableChangeRows = (
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  figures: ReliableChangeResult,
): Cell[][] => {
  const withheld = `fewer than ${figures.smallNumberThreshold}`;
  const names = new Map<string, string>();
  for (const question of questionnaire.questions) {
    names.set(`question\u0000${question.id}`, question.short || question.question);
  }
  for (const category of questionnaire.categories) names.set(`category\u0000${category.id}`, category.name);
  const row = (kind: 'question' | 'category', stats: ChangeStatistics): Cell[] => {
    const tt = stats.talkingTherapies;
    return [
      kind,
      stats.id,
      names.get(`${kind}\u0000${stats.id}`) ?? stats.id,
      stats.direction === null ? undefined : stats.direction === 'lower' ? 'lower' : 'higher',
      count(stats.n, withheld),
      figure(stats.meanChange),
      figure(stats.ciLow),
      figure(stats.ciHigh),
      figure(stats.effectSize),
      figure(stats.wilcoxonP),
      stats.wilcoxonMethod ?? undefined,
      figure(stats.reliability),
      figure(stats.sdInitial),
      figure(stats.threshold),
      ...shareCells(stats.improved, withheld),
      ...shareCells(stats.unchanged, withheld),
      ...shareCells(stats.deteriorated, withheld),
      tt?.measure === 'phq9' ? 'PHQ-9' : tt?.measure === 'gad7' ? 'GAD-7' : undefined,
      tt ? count(tt.casesAtStart, withheld) : undefined,
      ...(tt ? shareCells(tt.reliableImprovement, withheld) : [undefined, undefined]),
      ...(tt ? shareCells(tt.recovery, withheld) : [undefined, undefined]),
      ...(tt ? shareCells(tt.reliableRecovery, withheld) : [undefined, undefined]),
      stats.notes.map((note) => NOTE_TEXT[note] ?? note).join('; ') || undefined,
    ];
  };
  return [
    [...RELIABLE_CHANGE_COLUMNS],
    ...figures.questions.map((stats) => row('question', stats)),
    ...figures.categories.map((stats) => row('category', stats)),
  ];
};
