import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { FakeIdentityProvider, InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { getOrganisation, updateOrgSetting } from './organisations.service.ts';
import type { OrganisationsDeps } from './organisations.service.ts';

const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };

const setup = () => {
  const store = new InMemoryStore();
  const deps: OrganisationsDeps = {
    organisations: store.organisationsRepository,
    users: store.usersRepository,
    identityProvider: new FakeIdentityProvider(),
    // Settings never send mail; a call would be a fault of the code under test.
    sendVerificationEmail: () => Promise.reject(new Error('no mail expected')),
  };
  store.addOrganisation({ id: 'org-1', name: 'Harbour Trust' });
  store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
  return { store, deps };
};

const update = (input: unknown, deps: OrganisationsDeps) =>
  updateOrgSetting({ caller: staff }, input, { withUsers: false }, deps);

describe('the small-number threshold setting', () => {
  it('is 5 until set', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const organisation = await getOrganisation({ caller: staff }, { withUsers: false }, deps);
    // Assess
    expect(organisation.settings).toEqual({ beneficiaryTypeAhead: false, smallNumberThreshold: 5 });
  });

  it('is set alone, keeping the other setting, and kept when omitted', async () => {
    // Prepare
    const { store, deps } = setup();
    await update({ beneficiaryTypeAhead: true }, deps);
    // Act
    const set = await update({ smallNumberThreshold: 10 }, deps);
    const kept = await update({ beneficiaryTypeAhead: false, smallNumberThreshold: null }, deps);
    // Assess
    expect(set.settings).toEqual({ beneficiaryTypeAhead: true, smallNumberThreshold: 10 });
    expect(kept.settings).toEqual({ beneficiaryTypeAhead: false, smallNumberThreshold: 10 });
    expect(store.organisations.get('org-1')?.settings).toEqual({
      beneficiaryTypeAhead: false,
      smallNumberThreshold: 10,
    });
  });

  it.each([
    [0, 'tooSmall'],
    [51, 'tooLarge'],
    [2.5, 'invalid'],
    ['7', 'invalid'],
  ])('refuses %j with %s and changes nothing', async (value, code) => {
    // Prepare
    const { store, deps } = setup();
    // Act + Assess
    await expect(update({ smallNumberThreshold: value }, deps)).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { smallNumberThreshold: code },
    });
    expect(store.organisations.get('org-1')?.settings).toEqual({ beneficiaryTypeAhead: false });
  });
});
