import { describe, expect, it } from 'vitest';

import { questionnairesRepository } from '../../functions/src/domains/questionnaires/questionnaires.repository.ts';
import { recordsRepository } from '../../functions/src/domains/records/records.repository.ts';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { ANSWER, COMPLETE, DELETE as DELETE_MEETING, GET_MEETING } from './steps/meetings.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';

const OUTCOME_SET = `
  id name description instructions noteRequired notePrompt noteDeactivated readOnly inUse
  requiredTags { label options }
  plugins { id }
  categories { id name description aggregation }
  questions {
    __typename id question description short archived categoryID
    ... on LikertScale {
      answered leftValue rightValue leftLabel rightLabel labels { value label } noteRequired notePrompt noteDeactivated
    }
  }`;

const ADD = `mutation Add($name: String!, $description: String) {
  AddOutcomeSet(name: $name, description: $description) { ${OUTCOME_SET} }
}`;
const GET = `query Get($id: String!) { outcomeset(id: $id) { ${OUTCOME_SET} } }`;
const GET_ALIAS = `query Get($id: String!) { getOutcomeSet(id: $id) { id name } }`;
const LIST = '{ outcomesets { id name } allOutcomeSets { id name } }';
const EDIT = `mutation Edit($outcomeSetID: ID!, $name: String!, $description: String, $instructions: String,
  $noteRequired: Boolean, $notePrompt: String, $noteDeactivated: Boolean, $requiredTags: [RequiredTagInput]) {
  EditOutcomeSet(outcomeSetID: $outcomeSetID, name: $name, description: $description, instructions: $instructions,
    noteRequired: $noteRequired, notePrompt: $notePrompt, noteDeactivated: $noteDeactivated,
    requiredTags: $requiredTags) { ${OUTCOME_SET} }
}`;
const DELETE = 'mutation Delete($outcomeSetID: ID!) { DeleteOutcomeSet(outcomeSetID: $outcomeSetID) }';
const ADD_QUESTION = `mutation AddQ($outcomeSetID: ID!, $question: String!, $description: String, $minValue: Int,
  $maxValue: Int!, $labels: [LabelInput], $categoryID: String, $short: String) {
  AddLikertQuestion(outcomeSetID: $outcomeSetID, question: $question, description: $description,
    minValue: $minValue, maxValue: $maxValue, labels: $labels, categoryID: $categoryID, short: $short) {
    ${OUTCOME_SET}
  }
}`;
const EDIT_QUESTION = `mutation EditQ($outcomeSetID: ID!, $questionID: ID!, $question: String, $short: String,
  $minValue: Int, $maxValue: Int, $labels: [LabelInput]) {
  EditLikertQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, question: $question, short: $short,
    minValue: $minValue, maxValue: $maxValue, labels: $labels) { ${OUTCOME_SET} }
}`;
const DELETE_QUESTION = `mutation DelQ($outcomeSetID: String!, $questionID: String!) {
  DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) { ${OUTCOME_SET} }
}`;
const RESTORE_QUESTION = `mutation Restore($outcomeSetID: String!, $questionID: String!) {
  RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) { ${OUTCOME_SET} }
}`;
const REMOVE_QUESTION = `mutation Remove($outcomeSetID: String!, $questionID: String!) {
  RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) { ${OUTCOME_SET} }
}`;
const ADD_MEETING = `mutation Record($outcomeSetID: String!) {
  AddMeeting(beneficiaryID: "ben-removal", outcomeSetID: $outcomeSetID) { id }
}`;
const MOVE_QUESTION = `mutation Move($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {
  MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) { ${OUTCOME_SET} }
}`;
const ADD_CATEGORY = `mutation AddC($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {
  AddCategory(outcomeSetID: $outcomeSetID, aggregation: $aggregation, name: $name, description: $description) {
    ${OUTCOME_SET}
  }
}`;
const EDIT_CATEGORY = `mutation EditC($outcomeSetID: ID!, $categoryID: String!, $aggregation: Aggregation!, $name: String!) {
  EditCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID, aggregation: $aggregation, name: $name) {
    ${OUTCOME_SET}
  }
}`;
const DELETE_CATEGORY = `mutation DelC($outcomeSetID: String!, $categoryID: String!) {
  DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) { ${OUTCOME_SET} }
}`;
const SET_CATEGORY = `mutation SetC($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {
  SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) { ${OUTCOME_SET} }
}`;
const NEW_SEQUENCE = `mutation Seq($name: String!, $questionnaires: [String]!) {
  NewSequence(name: $name, questionnaires: $questionnaires) { id }
}`;

type Question = {
  __typename: string;
  id: string;
  question: string;
  short: string | null;
  archived: boolean;
} & Record<string, unknown>;
type OutcomeSet = {
  id: string;
  name: string;
  questions: Question[];
  categories: { id: string; name: string; aggregation: string }[];
} & Record<string, unknown>;

const unique = () => Math.random().toString(36).slice(2, 8);

