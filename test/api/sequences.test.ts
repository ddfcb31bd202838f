import { describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';

const SEQUENCE = 'id name description destination questionnaires { id name } requiredTags { label options }';
const NEW = `mutation New($name: String!, $description: String, $destination: String, $questionnaires: [String]!) {
  NewSequence(name: $name, description: $description, destination: $destination, questionnaires: $questionnaires) {
    ${SEQUENCE}
  }
}`;
const EDIT = `mutation Edit($id: String!, $name: String!, $description: String, $destination: String,
  $questionnaires: [String]!) {
  EditSequence(id: $id, name: $name, description: $description, destination: $destination,
    questionnaires: $questionnaires) { ${SEQUENCE} }
}`;
const DELETE = 'mutation Delete($id: String!) { DeleteSequence(id: $id) }';
const GET = `query Get($id: String!) { sequence(id: $id) { ${SEQUENCE} } }`;
const LIST = `{ sequences { ${SEQUENCE} } }`;
const START = `mutation Start($beneficiaryID: String!, $sequenceID: String!, $tags: [String]) {
  StartSequence(beneficiaryID: $beneficiaryID, sequenceID: $sequenceID, tags: $tags) { meetings { id } }
}`;
const ADD_QUESTIONNAIRE = 'mutation Add($name: String!) { AddOutcomeSet(name: $name) { id name } }';
const TAGS = `mutation Tags($outcomeSetID: ID!, $name: String!, $requiredTags: [RequiredTagInput]) {
  EditOutcomeSet(outcomeSetID: $outcomeSetID, name: $name, requiredTags: $requiredTags) { id }
}`;

type Sequence = { id: string; name: string; questionnaires: { id: string; name: string }[] } & Record<
  string,
  unknown
>;

const unique = () => Math.random().toString(36).slice(2, 8);

async function aQuestionnaire(token: string, requiredTags?: { label: string; options: string[] }[]) {
  const name = `Questionnaire ${unique()}`;
  const response = await gql<{ AddOutcomeSet: { id: string; name: string } }>(
    ADD_QUESTIONNAIRE,
    { name },
    token,
  );
  const created = response.data!.AddOutcomeSet;
  if (requiredTags) await gql(TAGS, { outcomeSetID: created.id, name, requiredTags }, token);
  return created;
}

async function aSequence(token: string, questionnaires: string[], name = `Sequence ${unique()}`) {
  const response = await gql<{ NewSequence: Sequence }>(NEW, { name, questionnaires }, token);
  if (!response.data?.NewSequence) throw new Error(`NewSequence failed: ${JSON.stringify(response.errors)}`);
  return response.data.NewSequence;
}

const listOf = async (token: string) =>
  (await gql<{ sequences: Sequence[] }>(LIST, {}, token)).data?.sequences;

async function expectWrongCallersRefused(team: Team, query: string, variables: Record<string, unknown>) {
  const before = await listOf(team.owner.tokens.IdToken);
  for (const [name, token] of await wrongCallersOf(team)) {
    // Act
    const response = await gql(query, variables, token);

    // Assess
    const expected = {
      'a member of another organisation': query === NEW ? 'questionnaire.notFound' : 'sequence.notFound',
      'a removed member': 'auth.noOrganisation',
      'a beneficiary': 'Unauthorized',
      'the anonymous caller': 'Unauthorized',
    }[name];
    expect(errorTypeOf(response), name).toBe(expected);
  }
  expect(await listOf(team.owner.tokens.IdToken)).toEqual(before);
}

describe('NewSequence, sequence and sequences', () => {
  it('creates a sequence whose required tags offer what every questionnaire with the label accepts', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const first = await aQuestionnaire(token, [{ label: 'Site', options: ['North', 'South'] }]);
    const second = await aQuestionnaire(token, [
      { label: 'site', options: ['South', 'East'] },
      { label: 'Group', options: ['A'] },
    ]);

    // Act
    const response = await gql<{ NewSequence: Sequence }>(
      NEW,
      {
        name: 'Intake',
        description: 'First visit',
        destination: 'https://example.org/thanks',
        questionnaires: [first.id, null, second.id],
      },
      token,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    const created = response.data!.NewSequence;
    expect(created).toMatchObject({
      name: 'Intake',
      description: 'First visit',
      destination: 'https://example.org/thanks',
      questionnaires: [first, second],
      requiredTags: [
        { label: 'Site', options: ['South'] },
        { label: 'Group', options: ['A'] },
      ],
    });
    expect((await gql<{ sequence: Sequence }>(GET, { id: created.id }, token)).data?.sequence).toEqual(
      created,
    );
    expect(await listOf(token)).toEqual([created]);
  });

  it('starts a sequence with the options it offers, and refuses one that a questionnaire does not accept', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const first = await aQuestionnaire(token, [{ label: 'Site', options: ['North', 'South'] }]);
    const second = await aQuestionnaire(token, [{ label: 'site', options: ['South'] }]);
    const sequence = await aSequence(token, [first.id, second.id]);
    const start = (tags: string[]) =>
      gql(START, { beneficiaryID: `ben-${unique()}`, sequenceID: sequence.id, tags }, token);

    // Act
    const offered = await start(['South']);
    const notOffered = await start(['North']);

    // Assess
    expect(sequence.requiredTags).toEqual([{ label: 'Site', options: ['South'] }]);
    expect(offered.errors).toBeUndefined();
    expect(errorTypeOf(notOffered)).toBe('meeting.requiredTags');
  });

  it('offers no option for a label whose questionnaires share none', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const north = await aQuestionnaire(token, [{ label: 'Site', options: ['North'] }]);
    const south = await aQuestionnaire(token, [{ label: 'Site', options: ['South'] }]);

    // Act
    const sequence = await aSequence(token, [north.id, south.id]);

    // Assess
    expect(sequence.requiredTags).toEqual([{ label: 'Site', options: [] }]);
  });

  it('treats an empty destination as absent', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);

    // Act
    const response = await gql<{ NewSequence: Sequence }>(
      NEW,
      { name: 'No destination', destination: '', questionnaires: [questionnaire.id] },
      token,
    );

    // Assess
    expect(response.data?.NewSequence.destination).toBeNull();
  });

  it('refuses a blank name, no questionnaire, a bad destination, an unknown questionnaire, a name in use', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const existing = await aSequence(token, [questionnaire.id], 'Taken');
    const ok = { name: 'Fine', questionnaires: [questionnaire.id] };

    // Act
    const blank = await gql(NEW, { ...ok, name: ' ' }, token);
    const none = await gql(NEW, { ...ok, questionnaires: [null, ''] }, token);
    const ftp = await gql(NEW, { ...ok, destination: 'ftp://example.org' }, token);
    const notUrl = await gql(NEW, { ...ok, destination: 'not a web address' }, token);
    const unknown = await gql(NEW, { ...ok, questionnaires: ['nope'] }, token);
    const taken = await gql(NEW, { ...ok, name: 'TAKEN' }, token);

    // Assess
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { name: 'required' } });
    expect(none.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { questionnaires: 'required' } });
    expect(ftp.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { destination: 'invalid' } });
    expect(notUrl.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { destination: 'invalid' } });
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
    expect(errorTypeOf(taken)).toBe('sequence.nameInUse');
    expect(await listOf(token)).toEqual([existing]);
  });

  it('lets exactly one of 10 concurrent requests with the same name succeed', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);

    // Act
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => gql(NEW, { name: 'Race', questionnaires: [questionnaire.id] }, token)),
    );

    // Assess
    expect(responses.filter(({ errors }) => !errors)).toHaveLength(1);
    expect(await listOf(token)).toHaveLength(1);
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const sequence = await aSequence(team.owner.tokens.IdToken, [questionnaire.id]);

    // Act, Assess
    await expectWrongCallersRefused(team, NEW, { name: 'Intruder', questionnaires: [questionnaire.id] });
    await expectWrongCallersRefused(team, GET, { id: sequence.id });
  });
});

