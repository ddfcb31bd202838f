/** Local-storage keys of this feature's preferences. */
const SELECTED_KEY = 'questionnaire';
const QUICK_START_KEY = 'quickStartDismissed';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the preference lasts for this page only.
  }
}

/** Spec 02 §2: opening a questionnaire or generating its link remembers it for the record and report pages. */
export const rememberQuestionnaire = (id: string) => write(SELECTED_KEY, id);
export const rememberedQuestionnaire = () => read(SELECTED_KEY);

/** The quick start on /questions/new stays hidden once dismissed. */
export const isQuickStartDismissed = () => read(QUICK_START_KEY) === 'true';
export const dismissQuickStart = () => write(QUICK_START_KEY, 'true');
