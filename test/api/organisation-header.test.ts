import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_HEADER } from '../../functions/src/core/auth-context.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import {
  ACCEPT_INVITE,
  SET_ACTIVE,
  aRemovedMember,
  aTeam,
  anInvite,
  userIdOf,
  type Team,
} from './steps/people.ts';
import { ADD_ORG, aNewAccount, aSignedUpUser } from './steps/sign-up.ts';
import { organisationSnapshot } from './steps/table.ts';
import { beneficiaryToken } from './steps/tokens.ts';

/** The organisation the SPA's page shows (docs/api-errors.md, `auth.organisationChanged`). */
const shows = (orgId: string) => ({ [ORGANISATION_HEADER]: orgId });

const ACTIVE_ORG = '{ organisation { id } }';
const EDIT_TAGS = `mutation Tags($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id tags } }`;
const BENEFICIARY = 'query Ben($id: String!) { beneficiary(id: $id) { id tags } }';

/** A user who belongs to two organisations, `shown` active (as when a page was loaded) and `other` not. */
type TwoOrganisations = { token: string; userId: string; shown: string; other: string };

async function aUserOfTwoOrganisations(): Promise<TwoOrganisations> {
  const user = await aSignedUpUser();
  const team = await aTeam(1);
  const joined = await gql(
    ACCEPT_INVITE,
    { invite: await anInvite(team.owner.tokens.IdToken) },
    user.tokens.IdToken,
  );
  if (joined.errors) throw new Error(`accept failed: ${JSON.stringify(joined.errors)}`);
  const back = await gql(SET_ACTIVE, { orgID: user.orgId }, user.tokens.IdToken);
  if (back.errors) throw new Error(`switch failed: ${JSON.stringify(back.errors)}`);
  return { token: user.tokens.IdToken, userId: userIdOf(user.tokens), shown: user.orgId, other: team.orgId };
}

/** Another tab or device of the same user switches to the other organisation. */
async function switchedElsewhere({ token, other }: TwoOrganisations): Promise<void> {
  const response = await gql(SET_ACTIVE, { orgID: other }, token);
  if (response.errors) throw new Error(`switch failed: ${JSON.stringify(response.errors)}`);
}

const snapshots = (user: TwoOrganisations) =>
  Promise.all([
    organisationSnapshot(user.shown, [user.userId]),
    organisationSnapshot(user.other, [user.userId]),
  ]);

