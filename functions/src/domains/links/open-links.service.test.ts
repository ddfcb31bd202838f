import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { ORG, anonymous, outsider, staff } from '../../../../test/fixtures/questionnaire-fixtures.ts';
import { NOW, recordsSetup } from '../../../../test/fixtures/records-repositories.ts';
import {
  addRemoteMeeting,
  encodeBase32,
  linkToken,
  newMeetingFromSummon,
  newMeetingSummon,
  openLinks,
  renewLinkToken,
  revokeLink,
  revokeLinksOf,
} from './links.service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const removed: Caller = { kind: 'staff', userId: 'user-3', email: 'r@example.org', name: 'R' };

/** `recordsSetup` with user-1 named Sam, a second active member user-4 (Kim), and a clock tests can move. */
const setup = () => {
  const found = recordsSetup();
  found.people.memberships.get(`${ORG}|user-1`)!.userName = 'Sam';
  found.people.addUser({ id: 'user-4', activeOrgId: ORG, name: 'Kim' });
  found.people.addMembership({ orgId: ORG, userId: 'user-4' });
  let now = NOW;
  found.setNow(now);
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
    found.setNow(now);
  };
  return { ...found, later };
};

type Setup = ReturnType<typeof setup>;
const kim: Caller = { kind: 'staff', userId: 'user-4', email: 'kim@example.org', name: 'Kim' };

const aLink = async ({ linkDeps }: Setup, beneficiaryID = 'ben-1', caller: Caller = staff, days = 100) =>
  (
    await addRemoteMeeting(
      { caller },
      { beneficiaryID, outcomeSetID: 'qnr-1', daysToComplete: days },
      linkDeps,
    )
  ).JTI;

const aSummon = ({ linkDeps }: Setup, caller: Caller = staff, maxUses?: number) =>
  newMeetingSummon({ caller }, { outcomeSetID: 'qnr-1', maxUses }, linkDeps);

/** Every record the link reaches, completed as the answering app would leave them. */
const complete = ({ records }: Setup, jti: string) => {
  for (const id of records.links.get(jti)!.sequence) records.stored(ORG, id)!.incomplete = false;
};

const callerOf = ({ records }: Setup, jti: string): Caller => {
  const link = records.links.get(jti)!;
  return {
    kind: 'beneficiary',
    orgId: link.orgId,
    beneficiaryId: link.beneficiary,
    sequence: link.sequence,
    jti,
  };
};

describe('link tokens', () => {
  it('live 2 hours, or less when the link ends sooner', async () => {
    // Prepare
    const found = setup();
    const long = await aLink(found);
    const short = await aLink(found, 'ben-2', staff, 1);
    found.later(DAY_MS - HOUR_MS);

    // Act
    await linkToken({ caller: anonymous }, { jti: long }, found.linkDeps);
    await linkToken({ caller: anonymous }, { jti: short }, found.linkDeps);

    // Assess
    const at = NOW.getTime() + DAY_MS - HOUR_MS;
    expect(found.signed).toMatchObject([
      { jti: long, expiresAt: new Date(at + 2 * HOUR_MS) },
      { jti: short, expiresAt: new Date(NOW.getTime() + DAY_MS) },
    ]);
  });

  it('are refused with link.completed once every record of the link is complete', async () => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    complete(found, jti);

    // Act
    const token = linkToken({ caller: anonymous }, { jti }, found.linkDeps);

    // Assess
    await expect(token).rejects.toMatchObject({ code: 'link.completed' });
    expect(found.signed).toEqual([]);
  });

  it('are renewed for the link token holder, again for at most 2 hours', async () => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    found.later(90 * 60_000);

    // Act
    const token = await renewLinkToken({ caller: callerOf(found, jti) }, found.linkDeps);

    // Assess
    expect(token).toBe(`token-for-${jti}`);
    expect(found.signed).toEqual([
      {
        orgId: ORG,
        beneficiaryId: 'ben-1',
        sequence: found.records.links.get(jti)!.sequence,
        jti,
        expiresAt: new Date(NOW.getTime() + 90 * 60_000 + 2 * HOUR_MS),
      },
    ]);
  });

  it.each([
    ['revoked', 'link.expired'],
    ['completed', 'link.completed'],
    ['past its lifetime', 'link.expired'],
  ])('are not renewed once the link is %s', async (change, code) => {
    // Prepare
    const found = setup();
    const jti = await aLink(found, 'ben-1', staff, 1);
    if (change === 'revoked') await revokeLink({ caller: staff }, { id: jti }, found.linkDeps);
    if (change === 'completed') complete(found, jti);
    if (change === 'past its lifetime') found.later(DAY_MS);

    // Act
    const renewed = renewLinkToken({ caller: callerOf(found, jti) }, found.linkDeps);

    // Assess
    await expect(renewed).rejects.toMatchObject({ code });
    expect(found.signed).toEqual([]);
  });

  it.each([
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['staff', staff, 'auth.forbidden'],
    [
      'a token naming another beneficiary',
      { kind: 'beneficiary', orgId: ORG, beneficiaryId: 'ben-2', sequence: [], jti: 'JTI' },
      'link.notFound',
    ],
    [
      'a token of another organisation',
      { kind: 'beneficiary', orgId: 'org-2', beneficiaryId: 'ben-1', sequence: [], jti: 'JTI' },
      'link.notFound',
    ],
  ] satisfies [string, Caller, string][])('are not renewed for %s', async (_case, caller, code) => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    const withJti = caller.kind === 'beneficiary' ? { ...caller, jti } : caller;

    // Act
    const renewed = renewLinkToken({ caller: withJti }, found.linkDeps);

    // Assess
    await expect(renewed).rejects.toMatchObject({ code });
    expect(found.signed).toEqual([]);
  });
});

