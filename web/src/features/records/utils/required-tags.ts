import type { RecordSource } from '../api/get-record-sources';

export type RequiredTag = RecordSource['requiredTags'][number];

/**
 * The chosen option of each required tag, kept by position rather than by label: a label may hold '.' or '[',
 * which formik reads as a path. A choice that is not an option of the tag at its position (left over from
 * another questionnaire) is ignored, as its dropdown shows no choice either.
 */
export const chosenOptions = (
  requiredTags: readonly RequiredTag[],
  chosen: readonly (string | undefined)[],
) =>
  requiredTags.flatMap((tag, index) => {
    const option = chosen[index];
    return option && tag.options.includes(option) ? [option] : [];
  });

/** The required tags with none of their options among `tags`: the API's `meeting.requiredTags` rule. */
export function missingRequiredTags(
  requiredTags: readonly RequiredTag[],
  tags: Iterable<string>,
): RequiredTag[] {
  const present = new Set(tags);
  return requiredTags.filter((tag) => !tag.options.some((option) => present.has(option)));
}