describe('the organisation the page shows (x-ripple-organisation)', () => {
  it('lets a request act in the active organisation when the page shows it', async () => {
    // Prepare
    const user = await aUserOfTwoOrganisations();

    // Act
    const response = await gql<{ EditBeneficiaryTags: { tags: string[] } }>(
      EDIT_TAGS,
      { id: 'ben-1', tags: ['North'] },
      user.token,
      shows(user.shown),
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.EditBeneficiaryTags.tags).toEqual(['North']);
    const read = await gql<{ beneficiary: { tags: string[] } }>(BENEFICIARY, { id: 'ben-1' }, user.token);
    expect(read.data?.beneficiary.tags).toEqual(['North']);
  });

  it('acts in the active organisation as before when no header is sent', async () => {
    // Prepare
    const user = await aUserOfTwoOrganisations();
    await switchedElsewhere(user);

    // Act
    const response = await gql<{ organisation: { id: string } }>(ACTIVE_ORG, {}, user.token);

    // Assess
    expect(response.data?.organisation.id).toBe(user.other);
  });

  it.each([
    ['EditBeneficiaryTags', EDIT_TAGS, { id: 'ben-1', tags: ['North'] }],
    [
      'AddOutcomeSet',
      'mutation($name: String!) { AddOutcomeSet(name: $name) { id } }',
      { name: 'Wellbeing' },
    ],
    ['GetInviteLink', 'mutation { GetInviteLink }', {}],
    ['UpdateOrgSetting', 'mutation { UpdateOrgSetting(beneficiaryTypeAhead: false) { id } }', {}],
    ['organisation', ACTIVE_ORG, {}],
  ])(
    'refuses %s with auth.organisationChanged once another tab switched, writing nothing anywhere',
    async (_field, query, variables) => {
      // Prepare
      const user = await aUserOfTwoOrganisations();
      await switchedElsewhere(user);
      const before = await snapshots(user);

      // Act
      const response = await gql(query, variables, user.token, shows(user.shown));

      // Assess
      expect(errorTypeOf(response)).toBe('auth.organisationChanged');
      expect(response.data ?? null).toBeNull();
      expect(await snapshots(user)).toEqual(before);
    },
  );

  it('never refuses the calls that do not act in the active organisation', async () => {
    // Prepare
    const user = await aUserOfTwoOrganisations();
    await switchedElsewhere(user);
    const stale = shows(user.shown);

    // Act
    const self = await gql('{ self { id } }', {}, user.token, stale);
    const organisations = await gql<{ organisations: { id: string }[] }>(
      '{ organisations { id } }',
      {},
      user.token,
      stale,
    );
    const updateSelf = await gql(
      'mutation { UpdateSelf(notifyOnRemote: true) { id } }',
      {},
      user.token,
      stale,
    );
    const signUp = await gql(ADD_ORG, { ...aNewAccount() }, 'anonymous', stale);
    const switchBack = await gql(SET_ACTIVE, { orgID: user.shown }, user.token, shows(user.other));

    // Assess
    for (const response of [self, organisations, updateSelf, signUp, switchBack])
      expect(response.errors).toBeUndefined();
    expect(organisations.data?.organisations.map(({ id }) => id).sort()).toEqual(
      [user.shown, user.other].sort(),
    );
    const active = await gql<{ organisation: { id: string } }>(ACTIVE_ORG, {}, user.token, stale);
    expect(active.data?.organisation.id).toBe(user.shown);
  });

  describe('wrong callers', () => {
    let team: Team;
    beforeAll(async () => {
      team = await aTeam(1);
    });

    it('refuses a member of another organisation naming this one, writing nothing in either', async () => {
      // Prepare
      const other = await aSignedUpUser();
      const before = await Promise.all([organisationSnapshot(team.orgId), organisationSnapshot(other.orgId)]);

      // Act
      const response = await gql(
        EDIT_TAGS,
        { id: 'ben-1', tags: ['x'] },
        other.tokens.IdToken,
        shows(team.orgId),
      );

      // Assess
      expect(errorTypeOf(response)).toBe('auth.organisationChanged');
      expect(
        await Promise.all([organisationSnapshot(team.orgId), organisationSnapshot(other.orgId)]),
      ).toEqual(before);
    });

    it('still refuses a removed member whose page shows the organisation', async () => {
      // Prepare
      const removed = await aRemovedMember(team);
      const before = await organisationSnapshot(team.orgId);

      // Act
      const response = await gql(
        EDIT_TAGS,
        { id: 'ben-1', tags: ['x'] },
        removed.tokens.IdToken,
        shows(team.orgId),
      );

      // Assess
      expect(errorTypeOf(response)).toBe('auth.noOrganisation');
      expect(await organisationSnapshot(team.orgId)).toEqual(before);
    });

    it.each([
      ['a beneficiary', async () => beneficiaryToken(team.orgId)],
      ['the anonymous caller', async () => 'anonymous'],
    ])('gives %s nothing more by sending the header', async (_case, tokenOf) => {
      // Prepare
      const before = await organisationSnapshot(team.orgId);

      // Act
      const response = await gql(EDIT_TAGS, { id: 'ben-1', tags: ['x'] }, await tokenOf(), shows(team.orgId));

      // Assess
      expect(errorTypeOf(response)).toBe('Unauthorized');
      expect(await organisationSnapshot(team.orgId)).toEqual(before);
    });
  });
});
