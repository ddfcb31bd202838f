import { describe, expect, it } from 'vitest';
import { importedQuestionnaireId } from './imported-questionnaire';

describe('importedQuestionnaireId', () => {
  it('finds the questionnaire whose name the server would call in use', () => {
    // Prepare
    const questionnaires = [
      { id: 'q1', name: 'Mine' },
      { id: 'q2', name: ' ons wellbeing ' },
    ];
    // Act and assess
    expect(importedQuestionnaireId(questionnaires, 'ONS Wellbeing')).toBe('q2');
    expect(importedQuestionnaireId(questionnaires, 'GAD-7')).toBeUndefined();
    expect(importedQuestionnaireId(undefined, 'ONS Wellbeing')).toBeUndefined();
  });
});
