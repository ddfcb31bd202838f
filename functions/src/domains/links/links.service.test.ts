import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { ORG, anonymous, outsider, staff } from '../../../../test/fixtures/questionnaire-fixtures.ts';
import { NOW, linkCaller, recordsSetup } from '../../../../test/fixtures/records-repositories.ts';
import {
  addRemoteMeeting,
  decodeBase32,
  decodeSummonCode,
  encodeBase32,
  linkToken,
  newMeetingFromSummon,
  newMeetingSummon,
  newSequenceSummon,
  startRemoteSequence,
  summonStatus,
} from './links.service.ts';

/** `recordsSetup`; `failing`: every link write fails, as a cancelled transaction does. */
const linksSetup = ({ failing = false } = {}) => {
  const setup = recordsSetup();
  setup.records.failLinkWrites = failing;
  return setup;
};

const DAY = 86_400;
const nowSeconds = NOW.getTime() / 1000;
const removed: Caller = { kind: 'staff', userId: 'user-3', email: 'r@example.org', name: 'R' };

describe('addRemoteMeeting and linkToken', () => {
  it('stores a link to a remote record for 100 days by default and signs a token for 2 hours', async () => {
    // Prepare
    const { linkDeps, records, signed } = linksSetup();

    // Act
    const { JTI } = await addRemoteMeeting(
      { caller: staff },
      { beneficiaryID: 'ben-1', outcomeSetID: 'qnr-1', tags: ['t'] },
      linkDeps,
    );
    const token = await linkToken({ caller: anonymous }, { jti: JTI }, linkDeps);

    // Assess
    expect(records.links.get(JTI)).toMatchObject({
      orgId: ORG,
      beneficiary: 'ben-1',
      sequence: ['mtg-1'],
      user: 'user-1',
      expiresAt: nowSeconds + 100 * DAY,
    });
    expect(records.stored(ORG, 'mtg-1')).toMatchObject({ remote: true, meetingTags: ['t'] });
    expect(token).toBe(`token-for-${JTI}`);
    expect(signed).toEqual([
      {
        orgId: ORG,
        beneficiaryId: 'ben-1',
        sequence: ['mtg-1'],
        jti: JTI,
        expiresAt: new Date(NOW.getTime() + 2 * 3_600_000),
      },
    ]);
  });

  it('rounds daysToComplete up', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const { JTI } = await addRemoteMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', daysToComplete: 1.2 },
      linkDeps,
    );

    // Assess
    expect(records.links.get(JTI)?.expiresAt).toBe(nowSeconds + 2 * DAY);
  });

  it.each([
    [{ daysToComplete: 0 }, { daysToComplete: 'tooSmall' }],
    [{ daysToComplete: 366 }, { daysToComplete: 'tooLarge' }],
    [{ beneficiaryID: '' }, { beneficiaryID: 'required' }],
  ])('refuses %o and writes nothing', async (change, fieldErrors) => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const result = addRemoteMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', ...change },
      linkDeps,
    );

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(records.writes).toBe(0);
  });

  it.each([
    ['another organisation', outsider, 'questionnaire.notFound'],
    ['a removed member', removed, 'auth.noOrganisation'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a link token', linkCaller(['mtg-1']), 'auth.forbidden'],
  ] satisfies [string, Caller, string][])('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const result = addRemoteMeeting({ caller }, { beneficiaryID: 'b', outcomeSetID: 'qnr-1' }, linkDeps);

    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(records.writes).toBe(0);
  });

  it('tells an unknown link from an expired one', async () => {
    // Prepare
    const { linkDeps, setNow } = linksSetup();
    const { JTI } = await addRemoteMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', daysToComplete: 1 },
      linkDeps,
    );
    setNow(new Date(NOW.getTime() + DAY * 1000));

    // Act
    const expired = linkToken({ caller: anonymous }, { jti: JTI }, linkDeps);
    const unknown = linkToken({ caller: anonymous }, { jti: 'nope' }, linkDeps);

    // Assess
    await expect(expired).rejects.toMatchObject({ code: 'link.expired' });
    await expect(unknown).rejects.toMatchObject({ code: 'link.notFound' });
  });

  it('answers a link token holder but not staff', async () => {
    // Prepare
    const { linkDeps } = linksSetup();
    const { JTI } = await addRemoteMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1' },
      linkDeps,
    );

    // Act, Assess
    await expect(linkToken({ caller: linkCaller([]) }, { jti: JTI }, linkDeps)).resolves.toBe(
      `token-for-${JTI}`,
    );
    await expect(linkToken({ caller: staff }, { jti: JTI }, linkDeps)).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
  });
});

