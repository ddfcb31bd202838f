import { describe, expect, it } from 'vitest';

import {
  anonymousIdentity,
  beneficiaryIdentity,
  staffIdentity,
} from '../../../test/fixtures/appsync-events.ts';

import { AppError } from './app-error.ts';
import { callerFromIdentity, requireAnonymous, requireBeneficiary, requireStaff } from './auth-context.ts';

describe('callerFromIdentity', () => {
  it('turns a Cognito ID-token identity into a staff caller', () => {
    // Prepare
    const identity = staffIdentity({ sub: 'user-1', email: 'a@example.org', name: 'Ann' });
    // Act
    const caller = callerFromIdentity(identity);
    // Assess
    expect(caller).toEqual({ kind: 'staff', userId: 'user-1', email: 'a@example.org', name: 'Ann' });
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
    const read = () => callerFromIdentity(identity as never);
    // Act
    // Assess
    expect(read).toThrow(expect.objectContaining({ code: 'auth.unauthenticated' }));
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
