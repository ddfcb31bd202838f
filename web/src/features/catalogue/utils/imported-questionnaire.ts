/**
 * The server refuses a second questionnaire whose name matches after trimming, NFKC and lower-casing
 * (`nameKey` in functions/src/domains/questionnaires/questionnaires.repository.ts), so a catalogue entry is
 * already imported when the organisation has a questionnaire named so.
 */
const nameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

/** The id of the organisation's questionnaire that a catalogue entry named `name` would collide with. */
export const importedQuestionnaireId = (
  questionnaires: readonly { id: string; name: string }[] | undefined,
  name: string,
): string | undefined => questionnaires?.find((each) => nameKey(each.name) === nameKey(name))?.id;
