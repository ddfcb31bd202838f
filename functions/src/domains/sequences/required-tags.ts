import type { Questionnaire, RequiredTag } from '#domains/questionnaires/questionnaires.repository.ts';

/**
 * A sequence's required tags: one per label (labels match ignoring case, the first spelling is kept), offering
 * only the options every questionnaire with that label accepts. Starting a sequence checks each questionnaire's
 * own required tags (`meeting.requiredTags`), so an option one of them refuses must not be offered. When they
 * share no option the label keeps an empty list: the sequence cannot be started until its questionnaires agree,
 * and the new-record form says so (docs/decisions.md, "Required tags of a sequence").
 */
export const sharedRequiredTags = (questionnaires: Pick<Questionnaire, 'requiredTags'>[]): RequiredTag[] => {
  const merged = new Map<string, RequiredTag>();
  for (const { requiredTags } of questionnaires) {
    for (const { label, options } of requiredTags) {
      const key = label.toLowerCase();
      const entry = merged.get(key);
      if (!entry) merged.set(key, { label, options: [...new Set(options)] });
      // Options are compared exactly, as the API compares a record's tags with them.
      else entry.options = entry.options.filter((option) => options.includes(option));
    }
  }
  return [...merged.values()];
};
