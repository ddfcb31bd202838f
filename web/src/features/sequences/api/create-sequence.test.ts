import { describe, expect, it } from 'vitest';
import { aSlot, newSequenceValues, sequenceSchema, toSequenceVariables } from './create-sequence';

const messages = (values: unknown) =>
  sequenceSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('sequenceSchema', () => {
  it('starts a new sequence with one empty slot, which is not enough', () => {
    // Prepare
    const values = newSequenceValues();
    // Act
    const found = messages(values);
    // Assess
    expect(values.questionnaires).toHaveLength(1);
    expect(found).toEqual([
      ['name', 'validation.nameRequired'],
      ['questionnaires', 'validation.questionnairesRequired'],
    ]);
  });

  it('drops empty slots, keeps the order and treats a blank destination as absent', () => {
    // Act
    const parsed = sequenceSchema.parse({
      name: ' Programme ',
      description: '',
      questionnaires: [aSlot('q2'), aSlot(), aSlot('q1')],
      destination: '  ',
    });
    // Assess
    expect(toSequenceVariables(parsed)).toEqual({
      name: 'Programme',
      description: null,
      destination: null,
      questionnaires: ['q2', 'q1'],
    });
  });

  it('accepts only http and https web addresses as the destination', () => {
    const base = { name: 'A', description: '', questionnaires: [aSlot('q1')] };
    expect(messages({ ...base, destination: 'https://example.org/done' })).toEqual([]);
    expect(messages({ ...base, destination: 'http://localhost:8080' })).toEqual([]);
    for (const destination of ['example.org', 'ftp://example.org', 'javascript:alert(1)', 'https://'])
      expect(messages({ ...base, destination })).toEqual([['destination', 'validation.destinationInvalid']]);
  });

  it('allows at most 20 questionnaires', () => {
    const questionnaires = Array.from({ length: 21 }, (_, index) => aSlot(`q${index}`));
    expect(messages({ name: 'A', description: '', questionnaires, destination: '' })).toEqual([
      ['questionnaires', 'validation.tooManyQuestionnaires'],
    ]);
  });
});