/** Given a questionnaire of the team's organisation. */
async function aQuestionnaire(token: string, name = `Wellbeing ${unique()}`): Promise<OutcomeSet> {
  const response = await gql<{ AddOutcomeSet: OutcomeSet }>(
    ADD,
    { name, description: 'How people feel' },
    token,
  );
  if (!response.data?.AddOutcomeSet)
    throw new Error(`AddOutcomeSet failed: ${JSON.stringify(response.errors)}`);
  return response.data.AddOutcomeSet;
}

/** Labels for both ends of the default 1 to 5 scale, which a new question needs (spec 02 §5). */
const ENDS = [
  { value: 1, label: 'Never' },
  { value: 5, label: 'Always' },
];

/** Given a questionnaire with `count` questions (Q0, Q1, …, 1 to 5 labelled at both ends) and one category. */
async function aQuestionnaireWithQuestions(token: string, count = 3): Promise<OutcomeSet> {
  let questionnaire = await aQuestionnaire(token);
  const withCategory = await gql<{ AddCategory: OutcomeSet }>(
    ADD_CATEGORY,
    { outcomeSetID: questionnaire.id, aggregation: 'mean', name: 'Mood' },
    token,
  );
  questionnaire = withCategory.data!.AddCategory;
  for (let i = 0; i < count; i += 1) {
    const response = await gql<{ AddLikertQuestion: OutcomeSet }>(
      ADD_QUESTION,
      { outcomeSetID: questionnaire.id, question: `Q${i}`, maxValue: 5, labels: ENDS },
      token,
    );
    questionnaire = response.data!.AddLikertQuestion;
  }
  return questionnaire;
}

async function read(token: string, id: string): Promise<OutcomeSet | undefined> {
  return (await gql<{ outcomeset: OutcomeSet }>(GET, { id }, token)).data?.outcomeset;
}

/**
 * Every wrong caller is refused: another organisation's member does not find the id, a removed member has no
 * organisation, a beneficiary and the anonymous caller may not reach the field. Then nothing changed.
 */
async function expectWrongCallersRefused(
  team: Team,
  questionnaire: OutcomeSet,
  query: string,
  variables: Record<string, unknown>,
) {
  for (const [name, token] of await wrongCallersOf(team)) {
    // Act
    const response = await gql(query, variables, token);

    // Assess
    const expected = {
      'a member of another organisation': 'questionnaire.notFound',
      'a removed member': 'auth.noOrganisation',
      'a beneficiary': 'Unauthorized',
      'the anonymous caller': 'Unauthorized',
    }[name];
    expect(errorTypeOf(response), name).toBe(expected);
  }
  expect(await read(team.owner.tokens.IdToken, questionnaire.id)).toEqual(
    await read(team.owner.tokens.IdToken, questionnaire.id),
  );
  expect(await read(team.owner.tokens.IdToken, questionnaire.id)).toMatchObject({
    name: questionnaire.name,
    questions: questionnaire.questions,
    categories: questionnaire.categories,
  });
}

describe('AddOutcomeSet', () => {
  it('creates a questionnaire with default settings', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql<{ AddOutcomeSet: OutcomeSet }>(
      ADD,
      { name: 'Confidence', description: 'Self-reported confidence' },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    const created = response.data!.AddOutcomeSet;
    expect(created).toMatchObject({
      name: 'Confidence',
      description: 'Self-reported confidence',
      instructions: null,
      readOnly: false,
      inUse: false,
      noteRequired: false,
      noteDeactivated: false,
      questions: [],
      categories: [],
      requiredTags: [],
      plugins: [],
    });
    expect(await read(team.owner.tokens.IdToken, created.id)).toEqual(created);
  });

  it('refuses a blank name and a name in use (any case), writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    await aQuestionnaire(token, 'Resilience');

    // Act
    const blank = await gql(ADD, { name: '   ' }, token);
    const taken = await gql(ADD, { name: 'resilience ' }, token);

    // Assess
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { name: 'required' } });
    expect(errorTypeOf(taken)).toBe('questionnaire.nameInUse');
    const list = await gql<{ outcomesets: { name: string }[] }>(LIST, {}, token);
    expect(list.data?.outcomesets.map(({ name }) => name)).toEqual(['Resilience']);
  });

  it('lets exactly one of 10 concurrent requests with the same name succeed', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gql(ADD, { name: i % 2 ? 'Hope' : 'HOPE' }, token)),
    );

    // Assess
    expect(responses.filter(({ errors }) => !errors)).toHaveLength(1);
    expect(responses.filter((response) => errorTypeOf(response) === 'questionnaire.nameInUse')).toHaveLength(
      9,
    );
    const list = await gql<{ outcomesets: unknown[] }>(LIST, {}, token);
    expect(list.data?.outcomesets).toHaveLength(1);
  });

  it('refuses every wrong caller and writes nothing', async () => {
    // Prepare
    const team = await aTeam(1);

    for (const [name, token] of await wrongCallersOf(team)) {
      // Act
      const response = await gql(ADD, { name: `Intruder ${unique()}` }, token);

      // Assess
      if (name === 'a member of another organisation') expect(response.errors, name).toBeUndefined();
      else
        expect(errorTypeOf(response), name).toBe(
          name === 'a removed member' ? 'auth.noOrganisation' : 'Unauthorized',
        );
    }
    const list = await gql<{ outcomesets: unknown[] }>(LIST, {}, team.owner.tokens.IdToken);
    expect(list.data?.outcomesets).toEqual([]);
  });
});

