import { describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { SET_ACTIVE } from './steps/people.ts';
import { aSignedUpUser } from './steps/sign-up.ts';
import { beneficiaryToken } from './steps/tokens.ts';

describe('self', () => {
  it("returns the caller's account", async () => {
    // Prepare
    const { account, tokens } = await aSignedUpUser();

    // Act
    const response = await gql<{ self: Record<string, unknown> }>(
      '{ self { id email profile { id name } settings { unsubscribed notifyOnRemote language } } }',
      {},
      tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.self).toMatchObject({ email: account.email, profile: { name: account.name } });
    expect(typeof response.data?.self.id).toBe('string');
  });
});

describe('organisation', () => {
  it('returns the active organisation with its users', async () => {
    // Prepare
    const { account, orgId, tokens } = await aSignedUpUser();

    // Act
    const response = await gql<{
      organisation: { id: string; name: string; users: Record<string, unknown>[] };
    }>(
      '{ organisation { id name don settings { beneficiaryTypeAhead } users { id name joined active } } }',
      {},
      tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.organisation).toMatchObject({ id: orgId, name: account.organisation });
    expect(response.data?.organisation.users).toEqual([
      expect.objectContaining({ name: account.name, active: true, joined: expect.stringMatching(/Z$/) }),
    ]);
  });
});

describe('organisations', () => {
  it("lists the caller's organisations", async () => {
    // Prepare
    const { account, orgId, tokens } = await aSignedUpUser();

    // Act
    const response = await gql<{ organisations: unknown[] }>(
      '{ organisations(limit: 10) { id name } }',
      {},
      tokens.IdToken,
    );

    // Assess
    expect(response.data?.organisations).toEqual([{ id: orgId, name: account.organisation }]);
  });

  it.each([
    ['zero', 0],
    ['a negative limit', -5],
  ])('refuses %s as limit', async (_case, limit) => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const response = await gql(
      'query($limit: Int) { organisations(limit: $limit) { id } }',
      { limit },
      tokens.IdToken,
    );

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { limit: 'tooSmall' } });
  });

  it('clamps a limit above 60 to 60 instead of refusing it', async () => {
    // Prepare
    const { account, orgId, tokens } = await aSignedUpUser();

    // Act
    const above = await gql<{ organisations: unknown[] }>(
      'query($limit: Int) { organisations(limit: $limit) { id name } }',
      { limit: 1_000 },
      tokens.IdToken,
    );

    // Assess
    expect(above.errors).toBeUndefined();
    expect(above.data?.organisations).toEqual([{ id: orgId, name: account.organisation }]);
  });
});

describe('SetActiveOrganisation', () => {
  it("accepts one of the caller's organisations", async () => {
    // Prepare
    const { orgId, tokens } = await aSignedUpUser();

    // Act
    const response = await gql<{ SetActiveOrganisation: boolean }>(
      SET_ACTIVE,
      { orgID: orgId },
      tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.SetActiveOrganisation).toBe(true);
  });

  it("refuses another organisation's id and keeps the active organisation", async () => {
    // Prepare
    const caller = await aSignedUpUser();
    const other = await aSignedUpUser();

    // Act
    const response = await gql(SET_ACTIVE, { orgID: other.orgId }, caller.tokens.IdToken);

    // Assess
    expect(errorTypeOf(response)).toBe('organisation.notMember');
    const after = await gql<{ organisation: { id: string } }>(
      '{ organisation { id } }',
      {},
      caller.tokens.IdToken,
    );
    expect(after.data?.organisation.id).toBe(caller.orgId);
  });

  it.each([
    ['a blank id', '  ', 'required'],
    ['an id over 100 characters', 'x'.repeat(101), 'tooLong'],
  ])('refuses %s and keeps the active organisation', async (_case, orgID, fieldError) => {
    // Prepare
    const { orgId, tokens } = await aSignedUpUser();

    // Act
    const response = await gql(SET_ACTIVE, { orgID }, tokens.IdToken);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { orgID: fieldError } });
    const after = await gql<{ organisation: { id: string } }>('{ organisation { id } }', {}, tokens.IdToken);
    expect(after.data?.organisation.id).toBe(orgId);
  });

  it('refuses an anonymous caller', async () => {
    // Prepare
    const { orgId } = await aSignedUpUser();

    // Act
    const response = await gql(SET_ACTIVE, { orgID: orgId }, 'anonymous');

    // Assess
    expect(errorTypeOf(response)).toBe('Unauthorized');
    expect(response.data).toBeNull();
  });

  it('refuses a beneficiary link token', async () => {
    // Prepare
    const { orgId } = await aSignedUpUser();
    const token = await beneficiaryToken(orgId);

    // Act
    const response = await gql(SET_ACTIVE, { orgID: orgId }, token);

    // Assess
    expect(response.status).toBe(200);
    expect(errorTypeOf(response)).toBe('Unauthorized');
  });
});
