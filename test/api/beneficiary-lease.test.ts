import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

import { beneficiariesRepository } from '../../functions/src/domains/beneficiaries/beneficiaries.repository.ts';
import {
  releaseBeneficiaryLease,
  takeBeneficiaryLease,
} from '../../functions/src/domains/beneficiaries/beneficiary-lease.ts';
import { importsRepository } from '../../functions/src/domains/imports/imports.repository.ts';
import { gql } from './steps/graphql.ts';
import { aTeam } from './steps/people.ts';

/**
 * An import writes an organisation's beneficiaries whole, with puts, under a short lease that tag edits wait for
 * (docs/decisions.md, "Importing records"): no tags saved meanwhile are overwritten.
 */

const EDIT_TAGS = `mutation Edit($id: String!, $tags: [String]) {
  EditBeneficiaryTags(id: $id, tags: $tags) { id tags }
}`;

const LEASE_MS = 15_000;

describe("an import's lease on writing beneficiaries", () => {
  it('holds back tags a member saves until the import lets the lease go, then saves them', async () => {
    // Prepare: an import holds the lease
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const now = Date.now();
    expect(await takeBeneficiaryLease(team.orgId, 'import:a', now, now + LEASE_MS)).toBe(true);

    // Act: the member saves tags; the import lets the lease go a moment later
    const saving = gql<{ EditBeneficiaryTags: unknown }>(EDIT_TAGS, { id: 'ben-1', tags: ['north'] }, token);
    await sleep(800);
    const whileHeld = await beneficiariesRepository.getBeneficiary(team.orgId, 'ben-1');
    await releaseBeneficiaryLease(team.orgId, 'import:a');
    const saved = await saving;

    // Assess
    expect(whileHeld).toBeUndefined();
    expect(saved.data).toEqual({ EditBeneficiaryTags: { id: 'ben-1', tags: ['north'] } });
    expect(await beneficiariesRepository.getBeneficiary(team.orgId, 'ben-1')).toEqual({
      id: 'ben-1',
      tags: ['north'],
    });
  });

  it('blocks nothing once lapsed, as when the job holding it died', async () => {
    // Prepare: a lease that ended a second ago and was never let go
    const team = await aTeam(1);
    const now = Date.now();
    await takeBeneficiaryLease(team.orgId, 'import:dead', now - LEASE_MS, now - 1000);

    // Act
    const saved = await gql(EDIT_TAGS, { id: 'ben-1', tags: ['north'] }, team.owner.tokens.IdToken);
    const taken = await takeBeneficiaryLease(team.orgId, 'import:b', Date.now(), Date.now() + LEASE_MS);

    // Assess
    expect(saved.data).toEqual({ EditBeneficiaryTags: { id: 'ben-1', tags: ['north'] } });
    expect(taken).toBe(true);
  });

  it('is held by one import at a time, which can take it again', async () => {
    // Prepare
    const team = await aTeam(1);
    const now = Date.now();
    await takeBeneficiaryLease(team.orgId, 'import:a', now, now + LEASE_MS);

    // Act
    const byAnother = await takeBeneficiaryLease(team.orgId, 'import:b', now, now + LEASE_MS);
    const byItself = await takeBeneficiaryLease(team.orgId, 'import:a', now, now + LEASE_MS);
    await releaseBeneficiaryLease(team.orgId, 'import:b');
    const stillHeld = await takeBeneficiaryLease(team.orgId, 'import:b', now, now + LEASE_MS);
    await releaseBeneficiaryLease(team.orgId, 'import:a');
    const afterRelease = await takeBeneficiaryLease(team.orgId, 'import:b', now, now + LEASE_MS);

    // Assess
    expect([byAnother, byItself, stillHeld, afterRelease]).toEqual([false, true, false, true]);
  });

  it("keeps the tags the import's beneficiaries have, creates the others without any, and lets the lease go", async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    await gql(EDIT_TAGS, { id: 'ben-1', tags: ['north', 'group'] }, token);

    // Act
    const tags = await importsRepository.writeBeneficiaries(
      team.orgId,
      'import:a',
      ['ben-1', 'ben-new'],
      '2026-01-01T00:00:00.000Z',
    );
    const taken = await takeBeneficiaryLease(team.orgId, 'import:b', Date.now(), Date.now() + LEASE_MS);

    // Assess
    expect(Object.fromEntries(tags)).toEqual({ 'ben-1': ['north', 'group'], 'ben-new': [] });
    expect(await beneficiariesRepository.getBeneficiary(team.orgId, 'ben-1')).toEqual({
      id: 'ben-1',
      tags: ['north', 'group'],
    });
    expect(await beneficiariesRepository.getBeneficiary(team.orgId, 'ben-new')).toEqual({
      id: 'ben-new',
      tags: [],
    });
    expect(taken).toBe(true);
  });
});