describe('outcomesets and outcomeset', () => {
  it('lists the organisation’s questionnaires by name under both names, and reads one under both names', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const zebra = await aQuestionnaire(token, 'Zebra');
    const apple = await aQuestionnaire(token, 'apple');

    // Act
    const list = await gql<{ outcomesets: { name: string }[]; allOutcomeSets: { name: string }[] }>(
      LIST,
      {},
      token,
    );
    const alias = await gql<{ getOutcomeSet: { name: string } }>(GET_ALIAS, { id: zebra.id }, token);

    // Assess
    expect(list.data?.outcomesets).toEqual([
      { id: apple.id, name: 'apple' },
      { id: zebra.id, name: 'Zebra' },
    ]);
    expect(list.data?.allOutcomeSets).toEqual(list.data?.outcomesets);
    expect(alias.data?.getOutcomeSet).toEqual({ id: zebra.id, name: 'Zebra' });
  });

  it('answers questionnaire.notFound for an unknown id and another organisation’s id', async () => {
    // Prepare
    const team = await aTeam(1);
    const other = await aTeam(1);
    const theirs = await aQuestionnaire(other.owner.tokens.IdToken);

    // Act
    const unknown = await gql(GET, { id: 'no-such-id' }, team.owner.tokens.IdToken);
    const foreign = await gql(GET, { id: theirs.id }, team.owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
    expect(errorTypeOf(foreign)).toBe('questionnaire.notFound');
  });

  it('answers getOutcomeSet, the alias, with questionnaire.notFound for an unknown id and refuses a blank one', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const unknown = await gql(GET_ALIAS, { id: 'no-such-id' }, token);
    const blank = await gql(GET_ALIAS, { id: '  ' }, token);

    // Assess
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { id: 'required' } });
  });

  it('refuses a removed member, a beneficiary and the anonymous caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const mine = await aQuestionnaire(team.owner.tokens.IdToken);

    // Act, Assess
    await expectWrongCallersRefused(team, mine, GET, { id: mine.id });
    // One root field a request: a link or anonymous request may carry no more (the authorizer's limit).
    const lists = ['{ outcomesets { id name } }', '{ allOutcomeSets { id name } }'];
    for (const [name, token] of (await wrongCallersOf(team)).slice(1)) {
      for (const list of lists) {
        expect(errorTypeOf(await gql(list, {}, token)), `${name}: ${list}`).toBe(
          name === 'a removed member' ? 'auth.noOrganisation' : 'Unauthorized',
        );
      }
    }
  });
});

describe('EditOutcomeSet', () => {
  it('changes the settings, renames (freeing the old name) and keeps omitted values', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token, 'Old name');

    // Act
    const response = await gql<{ EditOutcomeSet: OutcomeSet }>(
      EDIT,
      {
        outcomeSetID: questionnaire.id,
        name: 'New name',
        instructions: 'Answer honestly',
        noteRequired: true,
        notePrompt: 'Anything else?',
        requiredTags: [{ label: 'Group', options: ['A', 'B', ' '] }],
      },
      token,
    );
    const reuse = await gql(ADD, { name: 'old NAME' }, token);
    const taken = await gql(ADD, { name: 'new name' }, token);

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.EditOutcomeSet).toMatchObject({
      name: 'New name',
      description: 'How people feel',
      instructions: 'Answer honestly',
      noteRequired: true,
      notePrompt: 'Anything else?',
      noteDeactivated: false,
      requiredTags: [{ label: 'Group', options: ['A', 'B'] }],
    });
    expect(await read(token, questionnaire.id)).toEqual(response.data?.EditOutcomeSet);
    expect(reuse.errors).toBeUndefined();
    expect(errorTypeOf(taken)).toBe('questionnaire.nameInUse');
  });

  it('refuses bad required tags and a name in use, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const other = await aQuestionnaire(token);

    // Act
    const badTags = await gql(
      EDIT,
      {
        outcomeSetID: questionnaire.id,
        name: questionnaire.name,
        requiredTags: [
          { label: '', options: ['x'] },
          { label: 'Site', options: [] },
          { label: 'Site', options: ['y'] },
          // Chosen, an option becomes a record's tag, which holds at most 50 characters.
          { label: 'Referral', options: ['o'.repeat(51)] },
        ],
      },
      token,
    );
    const duplicate = await gql(
      EDIT,
      {
        outcomeSetID: questionnaire.id,
        name: questionnaire.name,
        requiredTags: [
          { label: 'Site', options: ['x'] },
          { label: 'site', options: ['y'] },
        ],
      },
      token,
    );
    const rename = await gql(EDIT, { outcomeSetID: questionnaire.id, name: other.name }, token);

    // Assess
    expect(errorTypeOf(badTags)).toBe('input.invalid');
    expect(badTags.errors?.[0]?.errorInfo).toEqual({
      fieldErrors: {
        'requiredTags.0.label': 'required',
        'requiredTags.1.options': 'required',
        'requiredTags.3.options.0': 'tooLong',
      },
    });
    expect(duplicate.errors?.[0]?.errorInfo).toEqual({
      fieldErrors: { 'requiredTags.1.label': 'duplicate' },
    });
    expect(errorTypeOf(rename)).toBe('questionnaire.nameInUse');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, EDIT, {
      outcomeSetID: questionnaire.id,
      name: 'Taken over',
    });
  });
});