describe('a summon code naming its beneficiary', () => {
  it('hands back the same link while its record is incomplete, then link.completed, never a second record', async () => {
    // Prepare
    const found = setup();
    const summonID = `${encodeBase32('ben-7')}-${await aSummon(found)}`;
    const use = () => newMeetingFromSummon({ caller: anonymous }, { summonID }, found.linkDeps);
    const first = await use();

    // Act
    const again = await use();
    complete(found, first);
    const afterCompletion = use();

    // Assess
    expect(again).toBe(first);
    await expect(afterCompletion).rejects.toMatchObject({ code: 'link.completed' });
    expect(found.records.records.size).toBe(1);
    expect([...found.records.summons.values()][0]).toMatchObject({ uses: 1, beneficiary: 'ben-7' });
  });

  it('answers summon.expired once the link it made was revoked', async () => {
    // Prepare
    const found = setup();
    const summonID = `${encodeBase32('ben-7')}-${await aSummon(found)}`;
    const jti = await newMeetingFromSummon({ caller: anonymous }, { summonID }, found.linkDeps);
    await revokeLink({ caller: staff }, { id: jti }, found.linkDeps);

    // Act
    const again = newMeetingFromSummon({ caller: anonymous }, { summonID }, found.linkDeps);

    // Assess
    await expect(again).rejects.toMatchObject({ code: 'summon.expired' });
    expect(found.records.records.size).toBe(1);
  });

  it('leaves a summon for many making new records per use until it is exhausted', async () => {
    // Prepare
    const found = setup();
    const summonID = await aSummon(found, staff, 3);
    const use = () =>
      newMeetingFromSummon({ caller: anonymous }, { summonID, beneficiaryID: 'ben-7' }, found.linkDeps);

    // Act
    const jtis = [await use(), await use(), await use()];
    const fourth = use();

    // Assess
    expect(new Set(jtis).size).toBe(3);
    await expect(fourth).rejects.toMatchObject({ code: 'summon.exhausted' });
    expect(found.records.records.size).toBe(3);
  });
});

