/** Spec 01 §4 Onboarding checklist: dismissal is remembered under this local-storage key with this value. */
export const ONBOARDED_KEY = 'onboarded';
export const ONBOARDED_VALUE = 'v1';
/** Spec 01 §9: a questionnaire with this many questions completes the questionnaire step. */
export const QUESTIONS_NEEDED = 3;
/** Spec 01 §9: above this many records the checklist is dismissed for good. */
export const FORCE_DISMISS_ABOVE = 8;

export type OnboardingStep = 'questionnaire' | 'record' | 'report';
export const ONBOARDING_STEPS: readonly OnboardingStep[] = ['questionnaire', 'record', 'report'];

export type OnboardingFacts = {
  /** Records on the unfiltered first feed page. */
  meetingCount: number;
  /** Whether the first page says more records exist. */
  moreMeetings: boolean;
  questionnaires: readonly { questions: readonly { archived: boolean }[] }[];
  generatedReport: boolean;
  /** What local storage holds under {@link ONBOARDED_KEY}. */
  stored: string | null;
};

export type OnboardingState = {
  done: Record<OnboardingStep, boolean>;
  /** The user may dismiss the checklist: once a record exists. */
  canDismiss: boolean;
  /** Above 8 records the checklist goes away by itself (and the dismissal is stored). */
  forceDismiss: boolean;
  visible: boolean;
};

/** Spec 01 §4 Onboarding checklist: which steps are done, and whether the checklist shows. */
export function onboardingState(facts: OnboardingFacts): OnboardingState {
  const done = {
    questionnaire: facts.questionnaires.some(
      (questionnaire) =>
        questionnaire.questions.filter((question) => !question.archived).length >= QUESTIONS_NEEDED,
    ),
    record: facts.meetingCount > 0,
    report: facts.generatedReport,
  };
  const forceDismiss = facts.moreMeetings || facts.meetingCount > FORCE_DISMISS_ABOVE;
  const dismissed = facts.stored === ONBOARDED_VALUE;
  return { done, canDismiss: done.record, forceDismiss, visible: !dismissed && !forceDismiss };
}

/** What local storage holds for the checklist; null when storage is unavailable (private browsing). */
export function readOnboarded(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    return storage?.getItem(ONBOARDED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers that the checklist was dismissed. */
export function storeOnboarded(
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(ONBOARDED_KEY, ONBOARDED_VALUE);
  } catch {
    // Without storage the checklist stays dismissed for this page only.
  }
}