describe('DeleteOutcomeSet', () => {
  it('deletes a questionnaire and frees its name', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token, 'Short lived');

    // Act
    const response = await gql<{ DeleteOutcomeSet: boolean }>(
      DELETE,
      { outcomeSetID: questionnaire.id },
      token,
    );

    // Assess
    expect(response.data?.DeleteOutcomeSet).toBe(true);
    expect(errorTypeOf(await gql(GET, { id: questionnaire.id }, token))).toBe('questionnaire.notFound');
    expect((await gql(ADD, { name: 'Short lived' }, token)).errors).toBeUndefined();
  });

  it('refuses while sequences use it, naming them, and keeps it', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    await gql(NEW_SEQUENCE, { name: 'Intake', questionnaires: [questionnaire.id] }, token);
    await gql(NEW_SEQUENCE, { name: 'Exit', questionnaires: [questionnaire.id] }, token);

    // Act
    const response = await gql(DELETE, { outcomeSetID: questionnaire.id }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('questionnaire.inSequences');
    expect(response.errors?.[0]?.errorInfo).toEqual({ sequences: ['Exit', 'Intake'] });
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('answers questionnaire.notFound for an unknown id and refuses a blank one, deleting nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);

    // Act
    const unknown = await gql(DELETE, { outcomeSetID: 'no-such-id' }, token);
    const blank = await gql(DELETE, { outcomeSetID: '  ' }, token);

    // Assess
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { outcomeSetID: 'required' } });
    const list = await gql<{ outcomesets: { id: string }[] }>(LIST, {}, token);
    expect(list.data?.outcomesets.map(({ id }) => id)).toEqual([questionnaire.id]);
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, DELETE, { outcomeSetID: questionnaire.id });
  });
});

describe('AddLikertQuestion', () => {
  it('appends a Likert question with defaults, a reversed scale, labels and a category', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 0);
    const categoryID = questionnaire.categories[0]!.id;

    // Act
    const first = await gql<{ AddLikertQuestion: OutcomeSet }>(
      ADD_QUESTION,
      { outcomeSetID: questionnaire.id, question: 'How calm do you feel?', maxValue: 5, labels: ENDS },
      token,
    );
    const second = await gql<{ AddLikertQuestion: OutcomeSet }>(
      ADD_QUESTION,
      {
        outcomeSetID: questionnaire.id,
        question: 'How often have you felt worried in the last two weeks?',
        short: 'Worry',
        minValue: 10,
        maxValue: 0,
        labels: [
          { value: 10, label: 'Never' },
          { value: 0, label: 'All the time' },
        ],
        categoryID,
      },
      token,
    );

    // Assess
    expect(first.errors).toBeUndefined();
    expect(first.data?.AddLikertQuestion.questions).toEqual([
      expect.objectContaining({
        __typename: 'LikertScale',
        question: 'How calm do you feel?',
        leftValue: 1,
        rightValue: 5,
        labels: ENDS,
        leftLabel: 'Never',
        rightLabel: 'Always',
        archived: false,
        categoryID: null,
      }),
    ]);
    expect(second.errors).toBeUndefined();
    const saved = await read(token, questionnaire.id);
    expect(saved?.questions[1]).toMatchObject({
      short: 'Worry',
      leftValue: 10,
      rightValue: 0,
      leftLabel: 'Never',
      rightLabel: 'All the time',
      categoryID,
    });
  });

  it('refuses a long question without short text, equal ends, labels missing an end or all labels, an unknown category', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const base = { outcomeSetID: questionnaire.id, question: 'Calm?', maxValue: 5, labels: ENDS };

    // Act
    const noShort = await gql(ADD_QUESTION, { ...base, question: 'x'.repeat(31) }, token);
    const equal = await gql(
      ADD_QUESTION,
      { ...base, minValue: 3, maxValue: 3, labels: [{ value: 3, label: 'Mid' }] },
      token,
    );
    const labels = await gql(ADD_QUESTION, { ...base, labels: [{ value: 1, label: 'Low' }] }, token);
    const noLabels = await gql(ADD_QUESTION, { ...base, labels: undefined }, token);
    const emptyLabels = await gql(ADD_QUESTION, { ...base, labels: [] }, token);
    const blank = await gql(ADD_QUESTION, { ...base, question: ' ' }, token);
    const category = await gql(ADD_QUESTION, { ...base, categoryID: 'nope' }, token);

    // Assess
    expect(noShort.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { short: 'required' } });
    expect(equal.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { maxValue: 'invalid' } });
    expect(labels.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { labels: 'required' } });
    expect(noLabels.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { labels: 'required' } });
    expect(emptyLabels.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { labels: 'required' } });
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { question: 'required' } });
    expect(errorTypeOf(category)).toBe('category.notFound');
    expect((await read(token, questionnaire.id))?.questions).toEqual([]);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, ADD_QUESTION, {
      outcomeSetID: questionnaire.id,
      question: 'Injected?',
      maxValue: 5,
      labels: ENDS,
    });
  });
});