describe('startRemoteSequence', () => {
  it('links the sequence records and then its destination', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const jti = await startRemoteSequence(
      { caller: staff },
      { beneficiaryID: 'b', sequenceID: 'seq-1', daysToComplete: 3 },
      linkDeps,
    );

    // Assess
    expect(records.links.get(jti)).toMatchObject({
      sequence: ['mtg-1', 'mtg-2', 'https://example.org/after'],
      expiresAt: nowSeconds + 3 * DAY,
    });
  });

  it('refuses an unknown sequence', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const result = startRemoteSequence({ caller: staff }, { beneficiaryID: 'b', sequenceID: 'x' }, linkDeps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'sequence.notFound' });
    expect(records.writes).toBe(0);
  });
});

describe('summons', () => {
  it('stores a summon with its tags, lifetime and uses', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();

    // Act
    const id = await newMeetingSummon(
      { caller: staff },
      { outcomeSetID: 'qnr-1', tags: ['s'], daysToComplete: 365, maxUses: 2 },
      linkDeps,
    );

    // Assess
    expect(records.summons.get(id)).toMatchObject({
      orgId: ORG,
      user: 'user-1',
      questionnaire: 'qnr-1',
      tags: ['s'],
      uses: 0,
      maxUses: 2,
      daysToComplete: 365,
      expiresAt: nowSeconds + 365 * DAY,
    });
  });

  it('refuses a summon missing required tags, an unknown questionnaire or sequence, and wrong callers', async () => {
    // Prepare
    const { linkDeps, records, questionnaires } = linksSetup();
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [{ label: 'Site', options: ['North'] }];

    // Act, Assess
    await expect(
      newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1', tags: ['South'] }, linkDeps),
    ).rejects.toMatchObject({ code: 'meeting.requiredTags', info: { labels: ['Site'] } });
    await expect(newMeetingSummon({ caller: staff }, { outcomeSetID: 'x' }, linkDeps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
    await expect(newSequenceSummon({ caller: staff }, { sequenceID: 'x' }, linkDeps)).rejects.toMatchObject({
      code: 'sequence.notFound',
    });
    await expect(
      newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1', tags: ['North'], maxUses: 0 }, linkDeps),
    ).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { maxUses: 'tooSmall' } });
    for (const [caller, code] of [
      [outsider, 'questionnaire.notFound'],
      [removed, 'auth.noOrganisation'],
      [anonymous, 'auth.forbidden'],
      [linkCaller([]), 'auth.forbidden'],
    ] satisfies [Caller, string][]) {
      await expect(
        newMeetingSummon({ caller }, { outcomeSetID: 'qnr-1', tags: ['North'] }, linkDeps),
      ).rejects.toMatchObject({ code });
    }
    expect(records.writes).toBe(0);
  });

  it('creates the records of a sequence summon with its tags for the facilitator and returns a link', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();
    const id = await newSequenceSummon(
      { caller: staff },
      { sequenceID: 'seq-1', tags: ['s'], daysToComplete: 7 },
      linkDeps,
    );

    // Act
    const jti = await newMeetingFromSummon(
      { caller: anonymous },
      { summonID: id, beneficiaryID: ' new-ben ' },
      linkDeps,
    );

    // Assess
    expect(records.links.get(jti)).toMatchObject({
      beneficiary: 'new-ben',
      sequence: ['mtg-1', 'mtg-2', 'https://example.org/after'],
      expiresAt: nowSeconds + 7 * DAY,
      user: 'user-1',
    });
    expect(records.stored(ORG, 'mtg-1')).toMatchObject({ user: 'user-1', meetingTags: ['s'], remote: true });
    expect(records.summons.get(id)?.uses).toBe(1);
  });

  it('takes the beneficiary from a base32 prefix in either case', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup();
    const id = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1' }, linkDeps);

    // Act
    const lower = await newMeetingFromSummon(
      { caller: anonymous },
      { summonID: `${encodeBase32('Ünïcode ben')}-${id}`, beneficiaryID: 'ignored' },
      linkDeps,
    );
    const upper = await newMeetingFromSummon(
      { caller: anonymous },
      { summonID: `${encodeBase32('ben-7').toUpperCase()}-${id}` },
      linkDeps,
    );

    // Assess
    expect(records.links.get(lower)?.beneficiary).toBe('Ünïcode ben');
    expect(records.links.get(upper)?.beneficiary).toBe('ben-7');
  });

  it('tells unknown, expired and exhausted summons apart and creates nothing for them', async () => {
    // Prepare
    const { linkDeps, records, setNow } = linksSetup();
    const once = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1', maxUses: 1 }, linkDeps);
    const short = await newMeetingSummon(
      { caller: staff },
      { outcomeSetID: 'qnr-1', daysToComplete: 1 },
      linkDeps,
    );
    await newMeetingFromSummon({ caller: anonymous }, { summonID: once, beneficiaryID: 'b1' }, linkDeps);
    const recordsBefore = records.records.size;

    // Act
    const exhausted = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: once, beneficiaryID: 'b2' },
      linkDeps,
    );
    const unknown = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: 'nope', beneficiaryID: 'b2' },
      linkDeps,
    );
    const badPrefix = newMeetingFromSummon({ caller: anonymous }, { summonID: `0189-${once}` }, linkDeps);
    await expect(exhausted).rejects.toMatchObject({ code: 'summon.exhausted' });
    setNow(new Date(NOW.getTime() + DAY * 1000));
    const expired = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: short, beneficiaryID: 'b2' },
      linkDeps,
    );

    // Assess
    await expect(unknown).rejects.toMatchObject({ code: 'summon.notFound' });
    await expect(badPrefix).rejects.toMatchObject({ code: 'summon.notFound' });
    await expect(expired).rejects.toMatchObject({ code: 'summon.expired' });
    expect(records.records.size).toBe(recordsBefore);
  });

  it('needs a beneficiary and refuses staff', async () => {
    // Prepare
    const { linkDeps } = linksSetup();
    const id = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1' }, linkDeps);

    // Act, Assess
    await expect(
      newMeetingFromSummon({ caller: anonymous }, { summonID: id }, linkDeps),
    ).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { beneficiary: 'required' },
    });
    await expect(
      newMeetingFromSummon({ caller: staff }, { summonID: id, beneficiaryID: 'b' }, linkDeps),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('summonStatus', () => {
  it('tells what a use would meet, in the order a use checks, and writes nothing', async () => {
    // Prepare
    const { linkDeps, records, setNow } = linksSetup();
    const open = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1' }, linkDeps);
    const once = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1', maxUses: 1 }, linkDeps);
    const theirs = await newMeetingSummon(
      { caller: staff },
      { outcomeSetID: 'qnr-1', beneficiaryID: 'ben 1' },
      linkDeps,
    );
    const theirCode = `${encodeBase32('ben 1')}-${theirs}`;
    const short = await newMeetingSummon(
      { caller: staff },
      { outcomeSetID: 'qnr-1', daysToComplete: 1 },
      linkDeps,
    );
    await newMeetingFromSummon({ caller: anonymous }, { summonID: once, beneficiaryID: 'b1' }, linkDeps);
    await newMeetingFromSummon({ caller: anonymous }, { summonID: theirCode }, linkDeps);
    const before = JSON.stringify([[...records.summons], [...records.links], [...records.records]]);
    const status = (summonID: string, caller: Caller = anonymous) =>
      summonStatus({ caller }, { summonID }, linkDeps);

    // Act
    const now = {
      open: await status(open),
      asLinkHolder: await status(open, linkCaller(['mtg-1'])),
      exhausted: await status(once),
      unknown: await status('nope'),
      badPrefix: await status(`0189-${open}`),
      theirsWithoutThem: await status(theirs),
      theirsReopened: await status(theirCode),
      theirsForSomeoneElse: await status(`${encodeBase32('ben 2')}-${theirs}`),
    };
    setNow(new Date(NOW.getTime() + DAY * 1000));
    const expired = await status(short);

    // Assess
    expect(now).toEqual({
      open: 'OPEN',
      asLinkHolder: 'OPEN',
      exhausted: 'EXHAUSTED',
      unknown: 'NOT_FOUND',
      badPrefix: 'NOT_FOUND',
      theirsWithoutThem: 'NOT_FOUND',
      theirsReopened: 'OPEN',
      theirsForSomeoneElse: 'NOT_FOUND',
    });
    expect(expired).toBe('EXPIRED');
    expect(JSON.stringify([[...records.summons], [...records.links], [...records.records]])).toBe(before);
  });

  it('refuses staff and a code that is empty or too long', async () => {
    // Prepare
    const { linkDeps } = linksSetup();
    const id = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1' }, linkDeps);

    // Act, Assess
    await expect(summonStatus({ caller: staff }, { summonID: id }, linkDeps)).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    await expect(summonStatus({ caller: anonymous }, { summonID: ' ' }, linkDeps)).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { summonID: 'required' },
    });
    await expect(
      summonStatus({ caller: anonymous }, { summonID: 'x'.repeat(401) }, linkDeps),
    ).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { summonID: 'tooLong' } });
  });
});

