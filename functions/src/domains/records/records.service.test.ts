import { describe, expect, it } from 'vitest';

import type { AppError } from '#core/app-error.ts';
import type { Caller } from '#core/auth-context.ts';
import { OPTIMISTIC_ATTEMPTS } from '#core/optimistic-retry.ts';
import type { IntAnswer, LikertScale } from '../../graphql/generated/schema-types.ts';

import {
  ORG,
  anonymous,
  beneficiary,
  outsider,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';
import { NOW, linkCaller, recordsSetup } from '../../../../test/fixtures/records-repositories.ts';
import { BeneficiaryTagsChanged } from './beneficiary-tags-changed.ts';
import type { RecordsDeps } from './records.service.ts';
import {
  addLikertAnswer,
  addMeeting,
  completeMeeting,
  deleteMeeting,
  editMeetingBeneficiary,
  editMeetingDate,
  editMeetingTags,
  getMeeting,
  listIncompleteMeetings,
  listMeetings,
  recentMeetings,
  setMeetingNotes,
  startSequence,
} from './records.service.ts';

const removed: Caller = { kind: 'staff', userId: 'user-3', email: 'r@example.org', name: 'R' };

const staffOnlyWrongCallers = [
  ['the anonymous caller', anonymous, 'auth.forbidden'],
  ['a beneficiary', beneficiary, 'auth.forbidden'],
  ['a removed member', removed, 'auth.noOrganisation'],
] satisfies [string, Caller, string][];

const withRecord = async (extra: Record<string, unknown> = {}) => {
  const setup = recordsSetup();
  const meeting = await addMeeting(
    { caller: staff },
    { beneficiaryID: 'ben-1', outcomeSetID: 'qnr-1', tags: ['a'], ...extra },
    setup.deps,
  );
  return { ...setup, meeting };
};

/** Answers both questions of qnr-1 (q2 requires a note), so that the record may be completed. */
const answerAll = async (deps: RecordsDeps, meetingID: string, caller: Caller = staff) => {
  await addLikertAnswer({ caller }, { meetingID, questionID: 'q1', value: 2 }, deps);
  await addLikertAnswer({ caller }, { meetingID, questionID: 'q2', value: 4, notes: 'why' }, deps);
};

/** A new record of qnr-1 with every question answered, ready to be completed. */
const withAnsweredRecord = async (extra: Record<string, unknown> = {}) => {
  const setup = await withRecord(extra);
  await answerAll(setup.deps, setup.meeting.id);
  return setup;
};

describe('addMeeting', () => {
  it('creates an incomplete record with its tags and the beneficiary tags', async () => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act
    const result = await addMeeting(
      { caller: staff },
      { beneficiaryID: ' ben-1 ', outcomeSetID: 'qnr-1', tags: ['a', ' a ', null, 'north'] },
      deps,
    );

    // Assess
    expect(result).toMatchObject({
      id: 'mtg-1',
      beneficiary: 'ben-1',
      user: 'user-1',
      incomplete: true,
      date: null,
      created: NOW.toISOString(),
      meetingTags: ['a', 'north'],
      benTags: ['north'],
      tags: ['a', 'north'],
      outcomeSet: { id: 'qnr-1' },
    });
    expect(records.stored(ORG, 'mtg-1')?.remote).toBe(false);
    expect([...records.tags]).toEqual([`${ORG}|a`, `${ORG}|north`]);
  });

  it("makes the record again with its beneficiary's tags when they changed while it was being made", async () => {
    // Prepare: the tags are edited between the first read and its write
    const { deps } = recordsSetup();
    const reads = [['north'], ['cohort 2']];
    let writes = 0;
    const racing: RecordsDeps = {
      ...deps,
      beneficiaries: {
        ...deps.beneficiaries,
        getBeneficiary: (_orgId, id) => Promise.resolve({ id, tags: reads.shift() ?? ['cohort 2'] }),
      },
      records: {
        ...deps.records,
        createRecords: async (orgId, meetings) => {
          writes += 1;
          if (writes === 1) throw new BeneficiaryTagsChanged();
          return deps.records.createRecords(orgId, meetings);
        },
      },
    };

    // Act
    const result = await addMeeting(
      { caller: staff },
      { beneficiaryID: 'ben-1', outcomeSetID: 'qnr-1', tags: [] },
      racing,
    );

    // Assess
    expect(writes).toBe(2);
    expect(result).toMatchObject({ benTags: ['cohort 2'], tags: ['cohort 2'] });
  });

  it('keeps a conducted date in the past, normalised to UTC', async () => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act
    await addMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', conducted: '2024-04-01T12:00:00+01:00' },
      deps,
    );

    // Assess
    expect(records.stored(ORG, 'mtg-1')?.conducted).toBe('2024-04-01T11:00:00.000Z');
  });

  it.each([
    [{ conducted: '2024-05-02T00:00:00.000Z' }, { conducted: 'tooLarge' }],
    [{ conducted: '1999-12-31T00:00:00.000Z' }, { conducted: 'tooSmall' }],
    [{ conducted: 'soon' }, { conducted: 'invalid' }],
    [{ beneficiaryID: '' }, { beneficiaryID: 'required' }],
    [{ beneficiaryID: 'x'.repeat(101) }, { beneficiaryID: 'tooLong' }],
    [{ tags: ['x'.repeat(51)] }, { 'tags.0': 'tooLong' }],
  ])('refuses %o and writes nothing', async (change, fieldErrors) => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act
    const result = addMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', ...change },
      deps,
    );

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(records.writes).toBe(0);
  });

  it('enforces required tags with the missing labels', async () => {
    // Prepare
    const { deps, records, questionnaires } = recordsSetup();
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.requiredTags = [
      { label: 'Site', options: ['North', 'South'] },
      { label: 'Group', options: ['A'] },
    ];

    // Act
    const missing = addMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', tags: ['South'] },
      deps,
    );
    const given = await addMeeting(
      { caller: staff },
      { beneficiaryID: 'b', outcomeSetID: 'qnr-1', tags: ['South', 'A'] },
      deps,
    );

    // Assess
    await expect(missing).rejects.toMatchObject({
      code: 'meeting.requiredTags',
      info: { labels: ['Group'] },
    });
    expect(given.meetingTags).toEqual(['South', 'A']);
    expect(records.writes).toBe(1);
  });

  it.each([
    ['an unknown questionnaire', 'nope'],
    ['a deleted questionnaire', 'qnr-1'],
  ])('refuses %s', async (_case, outcomeSetID) => {
    // Prepare
    const { deps, records, questionnaires } = recordsSetup();
    questionnaires.stored(ORG, 'qnr-1')!.deleted = true;

    // Act
    const result = addMeeting({ caller: staff }, { beneficiaryID: 'b', outcomeSetID }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'questionnaire.notFound' });
    expect(records.writes).toBe(0);
  });

  it("refuses another organisation's questionnaire", async () => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act
    const result = addMeeting({ caller: outsider }, { beneficiaryID: 'b', outcomeSetID: 'qnr-1' }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'questionnaire.notFound' });
    expect(records.writes).toBe(0);
  });

  it.each(staffOnlyWrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act
    const result = addMeeting({ caller }, { beneficiaryID: 'b', outcomeSetID: 'qnr-1' }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(records.writes).toBe(0);
  });
});