describe('openLinks', () => {
  it("lists the organisation's open links and summons, newest first, with their makers' names", async () => {
    // Prepare
    const found = setup();
    const first = await aLink(found, 'ben-1');
    found.later(1000);
    const summon = await aSummon(found, kim, 5);
    found.later(1000);
    const second = await aLink(found, 'ben-2', kim);

    // Act
    const listed = await openLinks({ caller: staff }, {}, found.linkDeps);
    const forBen2 = await openLinks({ caller: staff }, { beneficiary: 'ben-2' }, found.linkDeps);

    // Assess
    expect(listed).toEqual([
      {
        id: second,
        kind: 'ONE_TIME',
        createdBy: 'user-4',
        createdByName: 'Kim',
        beneficiary: 'ben-2',
        questionnaire: 'qnr-1',
        sequence: null,
        created: new Date(NOW.getTime() + 2000).toISOString(),
        expires: new Date(NOW.getTime() + 2000 + 100 * DAY_MS).toISOString(),
        uses: 0,
        maxUses: 1,
      },
      expect.objectContaining({ id: summon, kind: 'SUMMON', createdByName: 'Kim', uses: 0, maxUses: 5 }),
      expect.objectContaining({ id: first, kind: 'ONE_TIME', createdByName: 'Sam', beneficiary: 'ben-1' }),
    ]);
    expect(forBen2.map(({ id }) => id)).toEqual([second]);
  });

  it('leaves out revoked, expired, exhausted and completed links', async () => {
    // Prepare
    const found = setup();
    const revoked = await aLink(found, 'ben-1');
    await revokeLink({ caller: staff }, { id: revoked }, found.linkDeps);
    const completed = await aLink(found, 'ben-2');
    complete(found, completed);
    const exhausted = await aSummon(found, staff, 1);
    await newMeetingFromSummon(
      { caller: anonymous },
      { summonID: exhausted, beneficiaryID: 'ben-3' },
      found.linkDeps,
    );
    await aLink(found, 'ben-4', staff, 1);
    found.later(DAY_MS);

    // Act
    const listed = await openLinks({ caller: staff }, {}, found.linkDeps);

    // Assess: only the link the exhausted summon made is left.
    expect(listed.map(({ kind, beneficiary }) => [kind, beneficiary])).toEqual([['ONE_TIME', 'ben-3']]);
  });

  it.each([
    ['a member of another organisation', outsider, []],
    ['a removed member', removed, 'auth.noOrganisation'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
  ] satisfies [string, Caller, string | []][])('shows %s nothing of ours', async (_case, caller, outcome) => {
    // Prepare
    const found = setup();
    await aLink(found);

    // Act
    const listed = openLinks({ caller }, {}, found.linkDeps);

    // Assess
    if (typeof outcome === 'string') await expect(listed).rejects.toMatchObject({ code: outcome });
    else await expect(listed).resolves.toEqual(outcome);
  });
});

describe('revokeLink', () => {
  it('ends a one-time link and a summon: they open as expired, and stay stored', async () => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    const summonID = await aSummon(found);

    // Act
    const results = [
      await revokeLink({ caller: kim }, { id: jti }, found.linkDeps),
      await revokeLink({ caller: kim }, { id: summonID }, found.linkDeps),
    ];

    // Assess
    expect(results).toEqual([true, true]);
    await expect(linkToken({ caller: anonymous }, { jti }, found.linkDeps)).rejects.toMatchObject({
      code: 'link.expired',
    });
    await expect(
      newMeetingFromSummon({ caller: anonymous }, { summonID, beneficiaryID: 'b' }, found.linkDeps),
    ).rejects.toMatchObject({ code: 'summon.expired' });
    expect(found.records.links.get(jti)?.revokedAt).toBe(NOW.toISOString());
    expect(found.records.records.size).toBe(1);
  });

  it.each([
    ['a member of another organisation', outsider, 'link.notFound'],
    ['a removed member', removed, 'auth.noOrganisation'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
  ] satisfies [string, Caller, string][])('refuses %s and changes nothing', async (_case, caller, code) => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    const writes = found.records.writes;

    // Act
    const revoked = revokeLink({ caller }, { id: jti }, found.linkDeps);

    // Assess
    await expect(revoked).rejects.toMatchObject({ code });
    expect(found.records.writes).toBe(writes);
    expect(found.records.links.get(jti)?.revokedAt).toBeUndefined();
  });

  it('refuses its own link token, an unknown id, a revoked link and a blank id', async () => {
    // Prepare
    const found = setup();
    const jti = await aLink(found);
    const done = await aLink(found, 'ben-2');
    await revokeLink({ caller: staff }, { id: done }, found.linkDeps);

    // Act, Assess
    await expect(
      revokeLink({ caller: callerOf(found, jti) }, { id: jti }, found.linkDeps),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
    await expect(revokeLink({ caller: staff }, { id: 'nope' }, found.linkDeps)).rejects.toMatchObject({
      code: 'link.notFound',
    });
    await expect(revokeLink({ caller: staff }, { id: done }, found.linkDeps)).rejects.toMatchObject({
      code: 'link.notFound',
    });
    await expect(revokeLink({ caller: staff }, { id: ' ' }, found.linkDeps)).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { id: 'required' },
    });
    expect(found.records.links.get(jti)?.revokedAt).toBeUndefined();
  });
});

describe('revokeLinksOf', () => {
  it('revokes the open links and summons one member made, and counts them', async () => {
    // Prepare
    const found = setup();
    const theirs = [await aLink(found, 'ben-1', kim), await aSummon(found, kim)];
    const completed = await aLink(found, 'ben-2', kim);
    complete(found, completed);
    const mine = await aLink(found, 'ben-3');

    // Act
    const count = await revokeLinksOf({ caller: staff }, { userID: 'user-4' }, found.linkDeps);
    const again = await revokeLinksOf({ caller: staff }, { userID: 'user-4' }, found.linkDeps);

    // Assess
    expect(count).toBe(2);
    expect(again).toBe(0);
    const listed = await openLinks({ caller: staff }, {}, found.linkDeps);
    expect(listed.map(({ id }) => id)).toEqual([mine]);
    expect(theirs.every((id) => !listed.some((link) => link.id === id))).toBe(true);
  });

  it('revokes nothing of ours for a member of another organisation', async () => {
    // Prepare
    const found = setup();
    await aLink(found);

    // Act
    const count = await revokeLinksOf({ caller: outsider }, { userID: 'user-1' }, found.linkDeps);

    // Assess
    expect(count).toBe(0);
    expect(await openLinks({ caller: staff }, {}, found.linkDeps)).toHaveLength(1);
  });
});