describe('EditLikertQuestion', () => {
  it('changes the text and the scale, keeping what is omitted', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 1);
    const questionID = questionnaire.questions[0]!.id;

    // Act
    const response = await gql<{ EditLikertQuestion: OutcomeSet }>(
      EDIT_QUESTION,
      {
        outcomeSetID: questionnaire.id,
        questionID,
        question: 'How hopeful are you?',
        minValue: 0,
        maxValue: 10,
        labels: [
          { value: 0, label: 'Not at all' },
          { value: 10, label: 'Very' },
        ],
      },
      token,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect((await read(token, questionnaire.id))?.questions[0]).toMatchObject({
      id: questionID,
      question: 'How hopeful are you?',
      leftValue: 0,
      rightValue: 10,
      archived: false,
    });
  });

  it('refuses bad input and an unknown question, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 1);
    const questionID = questionnaire.questions[0]!.id;

    // Act
    const long = await gql(
      EDIT_QUESTION,
      { outcomeSetID: questionnaire.id, questionID, question: 'y'.repeat(40) },
      token,
    );
    const equal = await gql(
      EDIT_QUESTION,
      { outcomeSetID: questionnaire.id, questionID, maxValue: 1, labels: [{ value: 1, label: 'One' }] },
      token,
    );
    const missingEnd = await gql(
      EDIT_QUESTION,
      { outcomeSetID: questionnaire.id, questionID, labels: [{ value: 1, label: 'Low' }] },
      token,
    );
    const unlabelledScale = await gql(
      EDIT_QUESTION,
      { outcomeSetID: questionnaire.id, questionID, minValue: 0, maxValue: 10 },
      token,
    );
    const unknown = await gql(
      EDIT_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: 'nope', question: 'x' },
      token,
    );

    // Assess
    expect(long.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { short: 'required' } });
    expect(equal.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { maxValue: 'invalid' } });
    expect(missingEnd.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { labels: 'required' } });
    expect(unlabelledScale.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { labels: 'required' } });
    expect(errorTypeOf(unknown)).toBe('question.notFound');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaireWithQuestions(team.owner.tokens.IdToken, 1);

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, EDIT_QUESTION, {
      outcomeSetID: questionnaire.id,
      questionID: questionnaire.questions[0]!.id,
      question: 'Changed?',
    });
  });
});

describe('DeleteQuestion and MoveQuestion', () => {
  it('archives a question and moves by the index among questions that are not archived', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 4);
    const [q0, q1, q2, q3] = questionnaire.questions.map(({ id }) => id);

    // Act
    const archived = await gql<{ DeleteQuestion: OutcomeSet }>(
      DELETE_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: q1 },
      token,
    );
    const moved = await gql<{ MoveQuestion: OutcomeSet }>(
      MOVE_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: q3, newIndex: 1 },
      token,
    );

    // Assess
    expect(archived.data?.DeleteQuestion.questions.find(({ id }) => id === q1)?.archived).toBe(true);
    expect(moved.errors).toBeUndefined();
    const saved = await read(token, questionnaire.id);
    // Visible order Q0, Q2, Q3 → Q0, Q3, Q2; the archived Q1 keeps its slot.
    expect(saved?.questions.map(({ id }) => id)).toEqual([q0, q1, q3, q2]);
  });

  it('refuses an out-of-range index, an archived or unknown question, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    let questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    questionnaire = (
      await gql<{ DeleteQuestion: OutcomeSet }>(
        DELETE_QUESTION,
        { outcomeSetID: questionnaire.id, questionID: q1 },
        token,
      )
    ).data!.DeleteQuestion;

    // Act
    const tooFar = await gql(
      MOVE_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: q0, newIndex: 1 },
      token,
    );
    const negative = await gql(
      MOVE_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: q0, newIndex: -1 },
      token,
    );
    const archived = await gql(
      MOVE_QUESTION,
      { outcomeSetID: questionnaire.id, questionID: q1, newIndex: 0 },
      token,
    );
    const unknown = await gql(DELETE_QUESTION, { outcomeSetID: questionnaire.id, questionID: 'nope' }, token);

    // Assess
    expect(tooFar.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { newIndex: 'tooLarge' } });
    expect(negative.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { newIndex: 'tooSmall' } });
    expect(errorTypeOf(archived)).toBe('question.notFound');
    expect(errorTypeOf(unknown)).toBe('question.notFound');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaireWithQuestions(team.owner.tokens.IdToken, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, DELETE_QUESTION, {
      outcomeSetID: questionnaire.id,
      questionID: q0,
    });
    await expectWrongCallersRefused(team, questionnaire, MOVE_QUESTION, {
      outcomeSetID: questionnaire.id,
      questionID: q1,
      newIndex: 0,
    });
  });
});