describe('startSequence', () => {
  it('creates one record per questionnaire in order and returns the destination', async () => {
    // Prepare
    const { deps } = recordsSetup();

    // Act
    const result = await startSequence({ caller: staff }, { beneficiaryID: 'b', sequenceID: 'seq-1' }, deps);

    // Assess
    expect(result.meetings.map((m) => m.id)).toEqual(['mtg-1', 'mtg-2']);
    expect(result.destination).toBe('https://example.org/after');
  });

  it('refuses an unknown sequence and wrong callers', async () => {
    // Prepare
    const { deps, records } = recordsSetup();

    // Act, Assess
    await expect(
      startSequence({ caller: staff }, { beneficiaryID: 'b', sequenceID: 'nope' }, deps),
    ).rejects.toMatchObject({ code: 'sequence.notFound' });
    await expect(
      startSequence({ caller: outsider }, { beneficiaryID: 'b', sequenceID: 'seq-1' }, deps),
    ).rejects.toMatchObject({ code: 'sequence.notFound' });
    for (const [, caller, code] of staffOnlyWrongCallers) {
      await expect(
        startSequence({ caller }, { beneficiaryID: 'b', sequenceID: 'seq-1' }, deps),
      ).rejects.toMatchObject({ code });
    }
    expect(records.writes).toBe(0);
  });
});

describe('getMeeting', () => {
  it('lets staff and a link token for the record read it', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();

    // Act
    const byStaff = await getMeeting({ caller: staff }, { id: meeting.id }, deps);
    const byLink = await getMeeting({ caller: linkCaller([meeting.id]) }, { id: meeting.id }, deps);

    // Assess: the link holder gets the record without the facilitator, the tags and which questions were answered
    const { user: _user, tags: _tags, benTags: _benTags, meetingTags: _meetingTags, ...forLink } = meeting;
    const questions = meeting.outcomeSet!.questions.map((question) => {
      const { answered: _answered, ...rest } = question as LikertScale;
      return rest;
    });
    expect(byStaff).toEqual(meeting);
    expect(byLink).toEqual({ ...forLink, outcomeSet: { ...forLink.outcomeSet, questions } });
  });

  it('leaves the facilitator and the tags out of every record a link token receives', async () => {
    // Prepare
    const { deps, meeting } = await withAnsweredRecord();
    const caller = linkCaller([meeting.id]);
    const staffOnly = ['user', 'tags', 'benTags', 'meetingTags'];

    // Act
    const results = [
      await getMeeting({ caller }, { id: meeting.id }, deps),
      await addLikertAnswer(
        { caller },
        { meetingID: meeting.id, questionID: 'q1', value: 2, allowOverwrite: true },
        deps,
      ),
      await setMeetingNotes({ caller }, { meetingID: meeting.id, notes: 'from home' }, deps),
      await completeMeeting({ caller }, { meetingID: meeting.id }, deps),
    ];
    const byStaff = await getMeeting({ caller: staff }, { id: meeting.id }, deps);

    // Assess
    for (const result of results)
      expect(Object.keys(result).filter((k) => staffOnly.includes(k))).toEqual([]);
    expect(byStaff).toMatchObject({ user: meeting.user, tags: meeting.tags });
  });

  it.each([
    ['another organisation', outsider, 'meeting.notFound'],
    ['a link token for another record', linkCaller(['mtg-9']), 'auth.forbidden'],
    ['a link token of another beneficiary', linkCaller(['mtg-1'], 'ben-2'), 'auth.forbidden'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a removed member', removed, 'auth.noOrganisation'],
  ] satisfies [string, Caller, string][])('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps, meeting } = await withRecord();

    // Act
    const result = getMeeting({ caller }, { id: meeting.id }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code });
  });

  it('refuses a link token once the record is complete', async () => {
    // Prepare
    const { deps, meeting } = await withAnsweredRecord();
    await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Act
    const result = getMeeting({ caller: linkCaller([meeting.id]) }, { id: meeting.id }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'meeting.complete' });
  });
});

