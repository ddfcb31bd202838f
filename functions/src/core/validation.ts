import type { z } from 'zod';

import { AppError } from './app-error.ts';
import type { FieldErrorCode } from './app-error.ts';

const fieldCode = (issue: z.core.$ZodIssue): FieldErrorCode => {
  const isText = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  if (issue.code === 'too_small') {
    if (!isText) return 'tooSmall';
    return Number(issue.minimum) === 1 ? 'required' : 'tooShort';
  }
  if (issue.code === 'too_big') return isText ? 'tooLong' : 'tooLarge';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return 'invalid';
};

/** Half of a UTF-16 surrogate pair without its other half: text that is not Unicode, which nobody types. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The fields of `value` (dotted paths, as zod's) holding a string with a lone surrogate. */
const illFormedFields = (value: unknown, path: string[] = []): string[] => {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? [path.join('.') || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => illFormedFields(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => illFormedFields(item, [...path, key]));
  return [];
};

/**
 * Parses service input with zod; a refusal becomes `input.invalid` with one code per field (the first issue of
 * each field wins), so the web app can show its own message beside the field. Text with a lone surrogate is
 * `invalid` before any schema sees it: JSON can carry one (`"\ud800"`), but encodeURIComponent throws on it and
 * it could not be shown back to anyone.
 */
export const parseInput = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
  const illFormed = illFormedFields(input);
  if (illFormed.length > 0) {
    throw new AppError(
      'input.invalid',
      Object.fromEntries(illFormed.map((field) => [field, 'invalid' as const])),
    );
  }
  // reportInput tells a missing field (no input) apart from one of the wrong type.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fieldErrors: Record<string, FieldErrorCode> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldErrors[field] ??= fieldCode(issue);
  }
  throw new AppError('input.invalid', fieldErrors);
};
