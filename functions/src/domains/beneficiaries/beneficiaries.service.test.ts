import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';
import { InMemoryRecordStore } from '../../../../test/fixtures/records-repositories.ts';
import type { Meeting } from '#domains/records/records.repository.ts';

import { editBeneficiaryTags, getBeneficiary, listBeneficiaries } from './beneficiaries.service.ts';
import type { BeneficiariesDeps } from './beneficiaries.service.ts';

const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const outsider: Caller = { kind: 'staff', userId: 'user-2', email: 'kit@example.org', name: 'Kit' };
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
  store.addOrganisation({ id: 'org-2', name: 'Two' });
  store.addUser({ id: 'user-2', activeOrgId: 'org-2' });
  store.addMembership({ orgId: 'org-2', userId: 'user-2' });
  store.beneficiaries.set('org-1|ben-a', { orgId: 'org-1', id: 'ben-a', tags: ['north'] });
  store.beneficiaries.set('org-1|ben-b', { orgId: 'org-1', id: 'ben-b', tags: [] });
  store.beneficiaries.set('org-2|ben-z', { orgId: 'org-2', id: 'ben-z', tags: [] });
  const records = new InMemoryRecordStore(() => true);
  const deps: BeneficiariesDeps = {
    users: store.usersRepository,
    memberships: store.organisationsRepository,
    beneficiaries: store.beneficiariesRepository,
    records: records.recordsRepository,
  };
  return { store, records, deps };
};

/** A record of ben-a made while ben-a was tagged north. */
const aRecord = (id: string, extra: Partial<Meeting> = {}): Meeting => ({
  id,
  beneficiary: 'ben-a',
  user: 'user-1',
  outcomeSetID: 'qnr-1',
  created: '2026-01-01T00:00:00.000Z',
  incomplete: true,
  meetingTags: ['group'],
  benTags: ['north'],
  tags: ['group', 'north'],
  answers: {},
  remote: false,
  ...extra,
});

describe('listBeneficiaries', () => {
  it("lists only the caller's organisation's beneficiaries", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const ids = await listBeneficiaries({ caller: staff }, deps);
    // Assess
    expect(ids).toEqual(['ben-a', 'ben-b']);
  });

  it.each(wrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = listBeneficiaries({ caller }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });
});

describe('getBeneficiary', () => {
  it('returns the beneficiary with its tags', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = await getBeneficiary({ caller: staff }, { id: ' ben-a ' }, deps);
    // Assess
    expect(result).toEqual({ id: 'ben-a', tags: ['north'] });
  });

  it("answers beneficiary.notFound for another organisation's beneficiary", async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = getBeneficiary({ caller: outsider }, { id: 'ben-a' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'beneficiary.notFound' });
  });

  it('refuses an empty id', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = getBeneficiary({ caller: staff }, { id: '' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { id: 'required' } });
  });

  it.each(wrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = getBeneficiary({ caller }, { id: 'ben-a' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });
});

describe('editBeneficiaryTags', () => {
  it('creates the beneficiary with tidied tags, which join the organisation tags', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const result = await editBeneficiaryTags(
      { caller: staff },
      { id: 'ben-new', tags: [' south ', '', null, 'south', 'South', '  '] },
      deps,
    );
    // Assess
    expect(result).toEqual({ id: 'ben-new', tags: ['south', 'South'] });
    expect(store.beneficiaries.get('org-1|ben-new')?.tags).toEqual(['south', 'South']);
    expect([...store.tags.keys()].sort()).toEqual(['org-1|South', 'org-1|south']);
  });

  it('replaces the tags of an existing beneficiary, also with none', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const result = await editBeneficiaryTags({ caller: staff }, { id: 'ben-a', tags: null }, deps);
    // Assess
    expect(result).toEqual({ id: 'ben-a', tags: [] });
    expect(store.beneficiaries.get('org-1|ben-a')?.tags).toEqual([]);
  });

  it("applies the new tags to every record of the beneficiary, earlier ones included, and to no one else's", async () => {
    // Prepare
    const { records, deps } = setup();
    await records.recordsRepository.createRecords('org-1', [
      aRecord('m-1'),
      aRecord('m-2', { incomplete: false, date: '2026-01-02T00:00:00.000Z', meetingTags: [] }),
      aRecord('m-3', { beneficiary: 'ben-b', benTags: [], tags: ['group'] }),
    ]);
    // Act
    await editBeneficiaryTags({ caller: staff }, { id: 'ben-a', tags: ['south', 'group'] }, deps);
    // Assess
    expect(records.stored('org-1', 'm-1')).toMatchObject({
      meetingTags: ['group'],
      benTags: ['south', 'group'],
      tags: ['group', 'south'],
    });
    expect(records.stored('org-1', 'm-2')).toMatchObject({
      benTags: ['south', 'group'],
      tags: ['south', 'group'],
    });
    expect(records.stored('org-1', 'm-3')).toMatchObject({ benTags: [], tags: ['group'] });
  });

  it('keeps the old tags on the beneficiary when a record cannot be written, so saving again is possible', async () => {
    // Prepare
    const { store, records, deps } = setup();
    await records.recordsRepository.createRecords('org-1', [aRecord('m-1')]);
    const failing: BeneficiariesDeps = {
      ...deps,
      records: {
        ...deps.records,
        updateRecord: () => Promise.reject(new Error('throttled')),
      },
    };
    // Act
    const result = editBeneficiaryTags({ caller: staff }, { id: 'ben-a', tags: ['south'] }, failing);
    // Assess
    await expect(result).rejects.toThrow('throttled');
    expect(store.beneficiaries.get('org-1|ben-a')?.tags).toEqual(['north']);
    expect(records.stored('org-1', 'm-1')?.benTags).toEqual(['north']);
  });

  it('leaves records that already carry the tags unwritten', async () => {
    // Prepare
    const { records, deps } = setup();
    await records.recordsRepository.createRecords('org-1', [aRecord('m-1')]);
    const before = records.writes;
    // Act
    await editBeneficiaryTags({ caller: staff }, { id: 'ben-a', tags: ['north'] }, deps);
    // Assess
    expect(records.writes).toBe(before);
  });

  it.each([
    [{ id: 'ben-a', tags: ['x'.repeat(51)] }, { 'tags.0': 'tooLong' }],
    [{ id: 'ben-a', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, { tags: 'tooLong' }],
    [{ id: ' ', tags: ['a'] }, { id: 'required' }],
    [{ id: 'x'.repeat(101), tags: ['a'] }, { id: 'tooLong' }],
    [{ id: 'ben-a', tags: [1] }, { 'tags.0': 'invalid' }],
  ])('refuses %o and writes nothing', async (input, fieldErrors) => {
    // Prepare
    const { store, records, deps } = setup();
    await records.recordsRepository.createRecords('org-1', [aRecord('m-1')]);
    records.writes = 0;
    // Act
    const result = editBeneficiaryTags({ caller: staff }, input, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(store.writes).toBe(0);
    expect(records.writes).toBe(0);
    expect(store.beneficiaries.get('org-1|ben-a')?.tags).toEqual(['north']);
  });

  it.each(wrongCallers)('refuses %s and writes nothing', async (_case, caller, code) => {
    // Prepare
    const { store, records, deps } = setup();
    await records.recordsRepository.createRecords('org-1', [aRecord('m-1')]);
    // Act
    const result = editBeneficiaryTags({ caller }, { id: 'ben-a', tags: ['x'] }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(store.writes).toBe(0);
    expect(records.stored('org-1', 'm-1')?.benTags).toEqual(['north']);
  });
});