describe('a link token whose link has ended', () => {
  const open = { orgId: 'org-1', beneficiary: 'ben-1', sequence: [], user: 'user-1' };
  const later = Math.floor(NOW.getTime() / 1000) + 3600;

  it.each([
    ['revoked', { ...open, expiresAt: later, revokedAt: NOW.toISOString() }],
    ['expired', { ...open, expiresAt: Math.floor(NOW.getTime() / 1000) }],
    ['gone', undefined],
    ["another organisation's", { ...open, orgId: 'org-2', expiresAt: later }],
  ])('is refused with link.expired when the link is %s, and nothing is written', async (_case, link) => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const ended: RecordsDeps = {
      ...deps,
      links: { getLink: (jti) => Promise.resolve(link && { ...link, jti }) },
    };
    const caller = linkCaller([meeting.id]);
    const before = structuredClone(records.stored('org-1', meeting.id));

    // Act
    const results = await Promise.allSettled([
      getMeeting({ caller }, { id: meeting.id }, ended),
      addLikertAnswer({ caller }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, ended),
      setMeetingNotes({ caller }, { meetingID: meeting.id, notes: 'after revoking' }, ended),
      completeMeeting({ caller }, { meetingID: meeting.id }, ended),
    ]);

    // Assess
    expect(results.map((result) => result.status === 'rejected' && (result.reason as AppError).code)).toEqual(
      ['link.expired', 'link.expired', 'link.expired', 'link.expired'],
    );
    expect(records.stored('org-1', meeting.id)).toEqual(before);
  });

  it('wins over the refusal of a record outside the token', async () => {
    // Prepare
    const { deps } = await withRecord();
    const ended: RecordsDeps = { ...deps, links: { getLink: () => Promise.resolve(undefined) } };

    // Act
    const result = getMeeting({ caller: linkCaller(['mtg-9']) }, { id: 'mtg-9' }, ended);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'link.expired' });
  });
});

