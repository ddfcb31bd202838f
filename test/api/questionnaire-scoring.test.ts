import { describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';

/** Issue 33: a question's direction and reliability, a category's reliability (docs/reports.md). */

const OUTCOME_SET = `
  id
  categories { id name aggregation reliability reliabilitySource }
  questions { id categoryID ... on LikertScale { direction reliability reliabilitySource } }`;

const ADD = `mutation Add($name: String!) { AddOutcomeSet(name: $name) { ${OUTCOME_SET} } }`;
const ADD_CATEGORY = `mutation AddC($outcomeSetID: ID!, $name: String!) {
  AddCategory(outcomeSetID: $outcomeSetID, aggregation: sum, name: $name) { ${OUTCOME_SET} }
}`;
const ADD_QUESTION = `mutation AddQ($outcomeSetID: ID!, $question: String!, $categoryID: String) {
  AddLikertQuestion(outcomeSetID: $outcomeSetID, question: $question, maxValue: 5, categoryID: $categoryID,
    labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) { ${OUTCOME_SET} }
}`;
const EDIT_CATEGORY = `mutation EditC($outcomeSetID: ID!, $categoryID: String!) {
  EditCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID, aggregation: mean, name: "Renamed") {
    ${OUTCOME_SET}
  }
}`;
const GET = `query Get($id: String!) { outcomeset(id: $id) { ${OUTCOME_SET} } }`;
const SCORING = `mutation Scoring($outcomeSetID: ID!, $questionID: ID!, $direction: Direction!, $reliability: Float) {
  SetQuestionScoring(outcomeSetID: $outcomeSetID, questionID: $questionID, direction: $direction,
    reliability: $reliability) { ${OUTCOME_SET} }
}`;
const RELIABILITY = `mutation Reliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {
  SetCategoryReliability(outcomeSetID: $outcomeSetID, categoryID: $categoryID, reliability: $reliability) {
    ${OUTCOME_SET}
  }
}`;
const IMPORT = `mutation Import($id: String!) { importQuestionnaire(id: $id) { ${OUTCOME_SET} } }`;
const PHQ9 = 'bfa49100-b653-4c40-a1f6-40732c1f51f4';
const ONS4 = '7c361e11-ef57-4cc6-b277-05921cc82c41';

type OutcomeSet = {
  id: string;
  categories: { id: string; reliability: number | null; reliabilitySource: string | null }[];
  questions: {
    id: string;
    direction: string;
    reliability: number | null;
    reliabilitySource: string | null;
  }[];
};

const unique = () => Math.random().toString(36).slice(2, 8);

/** Given a questionnaire with one category and one question in it. */
async function aQuestionnaire(token: string): Promise<OutcomeSet> {
  const added = await gql<{ AddOutcomeSet: OutcomeSet }>(ADD, { name: `Mood ${unique()}` }, token);
  const id = added.data!.AddOutcomeSet.id;
  const withCategory = await gql<{ AddCategory: OutcomeSet }>(
    ADD_CATEGORY,
    { outcomeSetID: id, name: 'C' },
    token,
  );
  const categoryID = withCategory.data!.AddCategory.categories[0]!.id;
  const withQuestion = await gql<{ AddLikertQuestion: OutcomeSet }>(
    ADD_QUESTION,
    { outcomeSetID: id, question: 'Worry', categoryID },
    token,
  );
  return withQuestion.data!.AddLikertQuestion;
}

const read = async (token: string, id: string) =>
  (await gql<{ outcomeset: OutcomeSet }>(GET, { id }, token)).data!.outcomeset;

/** A link token of a record of the questionnaire itself: the ids it carries are its own. */
async function ownLinkToken(token: string, questionnaireId: string): Promise<string> {
  const remote = await gql<{ AddRemoteMeeting: { JTI: string } }>(
    'mutation($b: String!, $q: String!) { AddRemoteMeeting(beneficiaryID: $b, outcomeSetID: $q) { JTI } }',
    { b: 'ben-1', q: questionnaireId },
    token,
  );
  const jwt = await gql<{ jwt: string }>(
    'query($j: String!) { jwt(jti: $j) }',
    { j: remote.data!.AddRemoteMeeting.JTI },
    'anonymous',
  );
  return jwt.data!.jwt;
}

async function expectWrongCallersRefused(
  team: Team,
  questionnaire: OutcomeSet,
  query: string,
  variables: Record<string, unknown>,
) {
  const callers: [string, string][] = [
    ...(await wrongCallersOf(team)),
    [
      "a link token of the questionnaire's own record",
      await ownLinkToken(team.owner.tokens.IdToken, questionnaire.id),
    ],
  ];
  for (const [name, caller] of callers) {
    // Act
    const response = await gql(query, variables, caller);

    // Assess
    const expected =
      {
        'a member of another organisation': 'questionnaire.notFound',
        'a removed member': 'auth.noOrganisation',
      }[name] ?? 'Unauthorized';
    expect(errorTypeOf(response), name).toBe(expected);
  }
  expect(await read(team.owner.tokens.IdToken, questionnaire.id)).toEqual(questionnaire);
}

describe('SetQuestionScoring', () => {
  it('sets lower-is-better and a reliability, then clears the reliability; higher is the default', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const questionID = questionnaire.questions[0]!.id;

    // Act
    const set = await gql<{ SetQuestionScoring: OutcomeSet }>(
      SCORING,
      { outcomeSetID: questionnaire.id, questionID, direction: 'lower', reliability: 0.85 },
      token,
    );
    const stored = await read(token, questionnaire.id);
    const cleared = await gql<{ SetQuestionScoring: OutcomeSet }>(
      SCORING,
      { outcomeSetID: questionnaire.id, questionID, direction: 'higher', reliability: null },
      token,
    );

    // Assess
    expect(questionnaire.questions[0]).toMatchObject({ direction: 'higher', reliability: null });
    expect(set.data?.SetQuestionScoring.questions[0]).toMatchObject({
      direction: 'lower',
      reliability: 0.85,
    });
    expect(stored.questions[0]).toMatchObject({
      direction: 'lower',
      reliability: 0.85,
      reliabilitySource: null,
    });
    expect(cleared.data?.SetQuestionScoring.questions[0]).toMatchObject({
      direction: 'higher',
      reliability: null,
    });
    expect((await read(token, questionnaire.id)).questions[0]).toMatchObject({
      direction: 'higher',
      reliability: null,
    });
  });

  it('refuses a reliability outside 0–1, an unknown direction and an unknown question, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const questionID = questionnaire.questions[0]!.id;
    const base = { outcomeSetID: questionnaire.id, questionID, direction: 'lower' };

    // Act
    const tooHigh = await gql(SCORING, { ...base, reliability: 1.2 }, token);
    const negative = await gql(SCORING, { ...base, reliability: -0.1 }, token);
    const badDirection = await gql(SCORING, { ...base, direction: 'sideways' }, token);
    const unknown = await gql(SCORING, { ...base, questionID: 'nope' }, token);

    // Assess
    expect(errorTypeOf(tooHigh)).toBe('input.invalid');
    expect(tooHigh.errors?.[0]?.errorInfo).toMatchObject({
      fieldErrors: { reliability: expect.any(String) },
    });
    expect(errorTypeOf(negative)).toBe('input.invalid');
    expect(badDirection.errors).toBeDefined();
    expect(errorTypeOf(unknown)).toBe('question.notFound');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses a read-only catalogue copy', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const imported = (await gql<{ importQuestionnaire: OutcomeSet }>(IMPORT, { id: ONS4 }, token)).data!
      .importQuestionnaire;

    // Act
    const response = await gql(
      SCORING,
      { outcomeSetID: imported.id, questionID: imported.questions[0]!.id, direction: 'lower' },
      token,
    );

    // Assess
    expect(errorTypeOf(response)).toBe('questionnaire.readOnly');
    expect(await read(token, imported.id)).toEqual(imported);
  });

  it('refuses every wrong caller, changing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const variables = {
      outcomeSetID: questionnaire.id,
      questionID: questionnaire.questions[0]!.id,
      direction: 'lower',
      reliability: 0.5,
    };

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, SCORING, variables);
  });
});

