import { describe, expect, it } from 'vitest';
import { createQuestionnaireSchema } from './create-questionnaire';
import { editQuestionnaireSchema, parseOptions } from './edit-questionnaire';

const general = {
  name: 'Wellbeing',
  description: '',
  instructions: '',
  noteRequired: false,
  notePrompt: 'Additional information',
  noteDeactivated: false,
  requiredTags: [] as { label: string; options: string }[],
};

const messages = (values: unknown) =>
  editQuestionnaireSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('createQuestionnaireSchema', () => {
  it("asks for the new questionnaire's name", () => {
    const result = createQuestionnaireSchema.safeParse({ name: ' ' });
    expect(result.error?.issues[0]?.message).toBe('validation.newNameRequired');
    expect(createQuestionnaireSchema.parse({ name: ' A ' })).toEqual({ name: 'A', description: '' });
  });
});

describe('editQuestionnaireSchema', () => {
  it('requires a name', () => {
    expect(messages({ ...general, name: '' })).toEqual([['name', 'validation.nameRequired']]);
  });

  it('checks required tags: label, unique label ignoring case, options', () => {
    // Prepare
    const values = {
      ...general,
      requiredTags: [
        { label: 'Area', options: 'North\nSouth' },
        { label: 'area', options: 'East' },
        { label: '', options: ' \n ' },
      ],
    };
    // Act
    const found = messages(values);
    // Assess
    expect(found).toEqual([
      ['requiredTags.2.label', 'validation.tagLabelRequired'],
      ['requiredTags.2.options', 'validation.tagOptionsRequired'],
      ['requiredTags.1.label', 'validation.tagLabelDuplicate'],
    ]);
  });

  it("refuses an option longer than a record's tag (50 characters)", () => {
    const withOptions = (options: string) => ({ ...general, requiredTags: [{ label: 'Referral', options }] });
    expect(messages(withOptions(`GP\n${'o'.repeat(50)}`))).toEqual([]);
    expect(messages(withOptions(`GP\n${'o'.repeat(51)}`))).toEqual([
      ['requiredTags.0.options', 'validation.tagOptionTooLong'],
    ]);
  });

  it('turns options text into a list', () => {
    expect(parseOptions(' North \n\nSouth\nNorth')).toEqual(['North', 'South']);
    const parsed = editQuestionnaireSchema.parse({
      ...general,
      requiredTags: [{ label: 'Area', options: 'A\nB' }],
    });
    expect(parsed.requiredTags).toEqual([{ label: 'Area', options: ['A', 'B'] }]);
  });
});
