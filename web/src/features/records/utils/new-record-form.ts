import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import type { RecordSource } from '../api/get-record-sources';
import { recordDateError } from './record-date';
import { chosenOptions, missingRequiredTags, type RequiredTag } from './required-tags';

export const RECORD_TYPES = ['live', 'remote', 'historic', 'summon'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const isRecordType = (value: string | undefined): value is RecordType =>
  RECORD_TYPES.includes(value as RecordType);

/** Default remote and summon link lifetime (spec 01 §9). */
export const DEFAULT_DAYS_TO_COMPLETE = 100;

export type NewRecordValues = {
  beneficiaryID: string;
  /** `{kind}:{id}` of a questionnaire or sequence. */
  source: string;
  tags: string[];
  /** A datetime-local value (historic only). */
  conducted: string;
  /** The chosen option of each required tag of the chosen source, by position (see `chosenOptions`). */
  required: string[];
  /** Remote and summon links: how many days the link works, as typed (formik makes number inputs numbers). */
  daysToComplete: string | number;
};

/** Spec 01 §4: a link's days to complete are rounded up to a whole number; blank means the default. */
export function roundDays(value: string | number): number {
  const days = Number(value);
  return String(value).trim() === '' || !Number.isFinite(days) ? DEFAULT_DAYS_TO_COMPLETE : Math.ceil(days);
}

export const sourceKey = (source: Pick<RecordSource, 'kind' | 'id'>) => `${source.kind}:${source.id}`;

export const findSource = (sources: readonly RecordSource[], key: string) =>
  sources.find((source) => sourceKey(source) === key);

/** Typed tags plus the chosen options of the source's required tags, without duplicates or blanks. */
export function mergeTags(
  values: Pick<NewRecordValues, 'tags' | 'required'>,
  requiredTags: readonly RequiredTag[],
): string[] {
  const all = [...values.tags, ...chosenOptions(requiredTags, values.required)].map((tag) => tag.trim());
  return [...new Set(all.filter(Boolean))];
}

const baseSchema = z.object({
  beneficiaryID: z
    .string()
    .trim()
    .min(1, 'validation.beneficiaryRequired')
    .max(API_LIMITS.beneficiaryId, 'validation.beneficiaryTooLong'),
  source: z.string().min(1, 'validation.questionnaireRequired'),
});

/**
 * Spec 01 §5 "New record form" as a formik `validate`: messages are keys of the `records` namespace.
 * `now` is injectable for tests.
 */
export function validateNewRecord(
  values: NewRecordValues,
  context: { type: RecordType; sources: readonly RecordSource[]; now?: number },
): Partial<Record<keyof NewRecordValues, string>> {
  const errors: Partial<Record<keyof NewRecordValues, string>> = {};
  const schema = context.type === 'summon' ? baseSchema.pick({ source: true }) : baseSchema;
  const parsed = schema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof NewRecordValues;
    errors[field] ??= issue.message;
  }
  if (context.type === 'historic') {
    const dateError = recordDateError(values.conducted, context.now ?? Date.now());
    if (dateError) errors.conducted = dateError;
  }
  if (context.type === 'remote' || context.type === 'summon') {
    const days = Number(values.daysToComplete);
    if (String(values.daysToComplete).trim() !== '' && !(Number.isFinite(days) && days > 0))
      errors.daysToComplete = 'validation.daysPositive';
    else if (roundDays(values.daysToComplete) > API_LIMITS.linkDays)
      errors.daysToComplete = 'validation.daysTooMany';
  }
  const requiredTags = findSource(context.sources, values.source)?.requiredTags ?? [];
  if (missingRequiredTags(requiredTags, mergeTags(values, requiredTags)).length > 0)
    errors.required = 'validation.requiredTags';
  return errors;
}
