import { describe, expect, it } from 'vitest';
import { onboardingState, readOnboarded, storeOnboarded, type OnboardingFacts } from './onboarding';

const question = (archived = false) => ({ archived });
const fresh: OnboardingFacts = {
  meetingCount: 0,
  moreMeetings: false,
  questionnaires: [],
  generatedReport: false,
  stored: null,
};

describe('onboardingState', () => {
  it('shows a new organisation the checklist with nothing done and no way to dismiss it', () => {
    expect(onboardingState(fresh)).toEqual({
      done: { questionnaire: false, record: false, report: false },
      canDismiss: false,
      forceDismiss: false,
      visible: true,
    });
  });

  it('ticks the questionnaire step once some questionnaire has 3 questions that are not archived', () => {
    // Prepare
    const two = { ...fresh, questionnaires: [{ questions: [question(), question(), question(true)] }] };
    const three = {
      ...fresh,
      questionnaires: [{ questions: [question()] }, { questions: [question(), question(), question()] }],
    };
    // Act + Assess
    expect(onboardingState(two).done.questionnaire).toBe(false);
    expect(onboardingState(three).done.questionnaire).toBe(true);
  });

  it('ticks the record step and allows dismissal once a record exists', () => {
    // Act
    const state = onboardingState({ ...fresh, meetingCount: 1 });
    // Assess
    expect(state.done.record).toBe(true);
    expect(state.canDismiss).toBe(true);
    expect(state.visible).toBe(true);
  });

  it('ticks the report step when the organisation has generated a report', () => {
    expect(onboardingState({ ...fresh, generatedReport: true }).done.report).toBe(true);
  });

  it('stays away once dismissed with the value v1 only', () => {
    expect(onboardingState({ ...fresh, stored: 'v1' }).visible).toBe(false);
    expect(onboardingState({ ...fresh, stored: 'v0' }).visible).toBe(true);
  });

  it('is force-dismissed above 8 records, not at 8', () => {
    expect(onboardingState({ ...fresh, meetingCount: 8 })).toMatchObject({
      forceDismiss: false,
      visible: true,
    });
    expect(onboardingState({ ...fresh, meetingCount: 9 })).toMatchObject({
      forceDismiss: true,
      visible: false,
    });
    expect(onboardingState({ ...fresh, meetingCount: 12, moreMeetings: true }).forceDismiss).toBe(true);
  });
});

describe('onboarded storage', () => {
  it("stores the dismissal under 'onboarded' as 'v1'", () => {
    // Prepare
    localStorage.removeItem('onboarded');
    // Act
    storeOnboarded();
    // Assess
    expect(localStorage.getItem('onboarded')).toBe('v1');
    expect(readOnboarded()).toBe('v1');
    localStorage.removeItem('onboarded');
  });

  it('reads nothing when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readOnboarded(broken)).toBeNull();
  });
});
