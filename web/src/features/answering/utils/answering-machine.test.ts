import { describe, expect, it } from 'vitest';
import {
  encodeStep,
  nextStep,
  parseStep,
  previousStep,
  progressOf,
  resumeStep,
  shownStep,
  startStep,
  type AnsweringShape,
} from './answering-machine';

const shape = (over: Partial<AnsweringShape> = {}): AnsweringShape => ({
  questionCount: 2,
  hasInstructions: false,
  notesDeactivated: false,
  ...over,
});

describe('answering machine', () => {
  it('starts Empty without questions, at Instructions when set, else question 0', () => {
    expect(startStep(shape({ questionCount: 0, hasInstructions: true }))).toEqual({ kind: 'empty' });
    expect(startStep(shape({ hasInstructions: true }))).toEqual({ kind: 'instructions' });
    expect(startStep(shape())).toEqual({ kind: 'question', index: 0 });
  });

  it('walks instructions → questions → notes → finalise', () => {
    const s = shape({ hasInstructions: true });
    // Act
    const steps = [startStep(s)];
    for (let i = 0; i < 4; i++) steps.push(nextStep(s, steps[steps.length - 1]!));
    // Assess
    expect(steps).toEqual([
      { kind: 'instructions' },
      { kind: 'question', index: 0 },
      { kind: 'question', index: 1 },
      { kind: 'notes' },
      { kind: 'finalise' },
    ]);
  });

  it('skips Notes when deactivated', () => {
    expect(nextStep(shape({ notesDeactivated: true }), { kind: 'question', index: 1 })).toEqual({
      kind: 'finalise',
    });
  });

  it('goes back from Notes to the last question, from question 0 to Instructions or nowhere', () => {
    expect(previousStep(shape(), { kind: 'notes' })).toEqual({ kind: 'question', index: 1 });
    expect(previousStep(shape(), { kind: 'question', index: 1 })).toEqual({ kind: 'question', index: 0 });
    expect(previousStep(shape({ hasInstructions: true }), { kind: 'question', index: 0 })).toEqual({
      kind: 'instructions',
    });
    expect(previousStep(shape(), { kind: 'question', index: 0 })).toBeNull();
    expect(previousStep(shape(), { kind: 'instructions' })).toBeNull();
    expect(previousStep(shape(), { kind: 'finalise' })).toBeNull();
  });

  it('counts progress by question index and equals the total on Notes', () => {
    expect(progressOf(shape(), { kind: 'instructions' })).toBe(0);
    expect(progressOf(shape(), { kind: 'question', index: 1 })).toBe(1);
    expect(progressOf(shape(), { kind: 'notes' })).toBe(2);
  });
});

describe('resumeStep', () => {
  it('starts a record with no answers at the start', () => {
    expect(resumeStep(shape({ questionCount: 3, hasInstructions: true }), [false, false, false])).toEqual({
      kind: 'instructions',
    });
  });

  it('reopens a record answered in part at its first question still to answer', () => {
    expect(resumeStep(shape({ questionCount: 3, hasInstructions: true }), [true, false, true])).toEqual({
      kind: 'question',
      index: 1,
    });
  });

  it('reopens a record answered throughout at Notes, or at the last question without them', () => {
    expect(resumeStep(shape({ questionCount: 3 }), [true, true, true])).toEqual({ kind: 'notes' });
    expect(resumeStep(shape({ questionCount: 3, notesDeactivated: true }), [true, true, true])).toEqual({
      kind: 'question',
      index: 2,
    });
  });

  it('shows a question step past the end (a question archived meanwhile) where the record resumes', () => {
    // Prepare: two questions became one
    const s = shape({ questionCount: 1 });
    // Act and assess
    expect(shownStep(s, { kind: 'question', index: 1 }, [true])).toEqual({ kind: 'notes' });
    expect(shownStep(s, { kind: 'question', index: 1 }, [false])).toEqual({ kind: 'question', index: 0 });
    expect(shownStep(shape({ questionCount: 0 }), { kind: 'question', index: 0 }, [])).toEqual({
      kind: 'empty',
    });
    expect(shownStep(s, { kind: 'question', index: 0 }, [true])).toEqual({ kind: 'question', index: 0 });
    expect(shownStep(s, { kind: 'notes' }, [true])).toEqual({ kind: 'notes' });
  });
});

describe('a screen in the address', () => {
  it('names the screens history keeps, and reads them back', () => {
    const withAll = shape({ hasInstructions: true });
    for (const step of [
      { kind: 'instructions' as const },
      { kind: 'question' as const, index: 0 },
      { kind: 'question' as const, index: 1 },
      { kind: 'notes' as const },
    ]) {
      expect(parseStep(encodeStep(step), withAll)).toEqual(step);
    }
    expect(encodeStep({ kind: 'finalise' })).toBeNull();
    expect(encodeStep({ kind: 'thanks' })).toBeNull();
    expect(encodeStep({ kind: 'empty' })).toBeNull();
  });

  it('reads nothing for a screen this questionnaire does not have', () => {
    expect(parseStep(null, shape())).toBeNull();
    expect(parseStep('instructions', shape())).toBeNull();
    expect(parseStep('notes', shape({ notesDeactivated: true }))).toBeNull();
    expect(parseStep('q2', shape())).toBeNull();
    expect(parseStep('q-1', shape())).toBeNull();
    expect(parseStep('q1x', shape())).toBeNull();
    expect(parseStep('thanks', shape())).toBeNull();
  });
});
