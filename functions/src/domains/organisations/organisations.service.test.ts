import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { FakeIdentityProvider, InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import {
  getOrganisation,
  listOrganisations,
  removeUser,
  setActiveOrganisation,
  signUp,
  updateOrgSetting,
} from './organisations.service.ts';
import type { OrganisationsDeps } from './organisations.service.ts';

const anonymous: Caller = { kind: 'anonymous' };
const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const beneficiary: Caller = {
  kind: 'beneficiary',
  orgId: 'org-1',
  beneficiaryId: 'b',
  sequence: [],
  jti: 'j',
};

const setup = () => {
  const store = new InMemoryStore();
  const identityProvider = new FakeIdentityProvider();
  const verificationEmails: { email: string; name: string }[] = [];
  const deps: OrganisationsDeps = {
    organisations: store.organisationsRepository,
    users: store.usersRepository,
    identityProvider,
    sendVerificationEmail: (who) => {
      verificationEmails.push(who);
      return Promise.resolve();
    },
    newId: () => 'org-new',
    now: () => new Date('2024-05-01T10:00:00.000Z'),
  };
  return { store, identityProvider, deps, verificationEmails };
};

/** A staff user with an active membership of `org-1`, the active organisation. */
const withStaffInOrg = (store: InMemoryStore) => {
  store.addOrganisation({ id: 'org-1', name: 'Harbour Trust', don: true, plugins: [{ id: 'sve' }] });
  store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
};

const signUpInput = {
  name: 'Ann',
  organisation: 'Meadow Care',
  email: 'Ann@Example.org ',
  password: 'secret1',
};

describe('signUp', () => {
  it('creates the Cognito user, then the organisation, the user and the membership, and returns the org id', async () => {
    // Prepare
    const { store, identityProvider, deps, verificationEmails } = setup();
    // Act
    const result = await signUp({ caller: anonymous }, signUpInput, deps);
    // Assess
    expect(result).toEqual({ id: 'org-new' });
    // The account cannot sign in until the emailed link verifies its address.
    expect(verificationEmails).toEqual([{ email: 'ann@example.org', name: 'Ann' }]);
    expect(identityProvider.users.get('ann@example.org')).toMatchObject({ name: 'Ann', password: 'secret1' });
    expect(store.organisations.get('org-new')).toMatchObject({
      name: 'Meadow Care',
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    expect(store.users.get('cognito-user-1')).toMatchObject({
      name: 'Ann',
      email: 'ann@example.org',
      activeOrgId: 'org-new',
    });
    expect(store.memberships.get('org-new|cognito-user-1')).toMatchObject({
      active: true,
      orgName: 'Meadow Care',
    });
  });

  it('refuses an existing email with signup.emailExists and writes nothing', async () => {
    // Prepare
    const { store, deps } = setup();
    await deps.identityProvider.createUser({ email: 'ann@example.org', name: 'Other', password: 'secret1' });
    // Act
    const result = signUp({ caller: anonymous }, signUpInput, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'signup.emailExists' });
    expect(store.organisations.size).toBe(0);
  });

  it('deletes the Cognito user again when the transaction fails', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    store.addOrganisation({ id: 'org-new', name: 'Taken' });
    // Act
    const result = signUp({ caller: anonymous }, signUpInput, deps);
    // Assess
    await expect(result).rejects.toThrow(/TransactionCanceled/);
    expect(identityProvider.users.size).toBe(0);
    expect(store.users.size).toBe(0);
  });

  it.each([
    [{ ...signUpInput, name: ' ' }, { name: 'required' }],
    [{ ...signUpInput, organisation: 'x'.repeat(101) }, { organisation: 'tooLong' }],
    [{ ...signUpInput, email: 'not-an-email' }, { email: 'invalid' }],
    [{ ...signUpInput, email: `${'a'.repeat(250)}@example.org` }, { email: 'tooLong' }],
    [{ ...signUpInput, password: '12345' }, { password: 'tooShort' }],
    [{ ...signUpInput, password: 'x'.repeat(257) }, { password: 'tooLong' }],
    [{ name: 'Ann' }, { organisation: 'required', email: 'required', password: 'required' }],
  ])('refuses invalid input %# with input.invalid and creates no user', async (input, fieldErrors) => {
    // Prepare
    const { identityProvider, deps } = setup();
    // Act
    const result = signUp({ caller: anonymous }, input, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(identityProvider.users.size).toBe(0);
  });

  it.each([
    ['a signed-in staff user', staff],
    ['a beneficiary', beneficiary],
  ])('forbids %s', async (_case, caller) => {
    // Prepare
    const { identityProvider, deps } = setup();
    // Act
    const result = signUp({ caller }, signUpInput, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(identityProvider.users.size).toBe(0);
  });
});

describe('getOrganisation', () => {
  it("returns the caller's active organisation without reading users when they are not selected", async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const organisation = await getOrganisation({ caller: staff }, { withUsers: false }, deps);
    // Assess
    expect(organisation).toEqual({
      id: 'org-1',
      name: 'Harbour Trust',
      don: true,
      settings: { beneficiaryTypeAhead: false, smallNumberThreshold: 5 },
      plugins: [{ id: 'sve' }],
      generatedReport: false,
      users: [],
      suspended: false,
    });
  });

  it('lists users active first, then by name, when selected', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    store.addMembership({ orgId: 'org-1', userId: 'u-zoe', userName: 'zoe', active: true });
    store.addMembership({ orgId: 'org-1', userId: 'u-al', userName: 'Al', active: false });
    store.addMembership({ orgId: 'org-1', userId: 'u-bea', userName: 'Bea', active: true });
    store.addMembership({ orgId: 'org-2', userId: 'u-other', userName: 'Aaron', active: true });
    // Act
    const organisation = await getOrganisation({ caller: staff }, { withUsers: true }, deps);
    // Assess
    expect(organisation.users.map(({ name, active }) => [name, active])).toEqual([
      ['Bea', true],
      ['Sam', true],
      ['zoe', true],
      ['Al', false],
    ]);
  });

  it('refuses a user without an organisation with auth.noOrganisation', async () => {
    // Prepare
    const { store, deps } = setup();
    store.addUser({ id: 'user-1' });
    // Act
    const result = getOrganisation({ caller: staff }, { withUsers: false }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.noOrganisation' });
  });

  it('forbids a beneficiary', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = getOrganisation({ caller: beneficiary }, { withUsers: false }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('listOrganisations', () => {
  const withMemberships = (store: InMemoryStore, count: number) => {
    for (let i = 0; i < count; i++) {
      const orgName = `Org ${String(i).padStart(3, '0')}`;
      store.addMembership({ orgId: `org-${i}`, userId: 'user-1', orgName });
    }
  };

  it('lists active memberships only, sorted by name', async () => {
    // Prepare
    const { store, deps } = setup();
    store.addMembership({ orgId: 'org-b', userId: 'user-1', orgName: 'beta' });
    store.addMembership({ orgId: 'org-a', userId: 'user-1', orgName: 'Alpha' });
    store.addMembership({ orgId: 'org-c', userId: 'user-1', orgName: 'Cleared', active: false });
    store.addMembership({ orgId: 'org-d', userId: 'someone-else', orgName: 'Delta' });
    // Act
    const organisations = await listOrganisations({ caller: staff }, {}, deps);
    // Assess
    expect(organisations).toEqual([
      { id: 'org-a', name: 'Alpha' },
      { id: 'org-b', name: 'beta' },
    ]);
  });

  it.each([
    [undefined, 60],
    [null, 60],
    [5, 5],
    [500, 60],
  ])('with limit %s returns at most %i', async (limit, expected) => {
    // Prepare
    const { store, deps } = setup();
    withMemberships(store, 70);
    // Act
    const organisations = await listOrganisations({ caller: staff }, { limit }, deps);
    // Assess
    expect(organisations).toHaveLength(expected);
  });

  it('refuses a limit below 1', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = listOrganisations({ caller: staff }, { limit: 0 }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { limit: 'tooSmall' } });
  });
});

describe('setActiveOrganisation', () => {
  it('switches to another organisation the caller actively belongs to', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    store.addMembership({ orgId: 'org-2', userId: 'user-1' });
    // Act
    const result = await setActiveOrganisation({ caller: staff }, { orgID: 'org-2' }, deps);
    // Assess
    expect(result).toBe(true);
    expect(store.users.get('user-1')?.activeOrgId).toBe('org-2');
  });

  it.each([
    ['an organisation the caller never joined', () => undefined],
    [
      'an organisation the caller was removed from',
      (store: InMemoryStore) => void store.addMembership({ orgId: 'org-2', userId: 'user-1', active: false }),
    ],
  ])('refuses %s with organisation.notMember and keeps the active one', async (_case, arrange) => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    arrange(store);
    // Act
    const result = setActiveOrganisation({ caller: staff }, { orgID: 'org-2' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.notMember' });
    expect(store.users.get('user-1')?.activeOrgId).toBe('org-1');
  });

  it('creates the user item first when the user has none yet', async () => {
    // Prepare
    const { store, deps } = setup();
    store.addMembership({ orgId: 'org-2', userId: 'user-1' });
    // Act
    await setActiveOrganisation({ caller: staff }, { orgID: 'org-2' }, deps);
    // Assess
    expect(store.users.get('user-1')).toMatchObject({
      name: 'Sam',
      email: 'sam@example.org',
      activeOrgId: 'org-2',
    });
  });

  it('forbids the anonymous caller', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = setActiveOrganisation({ caller: anonymous }, { orgID: 'org-2' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('updateOrgSetting', () => {
  it('changes the setting and returns the organisation', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const result = await updateOrgSetting(
      { caller: staff },
      { beneficiaryTypeAhead: true },
      { withUsers: false },
      deps,
    );
    // Assess
    expect(result).toMatchObject({ id: 'org-1', settings: { beneficiaryTypeAhead: true } });
    expect(store.organisations.get('org-1')?.settings).toEqual({ beneficiaryTypeAhead: true });
  });

  it('checks the membership once per request', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    const checked: string[] = [];
    const counted: OrganisationsDeps = {
      ...deps,
      organisations: {
        ...deps.organisations,
        getMembership: (orgId, userId) => {
          checked.push(`${orgId}|${userId}`);
          return deps.organisations.getMembership(orgId, userId);
        },
      },
    };
    // Act
    await updateOrgSetting({ caller: staff }, { beneficiaryTypeAhead: true }, { withUsers: true }, counted);
    // Assess
    expect(checked).toEqual(['org-1|user-1']);
  });

  it('keeps the setting when it is omitted and writes nothing', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const result = await updateOrgSetting({ caller: staff }, {}, { withUsers: false }, deps);
    // Assess
    expect(result.settings).toEqual({ beneficiaryTypeAhead: false, smallNumberThreshold: 5 });
    expect(store.writes).toBe(0);
  });

  it('refuses a value that is not a boolean and writes nothing', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const result = updateOrgSetting(
      { caller: staff },
      { beneficiaryTypeAhead: 'yes' },
      { withUsers: false },
      deps,
    );
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { beneficiaryTypeAhead: 'invalid' },
    });
    expect(store.writes).toBe(0);
  });

  it.each([
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a beneficiary', beneficiary, 'auth.forbidden'],
  ] as const)('forbids %s', async (_case, caller, code) => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const result = updateOrgSetting({ caller }, { beneficiaryTypeAhead: true }, { withUsers: false }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(store.writes).toBe(0);
  });

  it('refuses a removed member', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    store.addMembership({ orgId: 'org-1', userId: 'user-1', active: false });
    // Act
    const result = updateOrgSetting(
      { caller: staff },
      { beneficiaryTypeAhead: true },
      { withUsers: false },
      deps,
    );
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.noOrganisation' });
    expect(store.writes).toBe(0);
  });
});

describe('removeUser', () => {
  const withColleague = (store: InMemoryStore) => {
    withStaffInOrg(store);
    store.addUser({ id: 'user-2', name: 'Kit', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-2', active: true });
  };

  it('makes the membership inactive, after which the user cannot act in the organisation', async () => {
    // Prepare
    const { store, deps } = setup();
    withColleague(store);
    const colleague: Caller = { kind: 'staff', userId: 'user-2', email: 'kit@example.org', name: 'Kit' };
    // Act
    const result = await removeUser({ caller: staff }, { userID: 'user-2' }, deps);
    // Assess
    expect(result).toEqual({ id: 'user-2' });
    expect(store.memberships.get('org-1|user-2')?.active).toBe(false);
    await expect(getOrganisation({ caller: colleague }, { withUsers: false }, deps)).rejects.toMatchObject({
      code: 'auth.noOrganisation',
    });
  });

  it('refuses to remove the last active user', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    // Act
    const result = removeUser({ caller: staff }, { userID: 'user-1' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.lastUser' });
    expect(store.memberships.get('org-1|user-1')?.active).toBe(true);
  });

  it('leaves one active user when the last two are removed at once', async () => {
    // Prepare
    const { store, deps } = setup();
    withColleague(store);
    const colleague: Caller = { kind: 'staff', userId: 'user-2', email: 'kit@example.org', name: 'Kit' };
    // Act
    const results = await Promise.allSettled([
      removeUser({ caller: staff }, { userID: 'user-2' }, deps),
      removeUser({ caller: colleague }, { userID: 'user-1' }, deps),
    ]);
    // Assess
    expect(store.activeMemberCount('org-1')).toBe(1);
    expect(results.filter(({ status }) => status === 'rejected')).toHaveLength(1);
  });

  it('answers an already removed user without writing', async () => {
    // Prepare
    const { store, deps } = setup();
    withColleague(store);
    store.addMembership({ orgId: 'org-1', userId: 'user-2', active: false });
    // Act
    const result = await removeUser({ caller: staff }, { userID: 'user-2' }, deps);
    // Assess
    expect(result).toEqual({ id: 'user-2' });
    expect(store.writes).toBe(0);
  });

  it('refuses a user who is not a member of the organisation', async () => {
    // Prepare
    const { store, deps } = setup();
    withStaffInOrg(store);
    store.addOrganisation({ id: 'org-2', name: 'Other' });
    store.addMembership({ orgId: 'org-2', userId: 'user-9', active: true });
    store.addMembership({ orgId: 'org-2', userId: 'user-8', active: true });
    // Act
    const result = removeUser({ caller: staff }, { userID: 'user-9' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'user.notFound' });
    expect(store.memberships.get('org-2|user-9')?.active).toBe(true);
  });

  it('refuses an empty user id', async () => {
    // Prepare
    const { store, deps } = setup();
    withColleague(store);
    // Act
    const result = removeUser({ caller: staff }, { userID: '  ' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { userID: 'required' },
    });
    expect(store.writes).toBe(0);
  });

  it.each([
    ['the anonymous caller', anonymous],
    ['a beneficiary', beneficiary],
  ] as const)('forbids %s', async (_case, caller) => {
    // Prepare
    const { store, deps } = setup();
    withColleague(store);
    // Act
    const result = removeUser({ caller }, { userID: 'user-2' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(store.writes).toBe(0);
  });
});
