import { BatchPutRequest } from 'dynamodb-toolbox';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { completeRecordIndexKeys, recordIndexKeys } from '#core/record-keys.ts';
import { BeneficiaryEntity } from '#domains/beneficiaries/beneficiary.entity.ts';
import { MeetingEntity } from '#domains/records/meeting.entity.ts';
import type { Meeting } from '#domains/records/records.repository.ts';

import { beneficiaryItem, meetingItem, wireItem } from './imports.repository.ts';

/** The item MeetingEntity (data entry's writes) makes of a complete record. */
const entityItem = (orgId: string, { id, ...meeting }: Meeting) =>
  MeetingEntity.build(BatchPutRequest)
    .item({
      ...meeting,
      orgId,
      meetingId: id,
      ...recordIndexKeys(orgId, { id, ...meeting }),
      ...completeRecordIndexKeys(orgId, meeting.outcomeSetID, meeting.date!, id),
    })
    .params().PutRequest?.Item;

const IMPORTED: Meeting = {
  id: 'imp-1-2',
  beneficiary: 'ben-1',
  user: 'user-1',
  outcomeSetID: 'qnr-1',
  conducted: '2023-01-10T09:00:00.000Z',
  date: '2023-01-10T09:00:00.000Z',
  created: '2024-06-01T12:00:00.000Z',
  incomplete: false,
  meetingTags: ['group'],
  benTags: ['north'],
  tags: ['group', 'north'],
  answers: { q1: { answer: 1 }, q2: { answer: 5 } },
  remote: false,
  rev: 1,
};

describe('an imported record as stored', () => {
  it('is the item data entry stores for the same record', () => {
    // Prepare
    const expected = entityItem('org-1', IMPORTED);

    // Act
    const item = meetingItem('org-1', IMPORTED);

    // Assess
    expect(item).toStrictEqual(expected);
  });

  it('is that item also with notes, untagged, and with its summary entry in a later part', () => {
    // Prepare
    const meeting: Meeting = {
      ...IMPORTED,
      notes: 'First session',
      meetingTags: [],
      benTags: [],
      tags: [],
      answers: { q1: { answer: 2, notes: 'tired' } },
      summaryPart: 3,
    };
    const expected = entityItem('org-1', meeting);

    // Act
    const item = meetingItem('org-1', meeting);

    // Assess
    expect(item).toStrictEqual(expected);
  });
});

describe("an imported record's beneficiary as stored", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([[[]], [['north', 'group']]])('is the item BeneficiaryEntity puts, with tags %j', (tags) => {
    // Prepare
    vi.stubEnv('TABLE_NAME', 'ripple-test');
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    const expected = BeneficiaryEntity.build(BatchPutRequest)
      .item({ orgId: 'org-1', beneficiaryId: 'ben-1', tags, lastRecordAt: IMPORTED.created })
      .params().PutRequest?.Item;

    // Act
    const item = beneficiaryItem('org-1', 'ben-1', tags, IMPORTED.created);

    // Assess
    expect(item).toStrictEqual(expected);
  });
});

describe('an imported record in the wire format', () => {
  it('is each value as DynamoDB types it: text, numbers, booleans, lists and maps', () => {
    // Prepare
    const item = {
      sk: 'MTG#imp-1-2',
      rev: 1,
      incomplete: false,
      tags: ['group', 'north'],
      benTags: [],
      answers: { q1: { answer: 2, notes: 'tired' }, q2: { answer: -1.5 } },
    };

    // Act
    const wire = wireItem(item);

    // Assess
    expect(wire).toStrictEqual({
      sk: { S: 'MTG#imp-1-2' },
      rev: { N: '1' },
      incomplete: { BOOL: false },
      tags: { L: [{ S: 'group' }, { S: 'north' }] },
      benTags: { L: [] },
      answers: {
        M: {
          q1: { M: { answer: { N: '2' }, notes: { S: 'tired' } } },
          q2: { M: { answer: { N: '-1.5' } } },
        },
      },
    });
  });
});
