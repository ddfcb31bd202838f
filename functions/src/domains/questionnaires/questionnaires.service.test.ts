import { describe, expect, it } from 'vitest';

import type { RequestContext } from '#core/auth-context.ts';
import type { LikertScale, OutcomeSet } from '../../graphql/generated/schema-types.ts';
import {
  ORG,
  aStoredQuestionnaire,
  anonymous,
  beneficiary,
  outsider,
  questionnaireSetup,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';
import {
  addCategory,
  addLikertQuestion,
  addOutcomeSet,
  deleteCategory,
  deleteOutcomeSet,
  deleteQuestion,
  editCategory,
  editLikertQuestion,
  editOutcomeSet,
  getOutcomeSet,
  listOutcomeSets,
  moveQuestion,
  removeQuestion,
  restoreQuestion,
  setCategory,
} from './questionnaires.service.ts';

const as = (caller: RequestContext['caller']): RequestContext => ({ caller });
const ctx = as(staff);
/** Each question's id and whether a record may have answered it, in order. */
const answeredOf = ({ questions }: OutcomeSet) =>
  (questions as LikertScale[]).map(({ id, answered }) => [id, answered]);

describe('addOutcomeSet', () => {
  it('creates a questionnaire with defaults and a name guard', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();

    // Act
    const result = await addOutcomeSet(ctx, { name: ' Hope ', description: '' }, deps);

    // Assess
    expect(result).toMatchObject({
      id: 'id-1',
      name: 'Hope',
      description: null,
      readOnly: false,
      questions: [],
    });
    expect(store.stored(ORG, 'id-1')).toMatchObject({ name: 'Hope', version: 1 });
    await expect(addOutcomeSet(ctx, { name: 'HOPE' }, deps)).rejects.toMatchObject({
      code: 'questionnaire.nameInUse',
    });
  });

  it('refuses a blank or too long name and writes nothing', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();

    // Act, Assess
    await expect(addOutcomeSet(ctx, { name: ' ' }, deps)).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { name: 'required' },
    });
    await expect(addOutcomeSet(ctx, { name: 'x'.repeat(101) }, deps)).rejects.toMatchObject({
      fieldErrors: { name: 'tooLong' },
    });
    expect(store.questionnaires.size).toBe(0);
  });

  it('refuses beneficiaries and anonymous callers', async () => {
    // Prepare
    const { deps } = questionnaireSetup();

    // Act, Assess
    for (const caller of [beneficiary, anonymous]) {
      await expect(addOutcomeSet(as(caller), { name: 'X' }, deps)).rejects.toMatchObject({
        code: 'auth.forbidden',
      });
      await expect(listOutcomeSets(as(caller), deps)).rejects.toMatchObject({ code: 'auth.forbidden' });
    }
  });

  it('refuses a user whose membership is no longer active', async () => {
    // Prepare
    const { people, deps } = questionnaireSetup();
    people.addMembership({ orgId: ORG, userId: 'user-1', active: false });

    // Act, Assess
    await expect(listOutcomeSets(ctx, deps)).rejects.toMatchObject({ code: 'auth.noOrganisation' });
  });
});

describe('reading', () => {
  it('lists by name and hides other organisations', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ id: 'b', name: 'beta' }));
    store.seed(ORG, aStoredQuestionnaire({ id: 'a', name: 'Alpha' }));
    store.seed('org-2', aStoredQuestionnaire({ id: 'z', name: 'Theirs' }));

    // Act
    const mine = await listOutcomeSets(ctx, deps);

    // Assess
    expect(mine.map(({ name }) => name)).toEqual(['Alpha', 'beta']);
    expect(mine[0]?.questions[0]).toMatchObject({ __typename: 'LikertScale', leftLabel: null });
    await expect(getOutcomeSet(as(outsider), { id: 'a' }, deps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
  });
});