describe('RestoreQuestion and RemoveQuestion', () => {
  it('restores an archived question at its place, and removes questions while no record exists', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 3);
    const [q0, q1, q2] = questionnaire.questions.map(({ id }) => id);
    const ref = { outcomeSetID: questionnaire.id };
    await gql(DELETE_QUESTION, { ...ref, questionID: q0 }, token);
    await gql(DELETE_QUESTION, { ...ref, questionID: q1 }, token);

    // Act
    const restored = await gql<{ RestoreQuestion: OutcomeSet }>(
      RESTORE_QUESTION,
      { ...ref, questionID: q0 },
      token,
    );
    const removedArchived = await gql(REMOVE_QUESTION, { ...ref, questionID: q1 }, token);
    const removed = await gql<{ RemoveQuestion: OutcomeSet }>(
      REMOVE_QUESTION,
      { ...ref, questionID: q2 },
      token,
    );

    // Assess
    expect(restored.data?.RestoreQuestion.questions.map(({ id, archived }) => [id, archived])).toEqual([
      [q0, false],
      [q1, true],
      [q2, false],
    ]);
    expect(removedArchived.errors).toBeUndefined();
    expect(removed.data?.RemoveQuestion.questions.map(({ id }) => id)).toEqual([q0]);
    expect(
      (await read(token, questionnaire.id))?.questions.map(({ id, archived }) => [id, archived]),
    ).toEqual([[q0, false]]);
  });

  it('refuses to remove a question a record has answered (archived too), and unknown questions, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    const ref = { outcomeSetID: questionnaire.id };
    const recorded = await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, ref, token);
    const answered = await gql(
      ANSWER,
      { meetingID: recorded.data!.AddMeeting.id, questionID: q0, value: 3 },
      token,
    );
    expect(answered.errors).toBeUndefined();
    await gql(DELETE_QUESTION, { ...ref, questionID: q0 }, token);
    const before = await read(token, questionnaire.id);

    // Act
    const refused = await gql(REMOVE_QUESTION, { ...ref, questionID: q0 }, token);
    const unknown = await gql(REMOVE_QUESTION, { ...ref, questionID: 'nope' }, token);
    const unknownRestore = await gql(RESTORE_QUESTION, { ...ref, questionID: 'nope' }, token);
    const empty = await gql(RESTORE_QUESTION, { ...ref, questionID: ' ' }, token);
    const blank = await gql(REMOVE_QUESTION, { ...ref, questionID: '' }, token);
    const otherQuestionnaire = await gql(REMOVE_QUESTION, { outcomeSetID: 'nope', questionID: q0 }, token);

    // Assess
    expect(before?.questions.map(({ id, answered }) => [id, answered])).toEqual([
      [q0, true],
      [q1, false],
    ]);
    expect(errorTypeOf(refused)).toBe('question.answered');
    expect(errorTypeOf(unknown)).toBe('question.notFound');
    expect(errorTypeOf(unknownRestore)).toBe('question.notFound');
    expect(errorTypeOf(empty)).toBe('input.invalid');
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(errorTypeOf(otherQuestionnaire)).toBe('questionnaire.notFound');
    expect(await read(token, questionnaire.id)).toEqual(before);
  });

  it('removes a question no record has answered from a questionnaire in use; an answer to it is then refused', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    const ref = { outcomeSetID: questionnaire.id };
    const meetingID = (await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, ref, token)).data!.AddMeeting
      .id;
    await gql(ANSWER, { meetingID, questionID: q0, value: 3 }, token);

    // Act
    const removed = await gql<{ RemoveQuestion: OutcomeSet }>(
      REMOVE_QUESTION,
      { ...ref, questionID: q1 },
      token,
    );
    const lateAnswer = await gql(ANSWER, { meetingID, questionID: q1, value: 4 }, token);

    // Assess
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.RemoveQuestion).toMatchObject({ inUse: true });
    expect(removed.data?.RemoveQuestion.questions.map(({ id }) => id)).toEqual([q0]);
    expect(errorTypeOf(lateAnswer)).toBe('question.notFound');
    const meeting = await gql<{ meeting: { answers: { questionID: string }[] } }>(
      GET_MEETING,
      { id: meetingID },
      token,
    );
    expect(meeting.data?.meeting.answers.map(({ questionID }) => questionID)).toEqual([q0]);
  });

  it('lets exactly one of a first answer and a concurrent removal of its question land', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 6);
    const ref = { outcomeSetID: questionnaire.id };
    const meetingID = (await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, ref, token)).data!.AddMeeting
      .id;

    // Act
    // One pair at a time: concurrent removals of different questions would conflict with each other instead.
    const outcomes = [];
    for (const { id: questionID } of questionnaire.questions) {
      const [answer, removal] = await Promise.all([
        gql(ANSWER, { meetingID, questionID, value: 2 }, token),
        gql(REMOVE_QUESTION, { ...ref, questionID }, token),
      ]);
      outcomes.push({
        questionID,
        answered: !answer.errors,
        removed: !removal.errors,
        removal: errorTypeOf(removal),
      });
    }

    // Assess
    const meeting = await gql<{ meeting: { answers: { questionID: string }[] } }>(
      GET_MEETING,
      { id: meetingID },
      token,
    );
    const answers = meeting.data!.meeting.answers.map(({ questionID }) => questionID);
    const left = (await read(token, questionnaire.id))!.questions;
    for (const { questionID, answered, removed, removal } of outcomes) {
      expect(answered !== removed, questionID).toBe(true);
      if (!removed) expect(removal).toBe('question.answered');
      expect(answers.includes(questionID), questionID).toBe(answered);
      expect(left.find(({ id }) => id === questionID)?.answered, questionID).toBe(
        answered ? true : undefined,
      );
    }
  });

  it('lets a question be removed again once the last record answering it is deleted', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    const ref = { outcomeSetID: questionnaire.id };
    const meetingID = (await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, ref, token)).data!.AddMeeting
      .id;
    await gql(ANSWER, { meetingID, questionID: q0, value: 3 }, token);
    expect(errorTypeOf(await gql(REMOVE_QUESTION, { ...ref, questionID: q0 }, token))).toBe(
      'question.answered',
    );

    // Act
    await gql(DELETE_MEETING, { meetingID }, token);
    const removed = await gql<{ RemoveQuestion: OutcomeSet }>(
      REMOVE_QUESTION,
      { ...ref, questionID: q0 },
      token,
    );

    // Assess
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.RemoveQuestion.questions.map(({ id, answered }) => [id, answered])).toEqual([
      [q1, false],
    ]);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    let questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    questionnaire = (
      await gql<{ DeleteQuestion: OutcomeSet }>(
        DELETE_QUESTION,
        { outcomeSetID: questionnaire.id, questionID: q1 },
        token,
      )
    ).data!.DeleteQuestion;

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, RESTORE_QUESTION, {
      outcomeSetID: questionnaire.id,
      questionID: q1,
    });
    await expectWrongCallersRefused(team, questionnaire, REMOVE_QUESTION, {
      outcomeSetID: questionnaire.id,
      questionID: q0,
    });
  });
});