describe('EditSequence', () => {
  it('replaces the fields and moves the name', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const first = await aQuestionnaire(token);
    const second = await aQuestionnaire(token);
    const sequence = await aSequence(token, [first.id], 'Before');

    // Act
    const response = await gql<{ EditSequence: Sequence }>(
      EDIT,
      {
        id: sequence.id,
        name: 'After',
        destination: 'http://example.org',
        questionnaires: [second.id, first.id],
      },
      token,
    );
    const reuse = await gql(NEW, { name: 'before', questionnaires: [first.id] }, token);

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.EditSequence).toMatchObject({
      id: sequence.id,
      name: 'After',
      destination: 'http://example.org',
      questionnaires: [second, first],
    });
    expect((await gql<{ sequence: Sequence }>(GET, { id: sequence.id }, token)).data?.sequence).toEqual(
      response.data?.EditSequence,
    );
    expect(reuse.errors).toBeUndefined();
  });

  it('refuses bad input, a name in use and an unknown id, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const sequence = await aSequence(token, [questionnaire.id]);
    const other = await aSequence(token, [questionnaire.id]);
    const ok = { id: sequence.id, name: sequence.name, questionnaires: [questionnaire.id] };

    // Act
    const none = await gql(EDIT, { ...ok, questionnaires: [] }, token);
    const bad = await gql(EDIT, { ...ok, destination: 'javascript:alert(1)' }, token);
    const taken = await gql(EDIT, { ...ok, name: other.name }, token);
    const unknown = await gql(EDIT, { ...ok, id: 'nope' }, token);

    // Assess
    expect(none.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { questionnaires: 'required' } });
    expect(bad.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { destination: 'invalid' } });
    expect(errorTypeOf(taken)).toBe('sequence.nameInUse');
    expect(errorTypeOf(unknown)).toBe('sequence.notFound');
    expect((await gql<{ sequence: Sequence }>(GET, { id: sequence.id }, token)).data?.sequence).toEqual(
      sequence,
    );
  });

  it('refuses every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const sequence = await aSequence(team.owner.tokens.IdToken, [questionnaire.id]);

    // Act, Assess
    await expectWrongCallersRefused(team, EDIT, {
      id: sequence.id,
      name: 'Hijacked',
      questionnaires: [questionnaire.id],
    });
  });
});

describe('DeleteSequence', () => {
  it('deletes the sequence and frees its name', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const sequence = await aSequence(token, [questionnaire.id], 'Gone');

    // Act
    const response = await gql<{ DeleteSequence: boolean }>(DELETE, { id: sequence.id }, token);

    // Assess
    expect(response.data?.DeleteSequence).toBe(true);
    expect(errorTypeOf(await gql(GET, { id: sequence.id }, token))).toBe('sequence.notFound');
    expect(
      (await gql(NEW, { name: 'gone', questionnaires: [questionnaire.id] }, token)).errors,
    ).toBeUndefined();
  });

  it('refuses an unknown id and every wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const sequence = await aSequence(team.owner.tokens.IdToken, [questionnaire.id]);

    // Act
    const unknown = await gql(DELETE, { id: 'nope' }, team.owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(unknown)).toBe('sequence.notFound');
    await expectWrongCallersRefused(team, DELETE, { id: sequence.id });
  });
});
