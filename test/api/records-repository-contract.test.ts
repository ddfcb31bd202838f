import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  linksRepository,
  type Link,
  type LinksRepository,
  type Summon,
} from '../../functions/src/domains/links/links.repository.ts';
import { questionnairesRepository } from '../../functions/src/domains/questionnaires/questionnaires.repository.ts';
import { recordsRepository } from '../../functions/src/domains/records/records.repository.ts';
import type { Meeting, RecordsRepository } from '../../functions/src/domains/records/records.repository.ts';
import { aStoredQuestionnaire } from '../fixtures/questionnaire-fixtures.ts';
import { InMemoryRecordStore, aMeeting } from '../fixtures/records-repositories.ts';
import { contractSubjects } from './steps/repository-contract.ts';

type Subject = { orgId: string; records: RecordsRepository; links: LinksRepository };

const SUBJECTS = contractSubjects<Subject>({
  dynamodb: async () => {
    const orgId = `org-${randomUUID()}`;
    await questionnairesRepository.createQuestionnaire(orgId, aStoredQuestionnaire());
    return { orgId, records: recordsRepository, links: linksRepository };
  },
  inMemory: async () => {
    const store = new InMemoryRecordStore((_orgId, id) => id === 'qnr-1');
    return { orgId: 'org-1', records: store.recordsRepository, links: store.linksRepository };
  },
});

describe.each(SUBJECTS)('the records repository contract: %s', (_name, make) => {
  it('reads back the records it created, one by one and by beneficiary', async () => {
    // Prepare
    const { orgId, records } = await make();
    const [first, second] = [aMeeting(), aMeeting({ created: '2024-05-02T09:00:00.000Z' })];
    // Act
    await records.createRecords(orgId, [first!, second!]);
    // Assess
    expect(await records.getRecord(orgId, first!.id)).toEqual(first);
    expect((await records.listBeneficiaryRecords(orgId, 'ben-1')).map(({ id }) => id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
  });

  it('refuses records of a questionnaire that does not exist with questionnaire.notFound, writing nothing', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting({ outcomeSetID: 'qnr-missing' });
    // Act
    const result = records.createRecords(orgId, [meeting]);
    // Assess
    await expect(result).rejects.toMatchObject({ name: 'AppError', code: 'questionnaire.notFound' });
    expect(await records.getRecord(orgId, meeting.id)).toBeUndefined();
  });

  it('answers notFound, undefined and false for a record that does not exist', async () => {
    // Prepare
    const { orgId, records } = await make();
    // Act
    const answered = await records.setAnswer(orgId, 'mtg-none', 'q1', { answer: 2 }, false);
    const noted = await records.setNotes(orgId, 'mtg-none', 'a note', false);
    const deleted = await records.deleteRecord(orgId, 'mtg-none');
    // Assess
    expect([answered, noted, deleted]).toEqual(['notFound', 'notFound', false]);
    expect(await records.getRecord(orgId, 'mtg-none')).toBeUndefined();
  });

  it('writes answers and notes to an incomplete record and returns it as written', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting();
    await records.createRecords(orgId, [meeting]);
    // Act
    await records.setAnswer(orgId, meeting.id, 'q1', { answer: 2, notes: 'why' }, true);
    const noted = await records.setNotes(orgId, meeting.id, 'the record', true);
    // Assess
    expect(noted).toMatchObject({ answers: { q1: { answer: 2, notes: 'why' } }, notes: 'the record' });
    expect(await records.getRecord(orgId, meeting.id)).toMatchObject({
      answers: { q1: { answer: 2, notes: 'why' } },
      notes: 'the record',
    });
  });

  it('writes a first answer only once when asked to, answering answerExists after', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting();
    await records.createRecords(orgId, [meeting]);
    await records.setAnswer(orgId, meeting.id, 'q1', { answer: 2 }, true, true);
    // Act
    const second = await records.setAnswer(orgId, meeting.id, 'q1', { answer: 4 }, true, true);
    // Assess
    expect(second).toBe('answerExists');
    expect((await records.getRecord(orgId, meeting.id))?.answers).toEqual({ q1: { answer: 2 } });
  });

  it('completes a record once, dated when it was conducted, and then refuses writes meant for incomplete ones', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting({ conducted: '2024-04-01T10:00:00.000Z' });
    await records.createRecords(orgId, [meeting]);
    const read = (await records.getRecord(orgId, meeting.id))!;
    // Act
    const completed = await records.completeRecord(orgId, read, '2024-05-03T10:00:00.000Z');
    const again = await records.completeRecord(orgId, read, '2024-05-04T10:00:00.000Z');
    const answer = await records.setAnswer(orgId, meeting.id, 'q1', { answer: 3 }, true);
    // Assess
    expect(completed).toMatchObject({ incomplete: false, date: '2024-04-01T10:00:00.000Z' });
    expect([again, answer]).toEqual(['complete', 'complete']);
    expect(await records.getRecord(orgId, meeting.id)).toMatchObject({
      incomplete: false,
      date: '2024-04-01T10:00:00.000Z',
      answers: {},
    });
  });

  it('saves an edit of the record as read and refuses one read before the record was completed', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting();
    await records.createRecords(orgId, [meeting]);
    const read = (await records.getRecord(orgId, meeting.id))!;
    const moved = { ...read, beneficiary: 'ben-2', meetingTags: ['south'], tags: ['south'] };
    // Act
    const saved = await records.updateRecord(orgId, read, moved);
    const fresh = (await records.getRecord(orgId, meeting.id))!;
    await records.completeRecord(orgId, fresh, '2024-05-03T10:00:00.000Z');
    const stale = await records.updateRecord(orgId, fresh, {
      ...fresh,
      meetingTags: ['west'],
      tags: ['west'],
    });
    // Assess
    expect([saved, stale]).toEqual(['saved', 'conflict']);
    expect(await records.getRecord(orgId, meeting.id)).toMatchObject({
      beneficiary: 'ben-2',
      meetingTags: ['south'],
      incomplete: false,
    });
  });

  it('deletes a record once', async () => {
    // Prepare
    const { orgId, records } = await make();
    const meeting = aMeeting();
    await records.createRecords(orgId, [meeting]);
    // Act
    const first = await records.deleteRecord(orgId, meeting.id);
    const second = await records.deleteRecord(orgId, meeting.id);
    // Assess
    expect([first, second]).toEqual([true, false]);
    expect(await records.getRecord(orgId, meeting.id)).toBeUndefined();
  });
});