describe('editOutcomeSet', () => {
  it('keeps omitted values, clears blank texts and moves the name', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ description: 'Old', instructions: 'Keep', noteRequired: true }));

    // Act
    const result = await editOutcomeSet(
      ctx,
      { outcomeSetID: 'qnr-1', name: 'Renamed', description: '' },
      deps,
    );

    // Assess
    expect(result).toMatchObject({
      name: 'Renamed',
      description: null,
      instructions: 'Keep',
      noteRequired: true,
    });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(2);
    await expect(addOutcomeSet(ctx, { name: 'wellbeing' }, deps)).resolves.toBeDefined();
  });

  it('checks required tags: label, unique label, options', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    const edit = (requiredTags: unknown) =>
      editOutcomeSet(ctx, { outcomeSetID: 'qnr-1', name: 'W', requiredTags }, deps);

    // Act, Assess
    await expect(edit([{ label: ' ', options: ['a'] }])).rejects.toMatchObject({
      fieldErrors: { 'requiredTags.0.label': 'required' },
    });
    await expect(edit([{ label: 'Site', options: [null, ''] }])).rejects.toMatchObject({
      fieldErrors: { 'requiredTags.0.options': 'required' },
    });
    // An option becomes a record's tag, which holds at most 50 characters.
    await expect(edit([{ label: 'Site', options: ['a', 'o'.repeat(51)] }])).rejects.toMatchObject({
      fieldErrors: { 'requiredTags.0.options.1': 'tooLong' },
    });
    await expect(
      edit([
        { label: 'Site', options: ['a'] },
        { label: 'SITE', options: ['b'] },
      ]),
    ).rejects.toMatchObject({ fieldErrors: { 'requiredTags.1.label': 'duplicate' } });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(1);
    await expect(
      edit([{ label: 'Site', options: ['a', 'a', ' b ', 'o'.repeat(50)] }]),
    ).resolves.toMatchObject({
      requiredTags: [{ label: 'Site', options: ['a', 'b', 'o'.repeat(50)] }],
    });
  });

  it('re-applies an edit that lost a race instead of overwriting the other write', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    let raced = false;
    store.beforeSave = (orgId, id) => {
      if (raced) return;
      raced = true;
      const stored = store.stored(orgId, id)!;
      store.questionnaires.set(`${orgId}|${id}`, { ...stored, instructions: 'Concurrent', version: 2 });
    };

    // Act
    const result = await editOutcomeSet(ctx, { outcomeSetID: 'qnr-1', name: 'Mine' }, deps);

    // Assess
    expect(result).toMatchObject({ name: 'Mine', instructions: 'Concurrent' });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(3);
  });

  it('gives up with questionnaire.conflict when every attempt loses', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    store.beforeSave = (orgId, id) => {
      const stored = store.stored(orgId, id)!;
      store.questionnaires.set(`${orgId}|${id}`, { ...stored, version: stored.version + 1 });
    };

    // Act, Assess
    await expect(editOutcomeSet(ctx, { outcomeSetID: 'qnr-1', name: 'X' }, deps)).rejects.toMatchObject({
      code: 'questionnaire.conflict',
    });
  });
});

describe('read-only questionnaires', () => {
  it('refuse every edit', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ readOnly: true }));
    const ref = { outcomeSetID: 'qnr-1' };

    // Act, Assess
    for (const attempt of [
      editOutcomeSet(ctx, { ...ref, name: 'X' }, deps),
      deleteOutcomeSet(ctx, ref, deps),
      addLikertQuestion(ctx, { ...ref, question: 'Q', maxValue: 5 }, deps),
      editLikertQuestion(ctx, { ...ref, questionID: 'q1', question: 'Q' }, deps),
      deleteQuestion(ctx, { ...ref, questionID: 'q1' }, deps),
      restoreQuestion(ctx, { ...ref, questionID: 'q1' }, deps),
      removeQuestion(ctx, { ...ref, questionID: 'q1' }, deps),
      moveQuestion(ctx, { ...ref, questionID: 'q1', newIndex: 1 }, deps),
      addCategory(ctx, { ...ref, name: 'C', aggregation: 'sum' }, deps),
      editCategory(ctx, { ...ref, categoryID: 'c1', name: 'C', aggregation: 'sum' }, deps),
      deleteCategory(ctx, { ...ref, categoryID: 'c1' }, deps),
      setCategory(ctx, { ...ref, questionID: 'q1', categoryID: 'c1' }, deps),
    ]) {
      await expect(attempt).rejects.toMatchObject({ code: 'questionnaire.readOnly' });
    }
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(1);
  });
});