describe('answered questions under races (the write conditions themselves)', () => {
  it('refuses a removal read before the question’s first answer, keeping the question', async () => {
    // Prepare: read while unanswered, then answered
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0, q1] = questionnaire.questions.map(({ id }) => id);
    const meetingID = (
      await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, { outcomeSetID: questionnaire.id }, token)
    ).data!.AddMeeting.id;
    const stale = (await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id))!;
    await gql(ANSWER, { meetingID, questionID: q0, value: 2 }, token);

    // Act
    const saved = await questionnairesRepository.saveQuestionnaire(
      team.orgId,
      { ...stale, questions: stale.questions.filter(({ id }) => id !== q0), version: stale.version + 1 },
      stale,
    );

    // Assess
    expect(saved).toBe('conflict');
    expect(
      (await read(token, questionnaire.id))?.questions.map(({ id, answered }) => [id, answered]),
    ).toEqual([
      [q0, true],
      [q1, false],
    ]);
  });

  it('refuses a first answer written after its question was removed, writing nothing', async () => {
    // Prepare: the question removed between the answer's read of the questionnaire and its write
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 2);
    const [q0] = questionnaire.questions.map(({ id }) => id);
    const meetingID = (
      await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, { outcomeSetID: questionnaire.id }, token)
    ).data!.AddMeeting.id;
    expect(
      (await gql(REMOVE_QUESTION, { outcomeSetID: questionnaire.id, questionID: q0 }, token)).errors,
    ).toBeUndefined();

    // Act
    const late = recordsRepository.setAnswer(
      team.orgId,
      meetingID,
      q0!,
      { answer: 2 },
      false,
      true,
      questionnaire.id,
    );

    // Assess
    await expect(late).rejects.toMatchObject({ code: 'question.notFound' });
    expect((await recordsRepository.getRecord(team.orgId, meetingID))?.answers).toEqual({});
    expect(
      (await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id))?.answeredQuestions,
    ).toBeUndefined();
  });

  it('lists a question first answered by a staff correction of a complete record', async () => {
    // Prepare: a complete record, then a new question
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 1);
    const ref = { outcomeSetID: questionnaire.id };
    const meetingID = (await gql<{ AddMeeting: { id: string } }>(ADD_MEETING, ref, token)).data!.AddMeeting
      .id;
    await gql(ANSWER, { meetingID, questionID: questionnaire.questions[0]!.id, value: 2 }, token);
    expect((await gql(COMPLETE, { meetingID }, token)).errors).toBeUndefined();
    const added = await gql<{ AddLikertQuestion: OutcomeSet }>(
      ADD_QUESTION,
      { ...ref, question: 'Later', maxValue: 5, labels: ENDS },
      token,
    );
    const later = added.data!.AddLikertQuestion.questions[1]!.id;

    // Act
    const corrected = await gql(ANSWER, { meetingID, questionID: later, value: 4 }, token);
    const removal = await gql(REMOVE_QUESTION, { ...ref, questionID: later }, token);

    // Assess
    expect(corrected.errors).toBeUndefined();
    expect(errorTypeOf(removal)).toBe('question.answered');
  });
});

