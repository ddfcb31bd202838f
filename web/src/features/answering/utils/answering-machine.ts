/** The screens of the answering flow (spec 01 §4 "Answering flow"). */
export type AnsweringStep =
  | { kind: 'empty' }
  | { kind: 'instructions' }
  | { kind: 'question'; index: number }
  | { kind: 'notes' }
  | { kind: 'finalise' }
  | { kind: 'thanks' };

/** What the flow needs to know about the questionnaire. */
export type AnsweringShape = {
  /** Questions that are not archived. */
  questionCount: number;
  hasInstructions: boolean;
  notesDeactivated: boolean;
};

/** Empty without questions; Instructions when there are some; else question 0. */
export function startStep(shape: AnsweringShape): AnsweringStep {
  if (shape.questionCount === 0) return { kind: 'empty' };
  return shape.hasInstructions ? { kind: 'instructions' } : { kind: 'question', index: 0 };
}

/**
 * Where a record opens: at the start (`startStep`) while nothing is answered; a record answered in part, reopened
 * or reloaded, opens at its first question still to answer, or at the end (Notes, else the last question) when all
 * are, so that a beneficiary on a flaky phone never starts again from the top.
 */
export function resumeStep(shape: AnsweringShape, answered: readonly boolean[]): AnsweringStep {
  if (shape.questionCount === 0 || !answered.some(Boolean)) return startStep(shape);
  const index = answered.findIndex((done) => !done);
  if (index >= 0 && index < shape.questionCount) return { kind: 'question', index };
  return shape.notesDeactivated ? { kind: 'question', index: shape.questionCount - 1 } : { kind: 'notes' };
}

/**
 * The step to show when the questionnaire changed under the flow: staff archived a question while the record was
 * open, so a question step may point past the end. It goes to where the record would resume; others stay.
 */
export function shownStep(
  shape: AnsweringShape,
  step: AnsweringStep,
  answered: readonly boolean[],
): AnsweringStep {
  if (step.kind === 'question' && step.index >= shape.questionCount) return resumeStep(shape, answered);
  return step;
}

/** Forward: instructions → 0 → … → last → Notes (skipped when deactivated) → Finalise. */
export function nextStep(shape: AnsweringShape, step: AnsweringStep): AnsweringStep {
  switch (step.kind) {
    case 'instructions':
      return { kind: 'question', index: 0 };
    case 'question':
      if (step.index + 1 < shape.questionCount) return { kind: 'question', index: step.index + 1 };
      return shape.notesDeactivated ? { kind: 'finalise' } : { kind: 'notes' };
    case 'notes':
      return { kind: 'finalise' };
    default:
      return step;
  }
}

/** Back: Notes → last question; question i → i-1; question 0 → Instructions if any; otherwise none (null). */
export function previousStep(shape: AnsweringShape, step: AnsweringStep): AnsweringStep | null {
  if (step.kind === 'notes') return { kind: 'question', index: shape.questionCount - 1 };
  if (step.kind !== 'question') return null;
  if (step.index > 0) return { kind: 'question', index: step.index - 1 };
  return shape.hasInstructions ? { kind: 'instructions' } : null;
}

/** The progress bar's value out of `questionCount`: the question index, the total on Notes and after. */
export function progressOf(shape: AnsweringShape, step: AnsweringStep): number {
  if (step.kind === 'question') return step.index;
  if (step.kind === 'notes' || step.kind === 'finalise' || step.kind === 'thanks') return shape.questionCount;
  return 0;
}

/** The query parameter holding the screen, so that each screen is a history entry: Back and Forward move by one. */
export const STEP_PARAM = 'step';

/** A screen as its `step` value: `instructions`, `q{index}`, `notes`; null for the screens history skips. */
export function encodeStep(step: AnsweringStep): string | null {
  if (step.kind === 'question') return `q${step.index}`;
  return step.kind === 'instructions' || step.kind === 'notes' ? step.kind : null;
}

/**
 * The screen a `step` value names, if this questionnaire has it; null otherwise (none, a typo, instructions
 * since removed, a question past the end), which then opens where the record resumes.
 */
export function parseStep(value: string | null, shape: AnsweringShape): AnsweringStep | null {
  if (value === 'instructions') return shape.hasInstructions ? { kind: 'instructions' } : null;
  if (value === 'notes')
    return shape.notesDeactivated || shape.questionCount === 0 ? null : { kind: 'notes' };
  const match = /^q(\d{1,4})$/.exec(value ?? '');
  const index = match ? Number(match[1]) : -1;
  return index >= 0 && index < shape.questionCount ? { kind: 'question', index } : null;
}
