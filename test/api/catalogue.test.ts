import { describe, expect, it } from 'vitest';

import { ONS4_CATALOGUE_ID } from '../../functions/src/domains/catalogue/data/ons4.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf } from './steps/people.ts';

const OUTCOME_SET = `id name description readOnly categories { id name aggregation }
  questions { __typename id question short ... on LikertScale { leftValue rightValue leftLabel rightLabel } }`;
const CATALOGUE = `query Catalogue($source: String!) {
  outcomesetCatalogue(source: $source) { license attribution outcomeset { ${OUTCOME_SET} } }
}`;
const ENTRY = `query Entry($id: String!, $source: String!) {
  catalogueQuestionnaire(id: $id, source: $source) { license attribution outcomeset { ${OUTCOME_SET} } }
}`;
const IMPORT = `mutation Import($source: String!, $id: String!) { ImportOutcomeSet(source: $source, id: $id) { ${OUTCOME_SET} } }`;
const IMPORT_ALIAS = `mutation Import($id: String!) { importQuestionnaire(id: $id) { id name readOnly } }`;
const LIST = '{ outcomesets { id name readOnly } }';
const EDIT = `mutation Edit($outcomeSetID: ID!, $name: String!) { EditOutcomeSet(outcomeSetID: $outcomeSetID, name: $name) { id } }`;
const DELETE = 'mutation Delete($outcomeSetID: ID!) { DeleteOutcomeSet(outcomeSetID: $outcomeSetID) }';
const ADD_QUESTION = `mutation Q($outcomeSetID: ID!) { AddLikertQuestion(outcomeSetID: $outcomeSetID, question: "Q", maxValue: 5) { id } }`;

type Entry = {
  license: string;
  attribution: string;
  outcomeset: { id: string; name: string; readOnly: boolean; questions: Record<string, unknown>[] };
};

describe('outcomesetCatalogue and catalogueQuestionnaire', () => {
  it('lists the catalogue with licences, ONS4 first under its fixed id, and reads one entry', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const list = await gql<{ outcomesetCatalogue: Entry[] }>(CATALOGUE, { source: 'softoutcomes' }, token);
    const entry = await gql<{ catalogueQuestionnaire: Entry }>(
      ENTRY,
      { id: ONS4_CATALOGUE_ID, source: 'softoutcomes' },
      token,
    );

    // Assess
    expect(list.errors).toBeUndefined();
    const entries = list.data!.outcomesetCatalogue;
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const each of entries) {
      expect(each.license).not.toBe('');
      expect(each.attribution).not.toBe('');
      expect(each.outcomeset.readOnly).toBe(true);
    }
    expect(entries[0]?.outcomeset.id).toBe(ONS4_CATALOGUE_ID);
    expect(entry.data?.catalogueQuestionnaire).toEqual(entries[0]);
    expect(entry.data?.catalogueQuestionnaire.outcomeset.questions).toHaveLength(4);
    expect(entry.data?.catalogueQuestionnaire.outcomeset.questions[0]).toMatchObject({
      __typename: 'LikertScale',
      leftValue: 0,
      rightValue: 10,
    });
    expect(entry.data?.catalogueQuestionnaire.attribution).toContain('Office for National Statistics');
  });

  it('refuses an unknown source and an unknown id', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const source = await gql(CATALOGUE, { source: 'elsewhere' }, token);
    const id = await gql(ENTRY, { id: 'nope', source: 'softoutcomes' }, token);

    // Assess
    expect(errorTypeOf(source)).toBe('catalogue.unknownSource');
    expect(errorTypeOf(id)).toBe('catalogue.notFound');
  });

  it('refuses a beneficiary and the anonymous caller', async () => {
    // Prepare
    const team = await aTeam(1);

    for (const [name, token] of (await wrongCallersOf(team)).slice(2)) {
      // Act
      const response = await gql(CATALOGUE, { source: 'softoutcomes' }, token);

      // Assess
      expect(errorTypeOf(response), name).toBe('Unauthorized');
    }
  });
});

describe('ImportOutcomeSet and importQuestionnaire', () => {
  it('copies a catalogue questionnaire into the organisation, read-only; twice is a name in use', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const imported = await gql<{ ImportOutcomeSet: Entry['outcomeset'] }>(
      IMPORT,
      { source: 'softoutcomes', id: ONS4_CATALOGUE_ID },
      token,
    );
    const again = await gql(IMPORT_ALIAS, { id: ONS4_CATALOGUE_ID }, token);

    // Assess
    expect(imported.errors).toBeUndefined();
    const copy = imported.data!.ImportOutcomeSet;
    expect(copy.id).not.toBe(ONS4_CATALOGUE_ID);
    expect(copy).toMatchObject({ name: 'ONS Wellbeing', readOnly: true });
    expect(copy.questions).toHaveLength(4);
    expect(errorTypeOf(again)).toBe('questionnaire.nameInUse');
    const list = await gql<{ outcomesets: unknown[] }>(LIST, {}, token);
    expect(list.data?.outcomesets).toEqual([{ id: copy.id, name: 'ONS Wellbeing', readOnly: true }]);
  });

  it('imports through importQuestionnaire and refuses every edit of the copy', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const catalogue = await gql<{ outcomesetCatalogue: Entry[] }>(
      CATALOGUE,
      { source: 'softoutcomes' },
      token,
    );
    const phq = catalogue.data!.outcomesetCatalogue.find(({ outcomeset }) => outcomeset.name === 'PHQ-9')!;
    const imported = await gql<{ importQuestionnaire: { id: string; name: string } }>(
      IMPORT_ALIAS,
      { id: phq.outcomeset.id },
      token,
    );
    const outcomeSetID = imported.data!.importQuestionnaire.id;

    // Act
    const edit = await gql(EDIT, { outcomeSetID, name: 'Mine now' }, token);
    const question = await gql(ADD_QUESTION, { outcomeSetID }, token);
    const remove = await gql(DELETE, { outcomeSetID }, token);

    // Assess
    expect(errorTypeOf(edit)).toBe('questionnaire.readOnly');
    expect(errorTypeOf(question)).toBe('questionnaire.readOnly');
    expect(errorTypeOf(remove)).toBe('questionnaire.readOnly');
    const list = await gql<{ outcomesets: { name: string }[] }>(LIST, {}, token);
    expect(list.data?.outcomesets.map(({ name }) => name)).toEqual(['PHQ-9']);
  });

  it('refuses an unknown source or id and every wrong caller, writing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const source = await gql(IMPORT, { source: 'elsewhere', id: ONS4_CATALOGUE_ID }, token);
    const id = await gql(IMPORT, { source: 'softoutcomes', id: 'nope' }, token);
    const callers = await wrongCallersOf(team);
    const refused = await Promise.all(
      callers.map(
        async ([name, caller]) => [name, await gql(IMPORT_ALIAS, { id: ONS4_CATALOGUE_ID }, caller)] as const,
      ),
    );

    // Assess
    expect(errorTypeOf(source)).toBe('catalogue.unknownSource');
    expect(errorTypeOf(id)).toBe('catalogue.notFound');
    for (const [name, response] of refused) {
      if (name === 'a member of another organisation') expect(response.errors, name).toBeUndefined();
      else
        expect(errorTypeOf(response), name).toBe(
          name === 'a removed member' ? 'auth.noOrganisation' : 'Unauthorized',
        );
    }
    expect((await gql<{ outcomesets: unknown[] }>(LIST, {}, token)).data?.outcomesets).toEqual([]);
  });
});