const NOW_SECONDS = Math.floor(Date.parse('2024-05-01T10:00:00.000Z') / 1000);

const aLink = (orgId: string, meetings: Meeting[], overrides: Partial<Link> = {}) => ({
  jti: `jti-${randomUUID()}`,
  orgId,
  beneficiary: 'ben-1',
  sequence: meetings.map(({ id }) => id),
  user: 'user-1',
  expiresAt: NOW_SECONDS + 3600,
  createdAt: '2024-05-01T10:00:00.000Z',
  questionnaire: 'qnr-1',
  ...overrides,
});

const aSummon = (orgId: string, overrides: Partial<Summon> = {}): Summon => ({
  id: `summon-${randomUUID()}`,
  orgId,
  user: 'user-1',
  questionnaire: 'qnr-1',
  tags: ['north'],
  uses: 0,
  daysToComplete: 7,
  expiresAt: NOW_SECONDS + 3600,
  createdAt: '2024-05-01T09:00:00.000Z',
  ...overrides,
});

describe.each(SUBJECTS)('the links repository contract: %s', (_name, make) => {
  it('writes a link with its records, or neither when a questionnaire does not exist', async () => {
    // Prepare
    const { orgId, records, links } = await make();
    const [meeting, stray] = [aMeeting(), aMeeting({ outcomeSetID: 'qnr-missing' })];
    const link = aLink(orgId, [meeting]);
    const refused = aLink(orgId, [stray]);
    // Act
    await links.putLink(link, [meeting]);
    const outcome = await Promise.allSettled([links.putLink(refused, [stray])]);
    // Assess
    expect(outcome[0]).toMatchObject({ status: 'rejected', reason: { code: 'questionnaire.notFound' } });
    expect(await links.getLink(link.jti)).toEqual(link);
    expect(await records.getRecord(orgId, meeting.id)).toEqual(meeting);
    expect(await links.getLink(refused.jti)).toBeUndefined();
    expect(await records.getRecord(orgId, stray.id)).toBeUndefined();
    expect(await links.recordStates(orgId, [meeting.id, stray.id])).toEqual(new Map([[meeting.id, true]]));
  });

  it('uses a summon until its uses run out, answering notFound, expired and exhausted writing nothing', async () => {
    // Prepare
    const { orgId, links } = await make();
    const once = aSummon(orgId, { maxUses: 1 });
    const expired = aSummon(orgId, { expiresAt: NOW_SECONDS });
    const revoked = aSummon(orgId);
    for (const summon of [once, expired, revoked]) await links.putSummon(summon);
    await links.revokeSummon(orgId, revoked.id, '2024-05-01T09:30:00.000Z');
    const use = async (id: string) => {
      const meeting = aMeeting();
      const link = aLink(orgId, [meeting]);
      return { outcome: await links.useSummon(id, NOW_SECONDS, link, [meeting]), jti: link.jti };
    };
    // Act
    const used = await use(once.id);
    const refused = [
      await use(once.id),
      await use(expired.id),
      await use(revoked.id),
      await use('summon-none'),
    ];
    // Assess
    expect(used.outcome).toBe('used');
    expect(refused.map(({ outcome }) => outcome)).toEqual(['exhausted', 'expired', 'expired', 'notFound']);
    expect(await links.getSummon(once.id)).toEqual({ ...once, uses: 1 });
    expect(await links.getLink(used.jti)).toBeDefined();
    for (const { jti } of refused) expect(await links.getLink(jti)).toBeUndefined();
  });

  it("keeps one link per beneficiary a summon's code named, answering taken to a second", async () => {
    // Prepare
    const { orgId, links } = await make();
    const summon = aSummon(orgId);
    await links.putSummon(summon);
    const [first, second] = [aMeeting({ beneficiary: 'ben-7' }), aMeeting({ beneficiary: 'ben-7' })];
    const [firstLink, secondLink] = [
      aLink(orgId, [first], { beneficiary: 'ben-7' }),
      aLink(orgId, [second], { beneficiary: 'ben-7' }),
    ];
    // Act
    const used = await links.useSummon(summon.id, NOW_SECONDS, firstLink, [first], true);
    const taken = await links.useSummon(summon.id, NOW_SECONDS, secondLink, [second], true);
    // Assess
    expect([used, taken]).toEqual(['used', 'taken']);
    expect(await links.getSummonLink(summon.id, 'ben-7')).toBe(firstLink.jti);
    expect(await links.getSummon(summon.id)).toEqual({ ...summon, uses: 1, beneficiary: 'ben-7' });
    expect(await links.getLink(secondLink.jti)).toBeUndefined();
  });

  it("lists the organisation's open links and summons newest first, and revokes each once, only its own", async () => {
    // Prepare
    const { orgId, links } = await make();
    const meeting = aMeeting();
    const link = aLink(orgId, [meeting]);
    const summon = aSummon(orgId);
    const gone = aSummon(orgId, { createdAt: '2024-05-01T11:00:00.000Z' });
    await links.putLink(link, [meeting]);
    await links.putSummon(summon);
    await links.putSummon(gone);
    // Act
    const revoked = await links.revokeSummon(orgId, gone.id, '2024-05-01T12:00:00.000Z');
    const again = await links.revokeSummon(orgId, gone.id, '2024-05-01T12:00:00.000Z');
    const byOther = await links.revokeLink(`org-${randomUUID()}`, link.jti, '2024-05-01T12:00:00.000Z');
    // Assess
    expect([revoked, again, byOther]).toEqual([true, false, false]);
    expect(await links.listOrganisationLinks(orgId)).toEqual([
      { kind: 'link', link },
      { kind: 'summon', summon },
    ]);
    expect(await links.getSummon(gone.id)).toEqual({ ...gone, revokedAt: '2024-05-01T12:00:00.000Z' });
  });
});
