import { describe, expect, it } from 'vitest';

import {
  anonymousIdentity,
  beneficiaryIdentity,
  staffIdentity,
} from '../../../test/fixtures/appsync-events.ts';

import { AppError } from './app-error.ts';
import {
  callerFromIdentity,
  contextFrom,
  requireAnonymous,
  requireBeneficiary,
  requireStaff,
} from './auth-context.ts';

describe('callerFromIdentity', () => {
  it('turns a Cognito ID-token identity into a staff caller', () => {
    // Prepare
    const identity = staffIdentity({ sub: 'user-1', email: 'a@example.org', name: 'Ann' });
    // Act
    const caller = callerFromIdentity(identity);
    // Assess
    expect(caller).toEqual({ kind: 'staff', userId: 'user-1', email: 'a@example.org', name: 'Ann' });
  });

  it("keeps the ID token's Cognito groups, so an operator is known by the operators group", () => {
    // Prepare
    const base = staffIdentity({ sub: 'user-1' }) as { claims: Record<string, unknown> };
    const grouped = { ...base, claims: { ...base.claims, 'cognito:groups': ['operators'] } };
    const malformed = { ...base, claims: { ...base.claims, 'cognito:groups': 'operators' } };
    // Act
    const operator = callerFromIdentity(grouped as never);
    const other = callerFromIdentity(malformed as never);
    // Assess
    expect(operator).toMatchObject({ kind: 'staff', userId: 'user-1', groups: ['operators'] });
    expect(other).not.toHaveProperty('groups');
  });

  it('turns the authorizer resolverContext into a beneficiary caller with its sequence parsed', () => {
    // Prepare
    const identity = beneficiaryIdentity({
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: ['r1', 'r2'],
      jti: 'j1',
    });
    // Act
    const caller = callerFromIdentity(identity);
    // Assess
    expect(caller).toEqual({
      kind: 'beneficiary',
      orgId: 'org-1',
      beneficiaryId: 'ben-1',
      sequence: ['r1', 'r2'],
      jti: 'j1',
    });
  });

  it('recognises the anonymous caller', () => {
    // Prepare
    const identity = anonymousIdentity();
    // Act
    const caller = callerFromIdentity(identity);
    // Assess
    expect(caller).toEqual({ kind: 'anonymous' });
  });

  it.each([
    ['no identity', null],
    ['an unknown resolverContext kind', { resolverContext: { kind: 'admin' } }],
    [
      'a sequence that is not JSON',
      { resolverContext: { kind: 'beneficiary', orgId: 'o', beneficiaryId: 'b', sequence: 'x', jti: 'j' } },
    ],
  ])('refuses %s as auth.unauthenticated', (_case, identity) => {
    // Prepare
    const read = () => callerFromIdentity(identity);
    // Act
    // Assess
    expect(read).toThrow(expect.objectContaining({ code: 'auth.unauthenticated' }));
  });
});

describe('contextFrom', () => {
  const withHeaders = (identity: ReturnType<typeof staffIdentity>, headers: Record<string, string>) => ({
    identity,
    request: { headers },
  });

  it('gives a staff caller the organisation its page shows, whatever the header name’s case', () => {
    // Act
    const lower = contextFrom(
      withHeaders(staffIdentity({ sub: 'u1' }), { 'x-ripple-organisation': 'org-1' }),
    );
    const mixed = contextFrom(
      withHeaders(staffIdentity({ sub: 'u1' }), { 'X-Ripple-Organisation': ' org-1 ' }),
    );
    // Assess
    expect(lower.caller).toMatchObject({ kind: 'staff', userId: 'u1', shownOrgId: 'org-1' });
    expect(mixed.caller).toMatchObject({ shownOrgId: 'org-1' });
  });

  it('names the Mutation field being resolved on every kind of caller, and nothing for a query', () => {
    // Act
    const write = contextFrom({
      identity: staffIdentity(),
      info: { parentTypeName: 'Mutation', fieldName: 'AddMeeting' },
    });
    const answer = contextFrom({
      identity: beneficiaryIdentity(),
      info: { parentTypeName: 'Mutation', fieldName: 'AddLikertAnswer' },
    });
    const read = contextFrom({
      identity: staffIdentity(),
      info: { parentTypeName: 'Query', fieldName: 'tags' },
    });
    // Assess
    expect(write.caller).toMatchObject({ kind: 'staff', mutation: 'AddMeeting' });
    expect(answer.caller).toMatchObject({ kind: 'beneficiary', mutation: 'AddLikertAnswer' });
    expect(read.caller).not.toHaveProperty('mutation');
  });

  it('leaves it out when the header is missing or blank', () => {
    // Act
    const missing = contextFrom({ identity: staffIdentity(), request: { headers: {} } });
    const blank = contextFrom(withHeaders(staffIdentity(), { 'x-ripple-organisation': '  ' }));
    const noRequest = contextFrom({ identity: staffIdentity() });
    // Assess
    for (const ctx of [missing, blank, noRequest]) expect(ctx.caller).not.toHaveProperty('shownOrgId');
  });

  it('ignores the header for a beneficiary and the anonymous caller, whose organisation it never names', () => {
    // Act
    const beneficiary = contextFrom(
      withHeaders(beneficiaryIdentity({ orgId: 'org-1' }), { 'x-ripple-organisation': 'org-2' }),
    );
    const anonymous = contextFrom(withHeaders(anonymousIdentity(), { 'x-ripple-organisation': 'org-2' }));
    // Assess
    expect(beneficiary.caller).toMatchObject({ kind: 'beneficiary', orgId: 'org-1' });
    expect(beneficiary.caller).not.toHaveProperty('shownOrgId');
    expect(anonymous.caller).toEqual({ kind: 'anonymous' });
  });
});

describe('require…', () => {
  it('lets only the matching caller kind through and forbids the others', () => {
    // Prepare
    const staff = { caller: callerFromIdentity(staffIdentity()) };
    const beneficiary = { caller: callerFromIdentity(beneficiaryIdentity()) };
    const anonymous = { caller: callerFromIdentity(anonymousIdentity()) };
    // Act
    const forbidden = [
      () => requireStaff(beneficiary),
      () => requireStaff(anonymous),
      () => requireBeneficiary(staff),
      () => requireAnonymous(staff),
      () => requireAnonymous(beneficiary),
    ];
    // Assess
    expect(requireStaff(staff).kind).toBe('staff');
    expect(requireBeneficiary(beneficiary).kind).toBe('beneficiary');
    expect(requireAnonymous(anonymous).kind).toBe('anonymous');
    for (const call of forbidden) expect(call).toThrow(new AppError('auth.forbidden'));
  });
});