describe('restoreQuestion and removeQuestion', () => {
  it('brings an archived question back at its place', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true }));
    await deleteQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);

    // Act
    const result = await restoreQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);

    // Assess
    expect(result.questions.map(({ id, archived }) => ({ id, archived }))).toEqual([
      { id: 'q1', archived: false },
      { id: 'q2', archived: false },
    ]);
    expect(store.stored(ORG, 'qnr-1')?.questions[0]?.archived).toBe(false);
  });

  it('removes a question, archived or not, of a questionnaire no record uses', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    await deleteQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);

    // Act
    await removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);
    const result = await removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q2' }, deps);

    // Assess
    expect(result.questions).toEqual([]);
    expect(store.stored(ORG, 'qnr-1')?.questions).toEqual([]);
  });

  it('refuses to remove a question once a record uses the questionnaire, and an unknown question', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true }));

    // Act, Assess
    await expect(
      removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps),
    ).rejects.toMatchObject({ code: 'question.inUse' });
    await expect(
      removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'nope' }, deps),
    ).rejects.toMatchObject({ code: 'question.notFound' });
    await expect(
      restoreQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'nope' }, deps),
    ).rejects.toMatchObject({ code: 'question.notFound' });
    await expect(removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: '' }, deps)).rejects.toMatchObject({
      code: 'input.invalid',
    });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(1);
  });

  it('removes a question no record has answered from a questionnaire in use, and says which are answered', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true, answersTracked: true, answeredQuestions: ['q1'] }));
    const before = await getOutcomeSet(ctx, { id: 'qnr-1' }, deps);

    // Act
    const result = await removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q2' }, deps);

    // Assess
    expect(answeredOf(before)).toEqual([
      ['q1', true],
      ['q2', false],
    ]);
    expect(result.questions.map(({ id }) => id)).toEqual(['q1']);
    expect(store.stored(ORG, 'qnr-1')?.questions.map(({ id }) => id)).toEqual(['q1']);
  });

  it('refuses to remove an answered question with question.answered, archived or not, and writes nothing', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true, answersTracked: true, answeredQuestions: ['q1'] }));
    await deleteQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);
    const stored = store.stored(ORG, 'qnr-1');

    // Act, Assess
    await expect(
      removeQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps),
    ).rejects.toMatchObject({ code: 'question.answered' });
    expect(store.stored(ORG, 'qnr-1')).toEqual(stored);
  });

  it('treats every question of a questionnaire in use before answers were tracked as answered', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true }));

    // Act
    const result = await getOutcomeSet(ctx, { id: 'qnr-1' }, deps);

    // Assess
    expect(answeredOf(result)).toEqual([
      ['q1', true],
      ['q2', true],
    ]);
  });

  it('marks answers tracked from creation, and on the first edit seen without records', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());

    // Act
    const created = await addOutcomeSet(ctx, { name: 'Fresh' }, deps);
    await restoreQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1' }, deps);

    // Assess
    expect(store.stored(ORG, created.id)?.answersTracked).toBe(true);
    expect(store.stored(ORG, 'qnr-1')?.answersTracked).toBe(true);
  });
});

describe('deleteOutcomeSet', () => {
  it('is refused while sequences use it, with their names', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    await store.sequencesRepository.createSequence(ORG, {
      id: 's1',
      name: 'Intake',
      questionnaires: ['qnr-1'],
      version: 1,
      createdAt: '',
    });

    // Act, Assess
    await expect(deleteOutcomeSet(ctx, { outcomeSetID: 'qnr-1' }, deps)).rejects.toMatchObject({
      code: 'questionnaire.inSequences',
      info: { sequences: ['Intake'] },
    });
    expect(store.stored(ORG, 'qnr-1')?.deleted).toBe(false);
  });

  it('marks it deleted and frees the name', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());

    // Act
    await deleteOutcomeSet(ctx, { outcomeSetID: 'qnr-1' }, deps);

    // Assess
    expect(store.stored(ORG, 'qnr-1')?.deleted).toBe(true);
    await expect(getOutcomeSet(ctx, { id: 'qnr-1' }, deps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
    await expect(addOutcomeSet(ctx, { name: 'Wellbeing' }, deps)).resolves.toBeDefined();
  });
});

/** Labels for both ends of the default 1 to 5 scale, which a question needs (spec 02 §5). */
const ENDS = [
  { value: 1, label: 'Never' },
  { value: 5, label: 'Always' },
];

