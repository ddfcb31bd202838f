import { describe, expect, it } from 'vitest';

import type { Caller, RequestContext } from '#core/auth-context.ts';

import { InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { getSelf, resolveStaffOrganisation } from './users.service.ts';

const staff = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' } as const;
const ctx: RequestContext = { caller: staff };

const depsOf = (store: InMemoryStore) => ({
  users: store.usersRepository,
  memberships: store.organisationsRepository,
});

describe('getSelf', () => {
  it('creates the user from the ID token claims on the first request, with no organisation', async () => {
    // Prepare
    const store = new InMemoryStore();
    // Act
    const self = await getSelf(ctx, { users: store.usersRepository });
    // Assess
    expect(self).toEqual({
      id: 'user-1',
      email: 'sam@example.org',
      profile: { id: 'user-1', name: 'Sam' },
      settings: { unsubscribed: false, notifyOnRemote: true, language: 'und' },
    });
    expect(store.users.get('user-1')).toMatchObject({ name: 'Sam', email: 'sam@example.org' });
    expect(store.users.get('user-1')?.activeOrgId).toBeUndefined();
  });

  it('returns the stored user rather than the token claims', async () => {
    // Prepare
    const store = new InMemoryStore();
    store.addUser({ id: 'user-1', name: 'Samantha', email: 'sam@example.org' });
    // Act
    const self = await getSelf(ctx, { users: store.usersRepository });
    // Assess
    expect(self.profile.name).toBe('Samantha');
  });

  it.each([
    ['a beneficiary', { kind: 'beneficiary', orgId: 'o', beneficiaryId: 'b', sequence: [], jti: 'j' }],
    ['the anonymous caller', { kind: 'anonymous' }],
  ] satisfies [string, Caller][])('forbids %s', async (_case, caller) => {
    // Prepare
    const store = new InMemoryStore();
    // Act
    const result = getSelf({ caller }, { users: store.usersRepository });
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(store.users.size).toBe(0);
  });
});

describe('resolveStaffOrganisation', () => {
  it("returns the user's active organisation when the membership is active", async () => {
    // Prepare
    const store = new InMemoryStore();
    store.addUser({ id: 'user-1', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-1', active: true });
    // Act
    const scope = await resolveStaffOrganisation(staff, depsOf(store));
    // Assess
    expect(scope).toEqual({ orgId: 'org-1', userId: 'user-1' });
  });

  it.each([
    ['no user item', (_store: InMemoryStore) => undefined],
    ['no active organisation', (store: InMemoryStore) => void store.addUser({ id: 'user-1' })],
    ['no membership', (store: InMemoryStore) => void store.addUser({ id: 'user-1', activeOrgId: 'org-1' })],
    [
      'a removed membership',
      (store: InMemoryStore) => {
        store.addUser({ id: 'user-1', activeOrgId: 'org-1' });
        store.addMembership({ orgId: 'org-1', userId: 'user-1', active: false });
      },
    ],
  ])('refuses with auth.noOrganisation when there is %s', async (_case, arrange) => {
    // Prepare
    const store = new InMemoryStore();
    arrange(store);
    // Act
    const result = resolveStaffOrganisation(staff, depsOf(store));
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.noOrganisation' });
  });
});