describe('addLikertAnswer', () => {
  it('saves a value inside a normal and a reversed scale and computes the category mean', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();

    // Act
    await addLikertAnswer({ caller: staff }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, deps);
    const result = await addLikertAnswer(
      { caller: linkCaller([meeting.id]) },
      { meetingID: meeting.id, questionID: 'q2', value: 5, notes: ' why ' },
      deps,
    );

    // Assess
    expect(result.answers).toEqual([
      { __typename: 'IntAnswer', questionID: 'q1', answer: 2, notes: null },
      { __typename: 'IntAnswer', questionID: 'q2', answer: 5, notes: 'why' },
    ]);
    expect(result.aggregates.category).toEqual([{ categoryID: 'c1', value: 3.5 }]);
  });

  it('reads the questionnaire once for the check and the answer', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();
    const read: string[] = [];
    const counted = {
      ...deps,
      questionnaires: {
        getQuestionnaire: (orgId: string, id: string) => {
          read.push(id);
          return deps.questionnaires.getQuestionnaire(orgId, id);
        },
      },
    };

    // Act
    const result = await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 2 },
      counted,
    );

    // Assess
    expect(read).toEqual(['qnr-1']);
    expect(result.outcomeSet).toMatchObject({ id: 'qnr-1' });
    expect(result.aggregates.category).toEqual([{ categoryID: 'c1', value: 2 }]);
  });

  it.each([
    ['addLikertAnswer', () => addLikertAnswer, { questionID: 'q1', value: 2, allowOverwrite: true }],
    ['setMeetingNotes', () => setMeetingNotes, { notes: 'seen' }],
    ['completeMeeting', () => completeMeeting, {}],
  ] as const)('%s reads the record once: the write returns it as saved', async (_name, operation, args) => {
    // Prepare
    const { deps, meeting } = await withAnsweredRecord();
    let reads = 0;
    const counted = {
      ...deps,
      records: {
        ...deps.records,
        getRecord: (orgId: string, id: string) => {
          reads += 1;
          return deps.records.getRecord(orgId, id);
        },
      },
    };

    // Act
    const result = await operation()({ caller: staff }, { meetingID: meeting.id, ...args }, counted);

    // Assess
    expect(reads).toBe(1);
    expect(result).toEqual(await getMeeting({ caller: staff }, { id: meeting.id }, deps));
  });

  it('refuses a removed member before reading their input, and a member after', async () => {
    // Prepare
    const { deps } = await withRecord();
    const badInput = { meetingID: '', questionID: 'q1', value: 2 };

    // Act
    const byRemoved = addLikertAnswer({ caller: removed }, badInput, deps);
    const byMember = addLikertAnswer({ caller: staff }, badInput, deps);

    // Assess
    await expect(byRemoved).rejects.toMatchObject({ code: 'auth.noOrganisation' });
    await expect(byMember).rejects.toMatchObject({ code: 'input.invalid' });
  });

  it('sums a sum category and ignores archived questions', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withRecord();
    await addLikertAnswer({ caller: staff }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, deps);
    await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q2', value: 4, notes: 'n' },
      deps,
    );
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.categories[0]!.aggregation = 'sum';

    // Act
    const summed = await getMeeting({ caller: staff }, { id: meeting.id }, deps);
    stored.questions[1]!.archived = true;
    const archived = await getMeeting({ caller: staff }, { id: meeting.id }, deps);

    // Assess
    expect(summed.aggregates.category).toEqual([{ categoryID: 'c1', value: 6 }]);
    expect(archived.aggregates.category).toEqual([{ categoryID: 'c1', value: 2 }]);
  });

  it.each([
    [{ questionID: 'q1', value: 0 }, 'input.invalid', { value: 'tooSmall' }],
    [{ questionID: 'q1', value: 6 }, 'input.invalid', { value: 'tooLarge' }],
    [{ questionID: 'q2', value: 0, notes: 'n' }, 'input.invalid', { value: 'tooSmall' }],
    [{ questionID: 'q2', value: 3 }, 'input.invalid', { notes: 'required' }],
    [{ questionID: 'q2', value: 3, notes: '   ' }, 'input.invalid', { notes: 'required' }],
    [{ questionID: 'q1', value: 1.5 }, 'input.invalid', { value: 'invalid' }],
    [{ questionID: 'q9', value: 1 }, 'question.notFound', undefined],
  ])('refuses %o and writes nothing', async (change, code, fieldErrors) => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const before = records.writes;

    // Act
    const result = addLikertAnswer({ caller: staff }, { meetingID: meeting.id, ...change }, deps);

    // Assess
    await expect(result).rejects.toMatchObject(fieldErrors ? { code, fieldErrors } : { code });
    expect(records.writes).toBe(before);
  });

  it('drops the note of a question whose note is deactivated, even when required', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withRecord();
    questionnaires.stored(ORG, 'qnr-1')!.questions[1]!.noteDeactivated = true;

    // Act
    const result = await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q2', value: 3, notes: 'ignored' },
      deps,
    );

    // Assess
    expect(result.answers).toEqual([{ __typename: 'IntAnswer', questionID: 'q2', answer: 3, notes: null }]);
  });

  it('overwrites an answer only with allowOverwrite', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();
    await addLikertAnswer({ caller: staff }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, deps);

    // Act
    const refused = addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 3 },
      deps,
    );
    const allowed = await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 4, allowOverwrite: true },
      deps,
    );

    // Assess
    await expect(refused).rejects.toMatchObject({ code: 'meeting.answerExists' });
    expect((allowed.answers[0] as IntAnswer | undefined)?.answer).toBe(4);
  });

  it('refuses a first answer that lost the race to a concurrent one (meeting.answerExists)', async () => {
    // Prepare: the record was read before another request answered q1, so only the write's condition sees it.
    const { deps, meeting } = await withRecord();
    const writes: (boolean | undefined)[] = [];
    const racing = {
      ...deps,
      records: {
        ...deps.records,
        setAnswer: async (...args: Parameters<typeof deps.records.setAnswer>) => {
          writes.push(args[5]);
          return args[5] ? ('answerExists' as const) : deps.records.setAnswer(...args);
        },
      },
    };

    // Act
    const first = addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 2 },
      racing,
    );
    await expect(first).rejects.toMatchObject({ code: 'meeting.answerExists' });
    const overwrite = await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 3, allowOverwrite: true },
      racing,
    );

    // Assess: a first answer is written only if the question is still unanswered; an overwrite is unconditional.
    expect(writes).toEqual([true, false]);
    expect((overwrite.answers[0] as IntAnswer | undefined)?.answer).toBe(3);
  });

  it('lets staff correct a complete record but not a link token', async () => {
    // Prepare
    const { deps, meeting } = await withAnsweredRecord();
    await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Act
    const byStaff = await addLikertAnswer(
      { caller: staff },
      { meetingID: meeting.id, questionID: 'q1', value: 1, allowOverwrite: true },
      deps,
    );
    const byLink = addLikertAnswer(
      { caller: linkCaller([meeting.id]) },
      { meetingID: meeting.id, questionID: 'q1', value: 2, allowOverwrite: true },
      deps,
    );

    // Assess
    expect((byStaff.answers[0] as IntAnswer | undefined)?.answer).toBe(1);
    await expect(byLink).rejects.toMatchObject({ code: 'meeting.complete' });
  });

  it('refuses a link token that completed between its read and its write', async () => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const stored = deps.records;
    deps.records = {
      ...stored,
      getRecord: async (orgId, id) => {
        const found = await stored.getRecord(orgId, id);
        records.stored(orgId, id)!.incomplete = false;
        return found;
      },
    };

    // Act
    const result = addLikertAnswer(
      { caller: linkCaller([meeting.id]) },
      { meetingID: meeting.id, questionID: 'q1', value: 2 },
      deps,
    );

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'meeting.complete' });
    expect(records.stored(ORG, meeting.id)?.answers).toEqual({});
  });

  it.each([
    ['another organisation', outsider, 'meeting.notFound'],
    ['a link token for another record', linkCaller(['mtg-9']), 'auth.forbidden'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a removed member', removed, 'auth.noOrganisation'],
  ] satisfies [string, Caller, string][])('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const before = records.writes;

    // Act
    const result = addLikertAnswer({ caller }, { meetingID: meeting.id, questionID: 'q1', value: 1 }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(records.writes).toBe(before);
  });
});