describe('addLikertQuestion', () => {
  const add = (input: Record<string, unknown>) => {
    const setup = questionnaireSetup();
    setup.store.seed(ORG, aStoredQuestionnaire({ questions: [] }));
    const result = addLikertQuestion(
      ctx,
      { outcomeSetID: 'qnr-1', question: 'Calm?', maxValue: 5, labels: ENDS, ...input },
      setup.deps,
    );
    return { result, setup };
  };

  it('defaults the left value to 1 and takes minValue as left and maxValue as right', async () => {
    // Act
    const { result } = add({
      minValue: 7,
      maxValue: 1,
      labels: [
        { value: 7, label: 'L' },
        { value: 1, label: 'R' },
      ],
    });

    // Assess
    await expect(result).resolves.toMatchObject({
      questions: [{ leftValue: 7, rightValue: 1, leftLabel: 'L', rightLabel: 'R', archived: false }],
    });
    await expect(add({}).result).resolves.toMatchObject({
      questions: [{ leftValue: 1, rightValue: 5 }],
    });
  });

  it.each([
    [{ question: 'x'.repeat(31) }, { short: 'required' }],
    [{ minValue: 5 }, { maxValue: 'invalid' }],
    [{ labels: [{ value: 1, label: 'Low' }] }, { labels: 'required' }],
    [{ labels: undefined }, { labels: 'required' }],
    [{ labels: null }, { labels: 'required' }],
    [{ labels: [] }, { labels: 'required' }],
    [{ minValue: 0, maxValue: 10 }, { labels: 'required' }],
    [
      {
        labels: [
          { value: 1, label: 'A' },
          { value: 5, label: 'B' },
          { value: 9, label: 'C' },
        ],
      },
      { 'labels.2.value': 'invalid' },
    ],
    [
      {
        labels: [
          { value: 1, label: 'A' },
          { value: 5, label: 'B' },
          { value: 5, label: 'C' },
        ],
      },
      { 'labels.2.value': 'duplicate' },
    ],
    [{ labels: [{ value: 1, label: ' ' }] }, { 'labels.0.label': 'required' }],
    [{ maxValue: 101 }, { maxValue: 'tooLarge' }],
    [{ short: 'y'.repeat(61) }, { short: 'tooLong' }],
  ])('refuses %j and writes nothing', async (input, fieldErrors) => {
    // Act
    const { result, setup } = add(input);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(setup.store.stored(ORG, 'qnr-1')?.questions).toEqual([]);
  });

  it('accepts a long question with a short version and refuses an unknown category', async () => {
    // Act, Assess
    await expect(add({ question: 'x'.repeat(31), short: 'X' }).result).resolves.toBeDefined();
    await expect(add({ categoryID: 'nope' }).result).rejects.toMatchObject({
      code: 'category.notFound',
    });
  });
});

describe('editLikertQuestion', () => {
  it('locks scale values once the questionnaire is in use, but accepts the same values and other changes', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire({ inUse: true }));
    const ref = { outcomeSetID: 'qnr-1', questionID: 'q1' };

    // Act, Assess
    await expect(editLikertQuestion(ctx, { ...ref, maxValue: 7 }, deps)).rejects.toMatchObject({
      code: 'question.scaleLocked',
    });
    await expect(
      editLikertQuestion(ctx, { ...ref, minValue: 1, maxValue: 5, labels: ENDS, question: 'Reworded' }, deps),
    ).resolves.toMatchObject({ questions: [{ question: 'Reworded', leftValue: 1, rightValue: 5 }, {}] });
  });

  it('changes the scale of an unused questionnaire and refuses an unknown question', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());

    // Act, Assess
    const labels = [
      { value: 0, label: 'None' },
      { value: 10, label: 'All' },
    ];
    await expect(
      editLikertQuestion(
        ctx,
        { outcomeSetID: 'qnr-1', questionID: 'q1', minValue: 0, maxValue: 10, labels },
        deps,
      ),
    ).resolves.toMatchObject({ questions: [{ leftValue: 0, rightValue: 10, leftLabel: 'None' }, {}] });
    await expect(
      editLikertQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'nope', question: 'Q' }, deps),
    ).rejects.toMatchObject({ code: 'question.notFound' });
  });
});

describe('editLikertQuestion labels', () => {
  it.each([
    ['labels missing an end', 'q1', { labels: [{ value: 1, label: 'Never' }] }],
    ['no labels', 'q2', { labels: [] }],
    ['scale values alone, on a question without labels', 'q1', { minValue: 1, maxValue: 5 }],
    ['a new scale whose ends the stored labels miss', 'q2', { minValue: 0, maxValue: 10 }],
  ])('refuses %s (%s) with labels: required and writes nothing', async (_case, questionID, input) => {
    // Prepare: q1 has no labels, q2 labels at 1 and 5
    const { store, deps } = questionnaireSetup();
    const questions = aStoredQuestionnaire().questions;
    store.seed(ORG, aStoredQuestionnaire({ questions: [questions[0]!, { ...questions[1]!, labels: ENDS }] }));

    // Act
    const result = editLikertQuestion(ctx, { outcomeSetID: 'qnr-1', questionID, ...input }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { labels: 'required' },
    });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(1);
  });

  it('leaves a question without labels as it is when neither labels nor scale values are sent', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());

    // Act
    const result = await editLikertQuestion(
      ctx,
      { outcomeSetID: 'qnr-1', questionID: 'q1', question: 'Reworded', noteRequired: true },
      deps,
    );

    // Assess
    expect(result.questions[0]).toMatchObject({ question: 'Reworded', noteRequired: true, labels: [] });
  });
});