describe('SetCategoryReliability', () => {
  it('sets a reliability that EditCategory keeps, and clears it', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const categoryID = questionnaire.categories[0]!.id;

    // Act
    const set = await gql<{ SetCategoryReliability: OutcomeSet }>(
      RELIABILITY,
      { outcomeSetID: questionnaire.id, categoryID, reliability: 0.9 },
      token,
    );
    const edited = await gql<{ EditCategory: OutcomeSet }>(
      EDIT_CATEGORY,
      { outcomeSetID: questionnaire.id, categoryID },
      token,
    );
    const cleared = await gql<{ SetCategoryReliability: OutcomeSet }>(
      RELIABILITY,
      { outcomeSetID: questionnaire.id, categoryID },
      token,
    );

    // Assess
    expect(set.data?.SetCategoryReliability.categories[0]).toMatchObject({ reliability: 0.9 });
    expect(edited.data?.EditCategory.categories[0]).toMatchObject({ reliability: 0.9 });
    expect(cleared.data?.SetCategoryReliability.categories[0]).toMatchObject({ reliability: null });
    expect((await read(token, questionnaire.id)).categories[0]).toMatchObject({ reliability: null });
  });

  it('refuses a reliability over 1 and an unknown category, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const categoryID = questionnaire.categories[0]!.id;

    // Act
    const tooHigh = await gql(
      RELIABILITY,
      { outcomeSetID: questionnaire.id, categoryID, reliability: 2 },
      token,
    );
    const notANumber = await gql(
      RELIABILITY,
      { outcomeSetID: questionnaire.id, categoryID, reliability: 'high' },
      token,
    );
    const unknown = await gql(
      RELIABILITY,
      { outcomeSetID: questionnaire.id, categoryID: 'nope', reliability: 0.5 },
      token,
    );

    // Assess
    expect(errorTypeOf(tooHigh)).toBe('input.invalid');
    expect(notANumber.errors).toBeDefined();
    expect(errorTypeOf(unknown)).toBe('category.notFound');
    expect(await read(token, questionnaire.id)).toEqual(questionnaire);
  });

  it('refuses every wrong caller, changing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const variables = {
      outcomeSetID: questionnaire.id,
      categoryID: questionnaire.categories[0]!.id,
      reliability: 0.5,
    };

    // Act, Assess
    await expectWrongCallersRefused(team, questionnaire, RELIABILITY, variables);
  });
});

describe('catalogue knowledge', () => {
  it('PHQ-9 comes lower-is-better with its published α and source; ONS4 anxiety alone lower-is-better', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const phq9 = (await gql<{ importQuestionnaire: OutcomeSet }>(IMPORT, { id: PHQ9 }, token)).data!
      .importQuestionnaire;
    const ons4 = (await gql<{ importQuestionnaire: OutcomeSet }>(IMPORT, { id: ONS4 }, token)).data!
      .importQuestionnaire;

    // Assess
    expect(new Set(phq9.questions.map(({ direction }) => direction))).toEqual(new Set(['lower']));
    expect(phq9.categories[0]).toMatchObject({
      reliability: 0.89,
      reliabilitySource: expect.stringContaining('Kroenke'),
    });
    expect(ons4.questions.map(({ direction }) => direction)).toEqual(['higher', 'higher', 'higher', 'lower']);
  });
});