describe('setMeetingNotes and completeMeeting', () => {
  it('sets and clears notes', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();

    // Act
    const set = await setMeetingNotes({ caller: staff }, { meetingID: meeting.id, notes: ' hi ' }, deps);
    const cleared = await setMeetingNotes({ caller: staff }, { meetingID: meeting.id, notes: '' }, deps);

    // Assess
    expect(set.notes).toBe('hi');
    expect(cleared.notes).toBeNull();
  });

  it('requires notes when the questionnaire does, unless deactivated', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withRecord();
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.noteRequired = true;

    // Act
    const refused = await setMeetingNotes(
      { caller: staff },
      { meetingID: meeting.id, notes: ' ' },
      deps,
    ).catch((error: unknown) => error);
    stored.noteDeactivated = true;
    const allowed = await setMeetingNotes({ caller: staff }, { meetingID: meeting.id, notes: '' }, deps);

    // Assess
    expect(refused).toMatchObject({ code: 'input.invalid', fieldErrors: { notes: 'required' } });
    expect(allowed.notes).toBeNull();
  });

  it('dates a live record at completion and a historic one at its conducted date', async () => {
    // Prepare
    const live = await withAnsweredRecord();
    const historic = await withAnsweredRecord({ conducted: '2024-01-02T03:04:05.000Z' });
    live.setNow(new Date('2024-05-01T11:00:00.000Z'));

    // Act
    const liveDone = await completeMeeting({ caller: staff }, { meetingID: live.meeting.id }, live.deps);
    const historicDone = await completeMeeting(
      { caller: staff },
      { meetingID: historic.meeting.id },
      historic.deps,
    );

    // Assess
    expect(liveDone).toMatchObject({ incomplete: false, date: '2024-05-01T11:00:00.000Z' });
    expect(historicDone).toMatchObject({ incomplete: false, date: '2024-01-02T03:04:05.000Z' });
  });

  it('leaves a complete record as it is when completed again', async () => {
    // Prepare
    const { deps, meeting, setNow } = await withAnsweredRecord();
    const first = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);
    setNow(new Date('2024-06-01T00:00:00.000Z'));

    // Act
    const again = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(again.date).toBe(first.date);
  });

  it('tells the listener when a remote record is completed, not a live one', async () => {
    // Prepare
    const { deps, meeting, records, completions } = await withRecord();
    const live = await addMeeting({ caller: staff }, { beneficiaryID: 'b', outcomeSetID: 'qnr-1' }, deps);
    records.stored(ORG, meeting.id)!.remote = true;
    await answerAll(deps, meeting.id, linkCaller([meeting.id]));
    await answerAll(deps, live.id);

    // Act
    await completeMeeting({ caller: linkCaller([meeting.id]) }, { meetingID: meeting.id }, deps);
    await completeMeeting({ caller: staff }, { meetingID: live.id }, deps);

    // Assess
    expect(completions.map((m) => m.id)).toEqual([meeting.id]);
  });

  it('still completes when the listener fails', async () => {
    // Prepare
    const { deps, meeting, records } = await withAnsweredRecord();
    records.stored(ORG, meeting.id)!.remote = true;
    deps.onRemoteCompleted = () => Promise.reject(new Error('mail down'));

    // Act
    const result = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(result.incomplete).toBe(false);
  });

  it.each([
    ['staff', staff],
    ['a link token', linkCaller(['mtg-1'])],
  ] satisfies [string, Caller][])(
    'refuses %s a record with unanswered questions and writes nothing',
    async (_case, caller) => {
      // Prepare
      const { deps, meeting, records, completions } = await withRecord();
      records.stored(ORG, meeting.id)!.remote = true;
      await addLikertAnswer({ caller }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, deps);
      const before = records.writes;

      // Act
      const result = completeMeeting({ caller }, { meetingID: meeting.id }, deps);

      // Assess
      await expect(result).rejects.toMatchObject({
        code: 'meeting.unanswered',
        info: { questions: ['q2'], notes: false },
      });
      expect(records.writes).toBe(before);
      expect(records.stored(ORG, meeting.id)).toMatchObject({ incomplete: true });
      expect(records.stored(ORG, meeting.id)?.date).toBeUndefined();
      expect(completions).toEqual([]);
    },
  );

  it("refuses a record missing the questionnaire's required note, unless the note is deactivated", async () => {
    // Prepare
    const { deps, meeting, questionnaires, records } = await withAnsweredRecord();
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.noteRequired = true;

    // Act
    const refused = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps).catch(
      (error: unknown) => error,
    );
    const wasIncomplete = records.stored(ORG, meeting.id)?.incomplete;
    stored.noteDeactivated = true;
    const completed = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(refused).toMatchObject({ code: 'meeting.unanswered', info: { questions: [], notes: true } });
    expect(wasIncomplete).toBe(true);
    expect(completed.incomplete).toBe(false);
  });

  it('completes a record whose required note is given', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withAnsweredRecord();
    questionnaires.stored(ORG, 'qnr-1')!.noteRequired = true;
    await setMeetingNotes({ caller: staff }, { meetingID: meeting.id, notes: 'went well' }, deps);

    // Act
    const completed = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(completed).toMatchObject({ incomplete: false, notes: 'went well' });
  });

  it("refuses an answer without the note its question has required since, unless it's deactivated", async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withAnsweredRecord();
    const q1 = questionnaires.stored(ORG, 'qnr-1')!.questions[0]!;
    q1.noteRequired = true;

    // Act
    const refused = completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);
    await expect(refused).rejects.toMatchObject({
      code: 'meeting.unanswered',
      info: { questions: ['q1'], notes: false },
    });
    q1.noteDeactivated = true;
    const completed = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(completed.incomplete).toBe(false);
  });

  it('holds a record to the questionnaire as edited meanwhile: a new question needs an answer, an archived one not', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withRecord();
    await addLikertAnswer({ caller: staff }, { meetingID: meeting.id, questionID: 'q1', value: 2 }, deps);
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.questions[1] = { ...stored.questions[1]!, archived: true };
    stored.questions.push({ ...stored.questions[0]!, id: 'q3', categoryID: undefined });

    // Act
    const refused = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps).catch(
      (error: unknown) => error,
    );
    await addLikertAnswer({ caller: staff }, { meetingID: meeting.id, questionID: 'q3', value: 4 }, deps);
    const completed = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(refused).toMatchObject({ code: 'meeting.unanswered', info: { questions: ['q3'], notes: false } });
    expect(completed.incomplete).toBe(false);
  });

  it('returns a complete record unchanged even if its questionnaire gained a question since', async () => {
    // Prepare
    const { deps, meeting, questionnaires, records } = await withAnsweredRecord();
    const first = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);
    const stored = questionnaires.stored(ORG, 'qnr-1')!;
    stored.questions.push({ ...stored.questions[0]!, id: 'q3' });
    const before = records.writes;

    // Act
    const again = await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(again).toMatchObject({ incomplete: false, date: first.date });
    expect(records.writes).toBe(before);
  });

  it('refuses to complete a record of a deleted questionnaire', async () => {
    // Prepare
    const { deps, meeting, questionnaires, records } = await withAnsweredRecord();
    questionnaires.stored(ORG, 'qnr-1')!.deleted = true;
    const before = records.writes;

    // Act
    const result = completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'questionnaire.notFound' });
    expect(records.writes).toBe(before);
  });

  it.each([
    ['another organisation', outsider, 'meeting.notFound'],
    ['a link token for another record', linkCaller(['mtg-9']), 'auth.forbidden'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a removed member', removed, 'auth.noOrganisation'],
  ] satisfies [string, Caller, string][])('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const before = records.writes;

    // Act, Assess
    await expect(
      setMeetingNotes({ caller }, { meetingID: meeting.id, notes: 'x' }, deps),
    ).rejects.toMatchObject({
      code,
    });
    await expect(completeMeeting({ caller }, { meetingID: meeting.id }, deps)).rejects.toMatchObject({
      code,
    });
    expect(records.writes).toBe(before);
  });
});

