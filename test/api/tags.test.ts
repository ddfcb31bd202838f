import { describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf } from './steps/people.ts';

const EDIT_TAGS =
  'mutation Edit($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }';
const TAGS = '{ tags }';
const SUGGEST = 'query Suggest($beneficiary: String!) { suggestTags(beneficiary: $beneficiary) }';
const SUGGEST_Q =
  'query SuggestQ($questionnaire: String!) { suggestQuestionnaireTags(questionnaire: $questionnaire) }';

const expectedRefusal: Record<string, string> = {
  'a removed member': 'auth.noOrganisation',
  'a beneficiary': 'Unauthorized',
  'the anonymous caller': 'Unauthorized',
};

/** Given an organisation whose beneficiaries carry some tags. */
async function aTaggedTeam() {
  const team = await aTeam(1);
  const token = team.owner.tokens.IdToken;
  await gql(EDIT_TAGS, { id: 'ben-a', tags: ['zeta', 'north'] }, token);
  await gql(EDIT_TAGS, { id: 'ben-b', tags: ['Alpha', 'beta'] }, token);
  return { team, token };
}

describe('tags', () => {
  it("returns the organisation's tags, sorted", async () => {
    // Prepare
    const { token } = await aTaggedTeam();

    // Act
    const response = await gql<{ tags: string[] }>(TAGS, {}, token);

    // Assess
    expect(response.data?.tags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });
});

describe('suggestTags', () => {
  it("offers the beneficiary's tags first, then the organisation's", async () => {
    // Prepare
    const { token } = await aTaggedTeam();

    // Act
    const known = await gql<{ suggestTags: string[] }>(SUGGEST, { beneficiary: 'ben-a' }, token);
    const unknown = await gql<{ suggestTags: string[] }>(SUGGEST, { beneficiary: 'new-ben' }, token);

    // Assess
    expect(known.data?.suggestTags).toEqual(['zeta', 'north', 'Alpha', 'beta']);
    expect(unknown.data?.suggestTags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });

  it('refuses an empty beneficiary', async () => {
    // Prepare
    const { token } = await aTaggedTeam();

    // Act
    const response = await gql(SUGGEST, { beneficiary: '' }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
  });
});

describe('suggestQuestionnaireTags', () => {
  it("offers the organisation's tags until records exist", async () => {
    // Prepare
    const { token } = await aTaggedTeam();

    // Act
    const response = await gql<{ suggestQuestionnaireTags: string[] }>(
      SUGGEST_Q,
      { questionnaire: 'q-1' },
      token,
    );

    // Assess
    expect(response.data?.suggestQuestionnaireTags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });

  it('refuses an empty questionnaire', async () => {
    // Prepare
    const { token } = await aTaggedTeam();

    // Act
    const response = await gql(SUGGEST_Q, { questionnaire: ' ' }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
  });
});

describe('tag queries and wrong callers', () => {
  it('show no tag of the organisation to any wrong caller', async () => {
    // Prepare
    const { team } = await aTaggedTeam();
    const callers = await wrongCallersOf(team);

    for (const [name, token] of callers) {
      // Act
      const responses = [
        await gql<{ tags: string[] }>(TAGS, {}, token),
        await gql<{ suggestTags: string[] }>(SUGGEST, { beneficiary: 'ben-a' }, token),
        await gql<{ suggestQuestionnaireTags: string[] }>(SUGGEST_Q, { questionnaire: 'q-1' }, token),
      ];

      // Assess
      for (const response of responses) {
        if (name === 'a member of another organisation') {
          expect(Object.values(response.data ?? {})[0], name).toEqual([]);
        } else {
          expect(errorTypeOf(response), name).toBe(expectedRefusal[name]);
          expect(response.data ?? null, name).toBeNull();
        }
      }
    }
  });
});
