import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { listTags, suggestQuestionnaireTags, suggestTags } from './tags.service.ts';
import type { TagsDeps } from './tags.service.ts';

const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const wrongCallers = [
  ['the anonymous caller', { kind: 'anonymous' }, 'auth.forbidden'],
  [
    'a beneficiary',
    { kind: 'beneficiary', orgId: 'org-1', beneficiaryId: 'b', sequence: [], jti: 'j' },
    'auth.forbidden',
  ],
  [
    'a removed member',
    { kind: 'staff', userId: 'user-3', email: 'x@example.org', name: 'X' },
    'auth.noOrganisation',
  ],
] satisfies [string, Caller, string][];

const setup = () => {
  const store = new InMemoryStore();
  store.addOrganisation({ id: 'org-1', name: 'One' });
  store.addUser({ id: 'user-1', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
  store.addUser({ id: 'user-3', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-3', active: false });
  for (const label of ['zeta', 'Alpha', 'beta', 'north'])
    store.tags.set(`org-1|${label}`, { orgId: 'org-1', label });
  store.tags.set('org-2|secret', { orgId: 'org-2', label: 'secret' });
  store.beneficiaries.set('org-1|ben-a', { orgId: 'org-1', id: 'ben-a', tags: ['north', 'beta'] });
  const deps: TagsDeps = {
    users: store.usersRepository,
    memberships: store.organisationsRepository,
    tags: store.tagsRepository,
    beneficiaries: store.beneficiariesRepository,
  };
  return { store, deps };
};

describe('listTags', () => {
  it("returns the organisation's tags sorted case-insensitively", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const tags = await listTags({ caller: staff }, deps);
    // Assess
    expect(tags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });

  it.each(wrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = listTags({ caller }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });
});

describe('suggestTags', () => {
  it("puts the beneficiary's tags first, then the organisation's sorted", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const tags = await suggestTags({ caller: staff }, { beneficiary: 'ben-a' }, deps);
    // Assess
    expect(tags).toEqual(['north', 'beta', 'Alpha', 'zeta']);
  });

  it("offers the organisation's tags for a beneficiary not seen yet", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const tags = await suggestTags({ caller: staff }, { beneficiary: 'someone-new' }, deps);
    // Assess
    expect(tags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });

  it('refuses an empty beneficiary', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = suggestTags({ caller: staff }, { beneficiary: '' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { beneficiary: 'required' },
    });
  });

  it.each(wrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = suggestTags({ caller }, { beneficiary: 'ben-a' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });
});

describe('suggestQuestionnaireTags', () => {
  it("offers the organisation's tags until records exist", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const tags = await suggestQuestionnaireTags({ caller: staff }, { questionnaire: 'q-1' }, deps);
    // Assess
    expect(tags).toEqual(['Alpha', 'beta', 'north', 'zeta']);
  });

  it('refuses an empty questionnaire', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = suggestQuestionnaireTags({ caller: staff }, { questionnaire: ' ' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { questionnaire: 'required' },
    });
  });

  it.each(wrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = suggestQuestionnaireTags({ caller }, { questionnaire: 'q-1' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });
});

describe('suggestions from records', () => {
  const record = (id: string, beneficiary: string, outcomeSetID: string, meetingTags: string[]) => ({
    id,
    beneficiary,
    user: 'user-1',
    outcomeSetID,
    created: '2024-01-01T00:00:00.000Z',
    incomplete: true,
    meetingTags,
    benTags: [],
    tags: meetingTags,
    answers: {},
    remote: false,
  });

  it("puts the tags of the beneficiary's and the questionnaire's records first", async () => {
    // Prepare
    const { deps } = setup();
    const records = [record('m1', 'ben-a', 'qnr-1', ['zeta']), record('m2', 'ben-b', 'qnr-2', ['Alpha'])];
    const withRecords: TagsDeps = {
      ...deps,
      records: {
        listBeneficiaryRecords: (_orgId, beneficiary) =>
          Promise.resolve(records.filter((r) => r.beneficiary === beneficiary)),
        recentQuestionnaireTags: (_orgId, questionnaireId) =>
          Promise.resolve(records.filter((r) => r.outcomeSetID === questionnaireId).map((r) => r.tags)),
      },
    };

    // Act
    const forBeneficiary = await suggestTags({ caller: staff }, { beneficiary: 'ben-a' }, withRecords);
    const forQuestionnaire = await suggestQuestionnaireTags(
      { caller: staff },
      { questionnaire: 'qnr-1' },
      withRecords,
    );

    // Assess
    expect(forBeneficiary).toEqual(['north', 'beta', 'zeta', 'Alpha']);
    expect(forQuestionnaire).toEqual(['zeta', 'Alpha', 'beta', 'north']);
  });
});