describe('deleteQuestion and moveQuestion', () => {
  it('archives, then moves by the index among questions that are not archived', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    const questions = aStoredQuestionnaire().questions;
    store.seed(
      ORG,
      aStoredQuestionnaire({
        questions: [...questions, { ...questions[0]!, id: 'q3' }, { ...questions[0]!, id: 'q4' }],
      }),
    );

    // Act
    await deleteQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q2' }, deps);
    const moved = await moveQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q4', newIndex: 0 }, deps);

    // Assess
    expect(moved.questions.map(({ id, archived }) => `${id}${archived ? '*' : ''}`)).toEqual([
      'q4',
      'q2*',
      'q1',
      'q3',
    ]);
    await expect(
      moveQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q2', newIndex: 0 }, deps),
    ).rejects.toMatchObject({ code: 'question.notFound' });
    await expect(
      moveQuestion(ctx, { outcomeSetID: 'qnr-1', questionID: 'q1', newIndex: 3 }, deps),
    ).rejects.toMatchObject({ fieldErrors: { newIndex: 'tooLarge' } });
  });
});

describe('categories', () => {
  it('adds, edits, sets and unsets; refuses deleting one in use; deleting clears archived questions', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    const ref = { outcomeSetID: 'qnr-1' };

    // Act, Assess
    await expect(
      addCategory(ctx, { ...ref, name: 'Energy', aggregation: 'sum' }, deps),
    ).resolves.toMatchObject({
      categories: [{ id: 'c1' }, { id: 'id-1', name: 'Energy', aggregation: 'sum' }],
    });
    await expect(
      editCategory(ctx, { ...ref, categoryID: 'id-1', name: 'Vitality', aggregation: 'mean' }, deps),
    ).resolves.toMatchObject({ categories: [{}, { name: 'Vitality', aggregation: 'mean' }] });
    await setCategory(ctx, { ...ref, questionID: 'q1', categoryID: 'id-1' }, deps);
    await setCategory(ctx, { ...ref, questionID: 'q2', categoryID: 'id-1' }, deps);
    await expect(deleteCategory(ctx, { ...ref, categoryID: 'id-1' }, deps)).rejects.toMatchObject({
      code: 'category.inUse',
    });
    await expect(
      setCategory(ctx, { ...ref, questionID: 'q1', categoryID: null }, deps),
    ).resolves.toMatchObject({
      questions: [{ categoryID: null }, { categoryID: 'id-1' }],
    });
    await deleteQuestion(ctx, { ...ref, questionID: 'q2' }, deps);
    const result = await deleteCategory(ctx, { ...ref, categoryID: 'id-1' }, deps);
    expect(result.categories.map(({ id }) => id)).toEqual(['c1']);
    expect(result.questions[1]).toMatchObject({ archived: true, categoryID: null });
  });

  it('refuses unknown categories and bad input', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();
    store.seed(ORG, aStoredQuestionnaire());
    const ref = { outcomeSetID: 'qnr-1' };

    // Act, Assess
    await expect(
      setCategory(ctx, { ...ref, questionID: 'q1', categoryID: 'nope' }, deps),
    ).rejects.toMatchObject({
      code: 'category.notFound',
    });
    await expect(deleteCategory(ctx, { ...ref, categoryID: 'nope' }, deps)).rejects.toMatchObject({
      code: 'category.notFound',
    });
    await expect(addCategory(ctx, { ...ref, name: '', aggregation: 'sum' }, deps)).rejects.toMatchObject({
      fieldErrors: { name: 'required' },
    });
    await expect(addCategory(ctx, { ...ref, name: 'X', aggregation: 'max' }, deps)).rejects.toMatchObject({
      fieldErrors: { aggregation: 'invalid' },
    });
    expect(store.stored(ORG, 'qnr-1')?.version).toBe(1);
  });
});