describe('listing', () => {
  it('lists complete and incomplete records of a beneficiary', async () => {
    // Prepare
    const { deps, meeting } = await withRecord();
    const second = await addMeeting(
      { caller: staff },
      { beneficiaryID: 'ben-1', outcomeSetID: 'qnr-1' },
      deps,
    );
    await answerAll(deps, second.id);
    await completeMeeting({ caller: staff }, { meetingID: second.id }, deps);

    // Act
    const complete = await listMeetings({ caller: staff }, { beneficiary: 'ben-1' }, deps);
    const incomplete = await listIncompleteMeetings({ caller: staff }, { beneficiary: 'ben-1' }, deps);

    // Assess
    expect(complete.map((m) => m.id)).toEqual([second.id]);
    expect(incomplete.map((m) => m.id)).toEqual([meeting.id]);
  });

  it('pages recent records with a default limit of 12 and passes the filters', async () => {
    // Prepare
    const { deps, setNow } = recordsSetup();
    for (let i = 0; i < 13; i += 1) {
      setNow(new Date(NOW.getTime() + i * 1000));
      await addMeeting({ caller: staff }, { beneficiaryID: `b${i % 2}`, outcomeSetID: 'qnr-1' }, deps);
    }

    // Act
    const first = await recentMeetings({ caller: staff }, { page: 0 }, deps);
    const second = await recentMeetings({ caller: staff }, { page: 1 }, deps);
    const filtered = await recentMeetings(
      { caller: staff },
      { page: 0, limit: 2, beneficiaries: ['b1', null] },
      deps,
    );

    // Assess
    expect(first).toMatchObject({ page: 0, isMore: true });
    expect(first.meetings).toHaveLength(12);
    expect(first.meetings[0]?.id).toBe('mtg-13');
    expect(second.meetings.map((m) => m.id)).toEqual(['mtg-1']);
    expect(second.isMore).toBe(false);
    expect(filtered.meetings.map((m) => m.id)).toEqual(['mtg-12', 'mtg-10']);
  });

  it.each([
    [{ page: -1 }, { page: 'tooSmall' }],
    [{ page: 0, limit: 0 }, { limit: 'tooSmall' }],
    [{ page: 0, limit: 101 }, { limit: 'tooLarge' }],
    [{ page: 0, tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }, { tags: 'tooLong' }],
  ])('refuses %o', async (input, fieldErrors) => {
    // Prepare
    const { deps } = recordsSetup();

    // Act
    const result = recentMeetings({ caller: staff }, input, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
  });

  it.each(staffOnlyWrongCallers)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { deps } = recordsSetup();

    // Act, Assess
    await expect(recentMeetings({ caller }, { page: 0 }, deps)).rejects.toMatchObject({ code });
    await expect(listMeetings({ caller }, { beneficiary: 'b' }, deps)).rejects.toMatchObject({ code });
  });
});

