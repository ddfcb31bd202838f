import { describe, expect, it } from 'vitest';

import { AppError } from '#core/app-error.ts';
import type { Caller, RequestContext } from '#core/auth-context.ts';

import { InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { unsubscribeLinksWith } from './unsubscribe-link.ts';
import { getSelf, readAsStaff, resolveStaffOrganisation, unsubscribe, updateSelf } from './users.service.ts';

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
    const self = await getSelf(ctx, { users: store.usersRepository, emailEnabled: () => true });
    // Assess
    expect(self).toEqual({
      id: 'user-1',
      email: 'sam@example.org',
      emailEnabled: true,
      profile: { id: 'user-1', name: 'Sam' },
      settings: { unsubscribed: false, notifyOnRemote: true, language: 'und' },
      operator: false,
    });
    expect(store.users.get('user-1')).toMatchObject({ name: 'Sam', email: 'sam@example.org' });
    expect(store.users.get('user-1')?.activeOrgId).toBeUndefined();
  });

  it('says when this deployment sends no email (no sender, no outbox)', async () => {
    // Prepare
    const store = new InMemoryStore();
    // Act
    const self = await getSelf(ctx, { users: store.usersRepository, emailEnabled: () => false });
    // Assess
    expect(self.emailEnabled).toBe(false);
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

describe('getSelf for an operator', () => {
  it('says operator only when the ID token names the operators group', async () => {
    // Prepare
    const store = new InMemoryStore();
    const operator: Caller = { ...staff, groups: ['operators'] };
    const other: Caller = { ...staff, groups: ['staff'] };
    // Act
    const asOperator = await getSelf({ caller: operator }, { users: store.usersRepository });
    const asOther = await getSelf({ caller: other }, { users: store.usersRepository });
    // Assess
    expect(asOperator.operator).toBe(true);
    expect(asOther.operator).toBe(false);
  });
});

describe('resolveStaffOrganisation in a suspended organisation', () => {
  const suspendedMember = (active = true) => {
    const store = new InMemoryStore();
    store.addUser({ id: 'user-1', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-1', active });
    const asked: string[] = [];
    const suspensions = {
      isSuspended: (orgId: string) => {
        asked.push(orgId);
        return Promise.resolve(true);
      },
    };
    return { deps: { ...depsOf(store), suspensions }, asked };
  };

  it('refuses a mutation that writes the organisation with organisation.suspended', async () => {
    // Prepare
    const { deps } = suspendedMember();
    // Act
    const result = resolveStaffOrganisation({ ...staff, mutation: 'AddMeeting' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.suspended' });
  });

  it('lets queries and the exempt mutations through without asking', async () => {
    // Prepare
    const { deps, asked } = suspendedMember();
    // Act
    const read = await resolveStaffOrganisation(staff, deps);
    const usage = await resolveStaffOrganisation({ ...staff, mutation: 'RecordUsage' }, deps);
    // Assess
    expect(read.orgId).toBe('org-1');
    expect(usage.orgId).toBe('org-1');
    expect(asked).toEqual([]);
  });

  it('answers a removed member auth.noOrganisation, telling them nothing of the suspension', async () => {
    // Prepare
    const { deps } = suspendedMember(false);
    // Act
    const result = resolveStaffOrganisation({ ...staff, mutation: 'AddMeeting' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.noOrganisation' });
  });
});

describe('readAsStaff', () => {
  const member = () => {
    const store = new InMemoryStore();
    store.addUser({ id: 'user-1', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-1', active: true });
    return store;
  };

  it('reads in the active organisation while the membership is being checked', async () => {
    // Prepare
    const store = member();
    const events: string[] = [];
    let answerMembership = () => {};
    const deps = {
      ...depsOf(store),
      memberships: {
        getMembership: async (orgId: string, userId: string) => {
          events.push('membership asked');
          await new Promise<void>((resolve) => (answerMembership = resolve));
          events.push('membership answered');
          return store.organisationsRepository.getMembership(orgId, userId);
        },
      },
    };

    // Act
    const pending = readAsStaff(staff, deps, (orgId) => {
      events.push(`read ${orgId}`);
      answerMembership();
      return Promise.resolve('the record');
    });
    const result = await pending;

    // Assess
    expect(result).toEqual({ orgId: 'org-1', userId: 'user-1', read: 'the record' });
    expect(events).toEqual(['membership asked', 'read org-1', 'membership answered']);
  });

  it('drops the read and refuses a removed member, even when the read failed or threw at once', async () => {
    // Prepare
    const store = member();
    store.addMembership({ orgId: 'org-1', userId: 'user-1', active: false });

    // Act
    const found = readAsStaff(staff, depsOf(store), () => Promise.resolve('the record'));
    const failed = readAsStaff(staff, depsOf(store), () => Promise.reject(new AppError('meeting.notFound')));
    const threw = readAsStaff(staff, depsOf(store), () => {
      throw new AppError('input.invalid');
    });

    // Assess
    await expect(found).rejects.toMatchObject({ code: 'auth.noOrganisation' });
    await expect(failed).rejects.toMatchObject({ code: 'auth.noOrganisation' });
    await expect(threw).rejects.toMatchObject({ code: 'auth.noOrganisation' });
  });

  it("passes on the read's own error to an active member", async () => {
    // Prepare
    const store = member();

    // Act
    const result = readAsStaff(staff, depsOf(store), () => Promise.reject(new AppError('meeting.notFound')));

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'meeting.notFound' });
  });

  it('acts in the active organisation when the page shows it', async () => {
    // Prepare
    const store = member();

    // Act
    const result = await readAsStaff({ ...staff, shownOrgId: 'org-1' }, depsOf(store), () =>
      Promise.resolve('read'),
    );

    // Assess
    expect(result).toEqual({ orgId: 'org-1', userId: 'user-1', read: 'read' });
  });

  it('refuses with auth.organisationChanged, reading nothing, when the page shows another organisation', async () => {
    // Prepare: the user is a member of both; another tab switched to org-1 while this page shows org-2
    const store = member();
    store.addMembership({ orgId: 'org-2', userId: 'user-1', active: true });
    let reads = 0;
    let membershipReads = 0;
    const deps = {
      ...depsOf(store),
      memberships: {
        getMembership: async (orgId: string, userId: string) => {
          membershipReads += 1;
          return store.organisationsRepository.getMembership(orgId, userId);
        },
      },
    };

    // Act
    const result = readAsStaff({ ...staff, shownOrgId: 'org-2' }, deps, () => Promise.resolve((reads += 1)));

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.organisationChanged' });
    expect(reads).toBe(0);
    expect(membershipReads).toBe(0);
  });

  it('does not read at all without an active organisation', async () => {
    // Prepare
    const store = new InMemoryStore();
    store.addUser({ id: 'user-1' });
    let reads = 0;

    // Act
    const result = readAsStaff(staff, depsOf(store), () => Promise.resolve((reads += 1)));

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.noOrganisation' });
    expect(reads).toBe(0);
  });
});

describe('updateSelf', () => {
  const setup = () => {
    const store = new InMemoryStore();
    store.addOrganisation({ id: 'org-1', name: 'One' });
    store.addOrganisation({ id: 'org-2', name: 'Two' });
    store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-1' });
    store.addMembership({ orgId: 'org-2', userId: 'user-1', active: false });
    store.addUser({ id: 'user-2', name: 'Kit' });
    store.addMembership({ orgId: 'org-1', userId: 'user-2' });
    const deps = { users: store.usersRepository, memberships: store.organisationsRepository };
    return { store, deps };
  };

  it('renames the user on the user item and on every active membership', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const self = await updateSelf(ctx, { name: '  Samantha ' }, deps);
    // Assess
    expect(self.profile.name).toBe('Samantha');
    expect(store.users.get('user-1')?.name).toBe('Samantha');
    expect(store.memberships.get('org-1|user-1')?.userName).toBe('Samantha');
    expect(store.memberships.get('org-1|user-2')?.userName).toBe('Kit');
  });

  it('leaves the organisations that removed the user untouched (tenant isolation)', async () => {
    // Prepare
    const { store, deps } = setup();
    const before = store.memberships.get('org-2|user-1');
    // Act
    await updateSelf(ctx, { name: 'Samantha' }, deps);
    // Assess: org-2 removed user-1, so nothing of org-2 is written.
    expect(store.memberships.get('org-2|user-1')).toEqual(before);
  });

  it('changes only the settings given, null meaning keep', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const self = await updateSelf(
      ctx,
      { unsubscribed: true, language: 'cy', notifyOnRemote: null, name: null },
      deps,
    );
    // Assess
    expect(self.settings).toEqual({ unsubscribed: true, notifyOnRemote: true, language: 'cy' });
    expect(store.users.get('user-1')).toMatchObject({
      name: 'Sam',
      settings: { unsubscribed: true, notifyOnRemote: true, language: 'cy' },
    });
  });

  it.each(['und', 'en', 'en-GB', 'zh-Hant-TW'])('accepts the language %s', async (language) => {
    // Prepare
    const { store, deps } = setup();
    // Act
    await updateSelf(ctx, { language }, deps);
    // Assess
    expect(store.users.get('user-1')?.settings.language).toBe(language);
  });

  it('writes nothing when nothing changes', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const self = await updateSelf(ctx, { name: 'Sam' }, deps);
    // Assess
    expect(self.profile.name).toBe('Sam');
    expect(store.writes).toBe(0);
  });

  it.each([
    [{ name: '   ' }, { name: 'required' }],
    [{ name: 'x'.repeat(101) }, { name: 'tooLong' }],
    [{ language: 'english please' }, { language: 'invalid' }],
    [{ language: 'e' }, { language: 'invalid' }],
    [{ language: `en-${'a'.repeat(40)}` }, { language: 'tooLong' }],
    [{ unsubscribed: 'yes' }, { unsubscribed: 'invalid' }],
  ])('refuses %o and writes nothing', async (input, fieldErrors) => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const result = updateSelf(ctx, input, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(store.writes).toBe(0);
    expect(store.users.get('user-1')?.name).toBe('Sam');
  });

  it.each([
    ['a beneficiary', { kind: 'beneficiary', orgId: 'o', beneficiaryId: 'b', sequence: [], jti: 'j' }],
    ['the anonymous caller', { kind: 'anonymous' }],
  ] satisfies [string, Caller][])('forbids %s', async (_case, caller) => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const result = updateSelf({ caller }, { name: 'Eve' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(store.writes).toBe(0);
  });
});

describe('unsubscribe', () => {
  const unsubscribeLinks = unsubscribeLinksWith(() => Promise.resolve(Buffer.alloc(32, 3)));
  const depsWith = (store: InMemoryStore) => ({ users: store.usersRepository, unsubscribeLinks });

  it.each([
    ['the anonymous caller', { kind: 'anonymous' }],
    ['a staff user', staff],
  ] satisfies [string, Caller][])(
    "unsubscribes the user the email's signed value names for %s and answers only true",
    async (_case, caller) => {
      // Prepare
      const store = new InMemoryStore();
      store.addUser({ id: 'user-9', name: 'Pat' });
      // Act
      const result = await unsubscribe(
        { caller },
        { userID: await unsubscribeLinks.sign('user-9') },
        depsWith(store),
      );
      // Assess
      expect(result).toBe(true);
      expect(store.users.get('user-9')?.settings.unsubscribed).toBe(true);
    },
  );

  it.each([
    ['a bare user id', () => Promise.resolve('user-9')],
    [
      'a value signed for another user with its id swapped',
      async () => (await unsubscribeLinks.sign('user-1')).replace('user-1', 'user-9'),
    ],
    [
      'a value signed by another key',
      () => unsubscribeLinksWith(() => Promise.resolve(Buffer.alloc(32, 4))).sign('user-9'),
    ],
  ])('answers user.notFound for %s and writes nothing', async (_case, value) => {
    // Prepare
    const store = new InMemoryStore();
    store.addUser({ id: 'user-9' });
    // Act
    const result = unsubscribe({ caller: { kind: 'anonymous' } }, { userID: await value() }, depsWith(store));
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'user.notFound' });
    expect(store.writes).toBe(0);
    expect(store.users.get('user-9')?.settings.unsubscribed).toBe(false);
  });

  it('answers user.notFound for a signed value of an unknown user and writes nothing', async () => {
    // Prepare
    const store = new InMemoryStore();
    // Act
    const result = unsubscribe(
      { caller: { kind: 'anonymous' } },
      { userID: await unsubscribeLinks.sign('nobody') },
      depsWith(store),
    );
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'user.notFound' });
    expect(store.writes).toBe(0);
    expect(store.users.size).toBe(0);
  });

  it('refuses an empty value', async () => {
    // Prepare
    const store = new InMemoryStore();
    // Act
    const result = unsubscribe({ caller: { kind: 'anonymous' } }, { userID: '' }, depsWith(store));
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { userID: 'required' },
    });
  });

  it('forbids a beneficiary, even with a signed value', async () => {
    // Prepare
    const store = new InMemoryStore();
    store.addUser({ id: 'user-9' });
    const caller: Caller = { kind: 'beneficiary', orgId: 'o', beneficiaryId: 'b', sequence: [], jti: 'j' };
    // Act
    const result = unsubscribe(
      { caller },
      { userID: await unsubscribeLinks.sign('user-9') },
      depsWith(store),
    );
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(store.users.get('user-9')?.settings.unsubscribed).toBe(false);
  });
});