describe('categories', () => {
  it('adds, edits, sets, unsets and deletes a category', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 1);
    const questionID = questionnaire.questions[0]!.id;

    // Act
    const added = await gql<{ AddCategory: OutcomeSet }>(
      ADD_CATEGORY,
      { outcomeSetID: questionnaire.id, aggregation: 'sum', name: 'Energy', description: 'Vitality' },
      token,
    );
    const categoryID = added.data!.AddCategory.categories[1]!.id;
    const edited = await gql<{ EditCategory: OutcomeSet }>(
      EDIT_CATEGORY,
      { outcomeSetID: questionnaire.id, categoryID, aggregation: 'mean', name: 'Vitality' },
      token,
    );
    const set = await gql<{ SetCategory: OutcomeSet }>(
      SET_CATEGORY,
      { outcomeSetID: questionnaire.id, questionID, categoryID },
      token,
    );
    const inUse = await gql(DELETE_CATEGORY, { outcomeSetID: questionnaire.id, categoryID }, token);
    const unset = await gql<{ SetCategory: OutcomeSet }>(
      SET_CATEGORY,
      { outcomeSetID: questionnaire.id, questionID, categoryID: null },
      token,
    );
    const deleted = await gql<{ DeleteCategory: OutcomeSet }>(
      DELETE_CATEGORY,
      { outcomeSetID: questionnaire.id, categoryID },
      token,
    );

    // Assess
    expect(added.data?.AddCategory.categories[1]).toEqual({
      id: categoryID,
      name: 'Energy',
      description: 'Vitality',
      aggregation: 'sum',
    });
    expect(edited.data?.EditCategory.categories[1]).toEqual({
      id: categoryID,
      name: 'Vitality',
      description: null,
      aggregation: 'mean',
    });
    expect(set.data?.SetCategory.questions[0]?.categoryID).toBe(categoryID);
    expect(errorTypeOf(inUse)).toBe('category.inUse');
    expect(unset.data?.SetCategory.questions[0]?.categoryID).toBeNull();
    expect(deleted.errors).toBeUndefined();
    expect((await read(token, questionnaire.id))?.categories.map(({ name }) => name)).toEqual(['Mood']);
  });

  it('refuses bad input and unknown ids, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaireWithQuestions(token, 1);
    const questionID = questionnaire.questions[0]!.id;

    // Act
    const blank = await gql(
      ADD_CATEGORY,
      { outcomeSetID: questionnaire.id, aggregation: 'sum', name: '' },
      token,
    );
    const badAggregation = await gql(
      ADD_CATEGORY,
      { outcomeSetID: questionnaire.id, aggregation: 'max', name: 'X' },
      token,
    );
    const unknownEdit = await gql(
      EDIT_CATEGORY,
      { outcomeSetID: questionnaire.id, categoryID: 'nope', aggregation: 'sum', name: 'X' },
      token,
    );
    const unknownSet = await gql(
      SET_CATEGORY,
      { outcomeSetID: questionnaire.id, questionID, categoryID: 'nope' },
      token,
    );
    const unknownDelete = await gql(
      DELETE_CATEGORY,
      { outcomeSetID: questionnaire.id, categoryID: 'nope' },
      token,
    );

    // Assess
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { name: 'required' } });
    // Not an Aggregation: refused by the schema before the resolver runs, never `internal`.
    expect(errorTypeOf(badAggregation)).toBe('ValidationError');
    expect(errorTypeOf(unknownEdit)).toBe('category.notFound');
    expect(errorTypeOf(unknownSet)).toBe('category.notFound');
    expect(errorTypeOf(unknownDelete)).toBe('category.notFound');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaireWithQuestions(team.owner.tokens.IdToken, 1);
    const categoryID = questionnaire.categories[0]!.id;
    const questionID = questionnaire.questions[0]!.id;

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, ADD_CATEGORY, {
      outcomeSetID: questionnaire.id,
      aggregation: 'sum',
      name: 'X',
    });
    await expectWrongCallersRefused(team, questionnaire, EDIT_CATEGORY, {
      outcomeSetID: questionnaire.id,
      categoryID,
      aggregation: 'sum',
      name: 'X',
    });
    await expectWrongCallersRefused(team, questionnaire, SET_CATEGORY, {
      outcomeSetID: questionnaire.id,
      questionID,
      categoryID,
    });
    await expectWrongCallersRefused(team, questionnaire, DELETE_CATEGORY, {
      outcomeSetID: questionnaire.id,
      categoryID,
    });
  });
});
