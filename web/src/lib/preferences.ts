/**
 * A person's preferences kept in this browser (spec 01 §2 URL state, spec 02 §4): the URL carries the choice that
 * a page shows, and these fill in what a URL leaves out.
 */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the preference lasts for this page only.
  }
}

const QUESTIONNAIRE_KEY = 'questionnaire';

/**
 * Spec 02 §2: opening a questionnaire or generating its link remembers it, and the report, journey and new-record
 * pages preselect it when their URL names none (view-state key `questionnaire`).
 */
export const rememberQuestionnaire = (id: string) => writePreference(QUESTIONNAIRE_KEY, id);
export const rememberedQuestionnaire = () => readPreference(QUESTIONNAIRE_KEY) ?? undefined;