describe('a summon used after its questionnaires changed', () => {
  it('refuses a required tag added since the summon was made, spending no use and creating nothing', async () => {
    // Prepare
    const { linkDeps, records, questionnaires } = linksSetup();
    const id = await newMeetingSummon(
      { caller: staff },
      { outcomeSetID: 'qnr-1', tags: ['South'] },
      linkDeps,
    );
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [{ label: 'Site', options: ['North'] }];
    const writesBefore = records.writes;

    // Act
    const result = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: id, beneficiaryID: 'b' },
      linkDeps,
    );

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'meeting.requiredTags', info: { labels: ['Site'] } });
    expect(records.summons.get(id)?.uses).toBe(0);
    expect(records.records.size).toBe(0);
    expect(records.links.size).toBe(0);
    expect(records.writes).toBe(writesBefore);
  });

  it("counts the beneficiary's tags towards required tags, as AddMeeting does", async () => {
    // Prepare
    const { linkDeps, records, questionnaires } = linksSetup();
    const id = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1' }, linkDeps);
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [{ label: 'Site', options: ['north'] }];

    // Act
    const jti = await newMeetingFromSummon(
      { caller: anonymous },
      { summonID: id, beneficiaryID: 'ben-1' },
      linkDeps,
    );

    // Assess
    expect(records.links.get(jti)?.sequence).toEqual(['mtg-1']);
    expect(records.stored(ORG, 'mtg-1')).toMatchObject({ benTags: ['north'], tags: ['north'] });
    expect(records.summons.get(id)?.uses).toBe(1);
  });

  it.each([
    ['its sequence', 'sequence.notFound'],
    ['a questionnaire of its sequence', 'questionnaire.notFound'],
  ])('refuses a sequence summon once %s is deleted, spending no use', async (gone, code) => {
    // Prepare
    const { linkDeps, records, questionnaires } = linksSetup();
    const id = await newSequenceSummon({ caller: staff }, { sequenceID: 'seq-1' }, linkDeps);
    if (code === 'sequence.notFound') questionnaires.sequences.delete(`${ORG}|seq-1`);
    else questionnaires.stored(ORG, 'qnr-1')!.deleted = true;

    // Act
    const result = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: id, beneficiaryID: 'b' },
      linkDeps,
    );

    // Assess
    await expect(result, gone).rejects.toMatchObject({ code });
    expect(records.summons.get(id)?.uses).toBe(0);
    expect(records.records.size).toBe(0);
  });
});