describe('deleting and editing', () => {
  it('deletes a record once', async () => {
    // Prepare
    const { deps, meeting, records } = await withRecord();

    // Act
    const deleted = await deleteMeeting({ caller: staff }, { meetingID: meeting.id }, deps);
    const again = deleteMeeting({ caller: staff }, { meetingID: meeting.id }, deps);

    // Assess
    expect(deleted).toBe(true);
    await expect(again).rejects.toMatchObject({ code: 'meeting.notFound' });
    expect(records.stored(ORG, meeting.id)).toBeUndefined();
  });

  it('edits the conducted date, which is the record date before and after completion', async () => {
    // Prepare
    const { deps, meeting } = await withAnsweredRecord();

    // Act
    const incomplete = await editMeetingDate(
      { caller: staff },
      { meetingID: meeting.id, conducted: '2024-02-01T00:00:00.000Z' },
      deps,
    );
    await completeMeeting({ caller: staff }, { meetingID: meeting.id }, deps);
    const complete = await editMeetingDate(
      { caller: staff },
      { meetingID: meeting.id, conducted: '2024-03-01T00:00:00.000Z' },
      deps,
    );
    const future = editMeetingDate(
      { caller: staff },
      { meetingID: meeting.id, conducted: '2030-01-01T00:00:00.000Z' },
      deps,
    );

    // Assess
    expect(incomplete.date).toBe('2024-02-01T00:00:00.000Z');
    expect(complete.date).toBe('2024-03-01T00:00:00.000Z');
    await expect(future).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { conducted: 'tooLarge' },
    });
  });

  it('replaces record tags, keeps beneficiary tags and enforces required tags', async () => {
    // Prepare
    const { deps, meeting, questionnaires } = await withRecord();

    // Act
    const edited = await editMeetingTags({ caller: staff }, { meetingID: meeting.id, tags: ['z'] }, deps);
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [{ label: 'Site', options: ['North'] }];
    const refused = editMeetingTags({ caller: staff }, { meetingID: meeting.id, tags: ['y'] }, deps);

    // Assess
    expect(edited).toMatchObject({ meetingTags: ['z'], benTags: ['north'], tags: ['z', 'north'] });
    await expect(refused).rejects.toMatchObject({ code: 'meeting.requiredTags' });
  });

  it('moves a record to another beneficiary with its tags', async () => {
    // Prepare
    const { deps, meeting, people } = await withRecord();
    people.beneficiaries.set(`${ORG}|ben-2`, { orgId: ORG, id: 'ben-2', tags: ['south'] });

    // Act
    const moved = await editMeetingBeneficiary(
      { caller: staff },
      { meetingID: meeting.id, newBeneficiaryID: 'ben-2' },
      deps,
    );

    // Assess
    expect(moved).toMatchObject({ beneficiary: 'ben-2', benTags: ['south'], tags: ['a', 'south'] });
  });

  it('refuses to move a record to a beneficiary whose tags miss a required tag, and changes nothing', async () => {
    // Prepare: ben-1's tag north meets the required tag; ben-2 has only south
    const { deps, meeting, people, questionnaires, records } = await withRecord();
    people.beneficiaries.set(`${ORG}|ben-2`, { orgId: ORG, id: 'ben-2', tags: ['south'] });
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [{ label: 'Site', options: ['north'] }];
    const before = records.writes;

    // Act
    const refused = editMeetingBeneficiary(
      { caller: staff },
      { meetingID: meeting.id, newBeneficiaryID: 'ben-2' },
      deps,
    );

    // Assess
    await expect(refused).rejects.toMatchObject({ code: 'meeting.requiredTags', info: { labels: ['Site'] } });
    expect(records.writes).toBe(before);
    expect(records.stored(ORG, meeting.id)).toMatchObject({ beneficiary: 'ben-1', tags: ['a', 'north'] });
  });

  it("moves a record when its own tags or the new beneficiary's meet the required tags", async () => {
    // Prepare: the record's own tag a, and ben-2's north, each meet one required tag
    const { deps, meeting, people, questionnaires } = await withRecord();
    people.beneficiaries.set(`${ORG}|ben-2`, { orgId: ORG, id: 'ben-2', tags: ['north'] });
    questionnaires.stored(ORG, 'qnr-1')!.requiredTags = [
      { label: 'Site', options: ['north'] },
      { label: 'Programme', options: ['a'] },
    ];

    // Act
    const toBen2 = await editMeetingBeneficiary(
      { caller: staff },
      { meetingID: meeting.id, newBeneficiaryID: 'ben-2' },
      deps,
    );
    const toNew = editMeetingBeneficiary(
      { caller: staff },
      { meetingID: meeting.id, newBeneficiaryID: 'ben-new' },
      deps,
    );

    // Assess: a new beneficiary has no tags, so Site is missing
    expect(toBen2).toMatchObject({ beneficiary: 'ben-2', tags: ['a', 'north'] });
    await expect(toNew).rejects.toMatchObject({ code: 'meeting.requiredTags', info: { labels: ['Site'] } });
  });

  it('re-applies an edit when the record was completed meanwhile', async () => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const stored = deps.records;
    let calls = 0;
    deps.records = {
      ...stored,
      updateRecord: async (orgId, current, next) => {
        calls += 1;
        if (calls === 1) records.stored(orgId, next.id)!.incomplete = false;
        return stored.updateRecord(orgId, current, next);
      },
    };

    // Act
    const result = await editMeetingTags({ caller: staff }, { meetingID: meeting.id, tags: ['late'] }, deps);

    // Assess
    expect(calls).toBe(2);
    expect(result).toMatchObject({ incomplete: false, meetingTags: ['late'] });
  });

  it('gives up with meeting.conflict when the record keeps changing under every attempt', async () => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    let calls = 0;
    deps.records = {
      ...deps.records,
      updateRecord: () => {
        calls += 1;
        return Promise.resolve('conflict');
      },
    };

    // Act
    const result = editMeetingTags({ caller: staff }, { meetingID: meeting.id, tags: ['late'] }, deps);

    // Assess
    await expect(result).rejects.toMatchObject({ name: 'AppError', code: 'meeting.conflict' });
    expect(calls).toBe(OPTIMISTIC_ATTEMPTS);
    expect(records.stored('org-1', meeting.id)?.meetingTags).toEqual(['a']);
  });

  it.each([...staffOnlyWrongCallers, ['another organisation', outsider, 'meeting.notFound']] satisfies [
    string,
    Caller,
    string,
  ][])('refuses %s and changes nothing', async (_case, caller, code) => {
    // Prepare
    const { deps, meeting, records } = await withRecord();
    const before = records.writes;

    // Act, Assess
    await expect(deleteMeeting({ caller }, { meetingID: meeting.id }, deps)).rejects.toMatchObject({ code });
    await expect(
      editMeetingDate({ caller }, { meetingID: meeting.id, conducted: '2024-01-01T00:00:00Z' }, deps),
    ).rejects.toMatchObject({ code });
    await expect(
      editMeetingTags({ caller }, { meetingID: meeting.id, tags: [] }, deps),
    ).rejects.toMatchObject({
      code,
    });
    await expect(
      editMeetingBeneficiary({ caller }, { meetingID: meeting.id, newBeneficiaryID: 'x' }, deps),
    ).rejects.toMatchObject({ code });
    expect(records.writes).toBe(before);
  });
});
