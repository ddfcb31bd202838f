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

/**
 * Parses service input with zod; a refusal becomes `input.invalid` with one code per field (the first issue of
 * each field wins), so the web app can show its own message beside the field.
 */
export const parseInput = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
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