describe('a link written with its records', () => {
  it.each([
    ['addRemoteMeeting', () => addRemoteMeeting],
    ['startRemoteSequence', () => startRemoteSequence],
  ] as const)('%s leaves no record when the link cannot be written', async (_name, operation) => {
    // Prepare
    const { linkDeps, records } = linksSetup({ failing: true });

    // Act
    const result = operation()(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', sequenceID: 'seq-1' },
      linkDeps,
    );

    // Assess
    await expect(result).rejects.toThrow('TransactionCanceledException');
    expect(records.records.size).toBe(0);
    expect(records.upsertedBeneficiaries.size).toBe(0);
    expect(records.writes).toBe(0);
  });

  it('leaves no record and spends no use of a summon when the link cannot be written', async () => {
    // Prepare
    const { linkDeps, records } = linksSetup({ failing: true });
    const id = await newMeetingSummon({ caller: staff }, { outcomeSetID: 'qnr-1', maxUses: 1 }, linkDeps);
    const writesBefore = records.writes;

    // Act
    const result = newMeetingFromSummon(
      { caller: anonymous },
      { summonID: id, beneficiaryID: 'b' },
      linkDeps,
    );

    // Assess
    await expect(result).rejects.toThrow('TransactionCanceledException');
    expect(records.summons.get(id)?.uses).toBe(0);
    expect(records.records.size).toBe(0);
    expect(records.writes).toBe(writesBefore);
  });
});

describe('summon codes', () => {
  it('round-trips base32 and splits only 6-part codes', () => {
    // Prepare
    const id = '3f1c2a9e-1b2c-4d3e-8f90-112233445566';

    // Act
    const plain = decodeSummonCode(id);
    const prefixed = decodeSummonCode(`${encodeBase32('ben 1')}-${id}`);

    // Assess
    expect(encodeBase32('f')).toBe('my');
    expect(encodeBase32('foobar')).toBe('mzxw6ytboi');
    expect(decodeBase32('MZXW6YTBOI')).toBe('foobar');
    expect(decodeBase32('mzxw6ytboi')).toBe('foobar');
    expect(decodeBase32('1')).toBeUndefined();
    expect(plain).toEqual({ summonId: id });
    expect(prefixed).toEqual({ summonId: id, beneficiary: 'ben 1' });
    expect(decodeSummonCode('a-b-c')).toEqual({ summonId: 'a-b-c' });
  });
});
