import {
  $get,
  $remove,
  $set,
  DeleteItemCommand,
  GetItemCommand,
  PutTransaction,
  QueryCommand as TableQueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { AppError } from '#core/app-error.ts';
import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { BeneficiaryEntity } from '#domains/beneficiaries/beneficiary.entity.ts';
import { cancellationCodes, retryOnConflict } from '#domains/organisations/transaction-cancellation.ts';
import { QuestionnaireEntity } from '#domains/questionnaires/questionnaire.entity.ts';
import { TagEntity } from '#domains/tags/tag.entity.ts';

import { MeetingEntity } from './meeting.entity.ts';
import { recentReadSize } from './recent-read-size.ts';

export type Answer = { answer: number; notes?: string };

/** A record (meeting) of one organisation. */
export type Meeting = {
  id: string;
  beneficiary: string;
  user: string;
  outcomeSetID: string;
  /** The date a historic record was conducted (ISO-8601). */
  conducted?: string;
  /** The record date: `conducted`, else the completion time; absent while incomplete. */
  date?: string;
  created: string;
  incomplete: boolean;
  notes?: string;
  meetingTags: string[];
  benTags: string[];
  /** `meetingTags` and `benTags` together, stored so that filters and reports read one attribute. */
  tags: string[];
  answers: Record<string, Answer>;
  /** Made through a link. */
  remote: boolean;
};

export type RecentFilters = {
  beneficiaries: string[];
  users: string[];
  tags: string[];
  questionnaires: string[];
};

/**
 * A conditional write's outcome: the record as the write left it (so no second read), or why it was refused.
 * `complete`: the write required an incomplete record (a beneficiary's) and it is complete.
 */
export type WriteResult = Meeting | 'notFound' | 'complete';

/** Storage of records; the only code that knows their keys. */
export interface RecordsRepository {
  /**
   * One transaction: the records, the beneficiary (upserted, `lastRecordAt`), a Tag item per record tag and
   * `inUse = true` on each questionnaire, conditioned on it existing and not being deleted
   * (`questionnaire.notFound` otherwise, and nothing is written).
   */
  createRecords(orgId: string, meetings: Meeting[]): Promise<void>;
  /** A7: GetItem (consistent). */
  getRecord(orgId: string, id: string): Promise<Meeting | undefined>;
  /** A8: the beneficiary's records, oldest first. */
  listBeneficiaryRecords(orgId: string, beneficiary: string): Promise<Meeting[]>;
  /** A9: the `take` records after the first `skip` matching ones, newest first, and whether more match. */
  recentRecords(
    orgId: string,
    filters: RecentFilters,
    skip: number,
    take: number,
  ): Promise<{ meetings: Meeting[]; isMore: boolean }>;
  /**
   * `SET answers.#q = :a` alone, so answers to other questions written meanwhile stay. With `onlyIfUnanswered` the write is conditioned on the question having no answer yet, so of
   * concurrent first answers exactly one lands (`answerExists` for the others).
   */
  setAnswer(
    orgId: string,
    id: string,
    questionId: string,
    answer: Answer,
    onlyIncomplete: boolean,
    onlyIfUnanswered?: boolean,
  ): Promise<WriteResult | 'answerExists'>;
  setNotes(
    orgId: string,
    id: string,
    notes: string | undefined,
    onlyIncomplete: boolean,
  ): Promise<WriteResult>;
  /** Sets `incomplete = false`, `date` and the GSI3 keys. */
  completeRecord(
    orgId: string,
    id: string,
    outcomeSetID: string,
    date: string,
    onlyIncomplete: boolean,
  ): Promise<WriteResult>;
  /** A10, newest first: the tags of the questionnaire's latest `limit` complete records (one Query, no filter). */
  recentQuestionnaireTags(orgId: string, questionnaireId: string, limit: number): Promise<string[][]>;
  /** False when there was no such record. */
  deleteRecord(orgId: string, id: string): Promise<boolean>;
  /**
   * Writes the editable fields of `next` (beneficiary, dates, tags; never answers or notes) if the record still
   * has the completeness it was read with, with its Tag items and the (upserted) beneficiary, in one transaction.
   */
  updateRecord(orgId: string, next: Meeting): Promise<'saved' | 'conflict'>;
}

const { gsi3 } = TABLE_SCHEMA.indexes;

const gsiKeys = (orgId: string, meeting: Meeting) => ({
  gsi1pk: `ORG#${orgId}#BEN#${meeting.beneficiary}`,
  gsi1sk: `${meeting.created}#${meeting.id}`,
  gsi2pk: `ORG#${orgId}#MTG`,
  gsi2sk: `${meeting.created}#${meeting.id}`,
});

const gsi3Keys = (orgId: string, outcomeSetID: string, date: string, id: string) => ({
  gsi3pk: `ORG#${orgId}#QNR#${outcomeSetID}`,
  gsi3sk: `${date}#${id}`,
});

type MeetingItem = Omit<Meeting, 'id'> & { orgId: string; meetingId: string };

const toMeeting = ({ orgId: _orgId, meetingId, ...rest }: MeetingItem): Meeting => {
  const meeting: Meeting = {
    ...rest,
    id: meetingId,
    meetingTags: [...rest.meetingTags],
    benTags: [...rest.benTags],
    tags: [...rest.tags],
    answers: Object.fromEntries(
      Object.entries(rest.answers).map(([q, a]) => [
        q,
        a.notes === undefined ? { answer: a.answer } : { ...a },
      ]),
    ),
  };
  for (const key of ['conducted', 'date', 'notes'] as const)
    if (meeting[key] === undefined) delete meeting[key];
  return meeting;
};

const beneficiaryUpsert = (orgId: string, beneficiaryId: string, at: string) =>
  BeneficiaryEntity.build(UpdateTransaction).item({
    orgId,
    beneficiaryId,
    tags: $get('tags', []),
    lastRecordAt: at,
  });

const tagPuts = (orgId: string, labels: string[]) =>
  labels.map((label) => TagEntity.build(PutTransaction).item({ orgId, label }));

const unique = (values: string[]) => [...new Set(values)];

/** A9's filters as one FilterExpression; undefined when nothing is filtered. */
const recentFilter = (filters: RecentFilters): Condition<typeof MeetingEntity> | undefined => {
  const parts: Condition<typeof MeetingEntity>[] = [];
  if (filters.beneficiaries.length) parts.push({ attr: 'beneficiary', in: filters.beneficiaries });
  if (filters.users.length) parts.push({ attr: 'user', in: filters.users });
  if (filters.questionnaires.length) parts.push({ attr: 'outcomeSetID', in: filters.questionnaires });
  for (const tag of filters.tags) parts.push({ attr: 'tags', contains: tag });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
};

const conditionalResult = async <Refused extends string = never>(
  write: () => Promise<{ Attributes?: MeetingItem }>,
  orgId: string,
  id: string,
  onlyIncomplete: boolean,
  /** Another reason the condition can fail, read from the current record (e.g. answered meanwhile). */
  refusedBecause?: (current: Meeting) => Refused | undefined,
): Promise<WriteResult | Refused> => {
  try {
    const { Attributes } = await write();
    if (!Attributes) throw new Error(`the write of record ${id} returned no record`);
    return toMeeting(Attributes);
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
    // Tell "gone" from "complete" (or the other reason) for the caller's error code.
    const current = await recordsRepository.getRecord(orgId, id);
    if (!current) return 'notFound';
    if (onlyIncomplete && !current.incomplete) return 'complete';
    return refusedBecause?.(current) ?? 'notFound';
  }
};

const existing = { attr: 'meetingId', exists: true } as const;
const stillIncomplete = (onlyIncomplete: boolean): Condition<typeof MeetingEntity> =>
  onlyIncomplete ? { and: [existing, { attr: 'incomplete', eq: true }] } : existing;

export const recordsRepository: RecordsRepository = {
  async createRecords(orgId, meetings) {
    const first = meetings[0];
    if (!first) return;
    const questionnaireIds = unique(meetings.map((m) => m.outcomeSetID));
    const transactions = [
      ...questionnaireIds.map((questionnaireId) =>
        QuestionnaireEntity.build(UpdateTransaction)
          .item({ orgId, questionnaireId, inUse: true })
          .options({ condition: { attr: 'deleted', eq: false } }),
      ),
      ...meetings.map(({ id, ...meeting }) =>
        MeetingEntity.build(PutTransaction)
          .item({ ...meeting, orgId, meetingId: id, ...gsiKeys(orgId, { id, ...meeting }) })
          .options({ condition: { attr: 'meetingId', exists: false } }),
      ),
      beneficiaryUpsert(orgId, first.beneficiary, first.created),
      ...tagPuts(orgId, unique(meetings.flatMap((m) => m.meetingTags))),
    ];
    try {
      await retryOnConflict(() => executeTransactWrite(...transactions));
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.slice(0, questionnaireIds.length).includes('ConditionalCheckFailed')) {
        throw new AppError('questionnaire.notFound');
      }
      throw error;
    }
  },

  async getRecord(orgId, id) {
    const { Item } = await MeetingEntity.build(GetItemCommand)
      .key({ orgId, meetingId: id })
      .options({ consistent: true })
      .send();
    return Item && toMeeting(Item);
  },

  async listBeneficiaryRecords(orgId, beneficiary) {
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(MeetingEntity)
      .query({ index: 'gsi1', partition: `ORG#${orgId}#BEN#${beneficiary}` })
      .options({ maxPages: Infinity })
      .send();
    return Items.map(toMeeting);
  },

  async recentRecords(orgId, filters, skip, take) {
    const filter = recentFilter(filters);
    const wanted = skip + take + 1;
    const found: Meeting[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const { Items = [], LastEvaluatedKey } = await RippleTable.build(TableQueryCommand)
        .entities(MeetingEntity)
        .query({ index: 'gsi2', partition: `ORG#${orgId}#MTG` })
        .options({
          reverse: true,
          limit: recentReadSize(filter !== undefined, wanted - found.length),
          ...(startKey ? { exclusiveStartKey: startKey } : {}),
          ...(filter ? { filters: { Meeting: filter } } : {}),
        })
        .send();
      found.push(...Items.map(toMeeting));
      startKey = LastEvaluatedKey;
    } while (startKey && found.length < wanted);
    return { meetings: found.slice(skip, skip + take), isMore: found.length > skip + take };
  },

  async recentQuestionnaireTags(orgId, questionnaireId, limit) {
    // A plain Query: GSI3 does not project the entity attribute (_et) that dynamodb-toolbox reads and filters on.
    const { Items = [] } = await RippleTable.getDocumentClient().send(
      new QueryCommand({
        TableName: RippleTable.getName(),
        IndexName: gsi3.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': gsi3.partitionKey, '#tags': 'tags' },
        ExpressionAttributeValues: { ':pk': `ORG#${orgId}#QNR#${questionnaireId}` },
        ProjectionExpression: '#tags',
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return Items.map((item) => (Array.isArray(item.tags) ? item.tags.map(String) : []));
  },

  async setAnswer(orgId, id, questionId, answer, onlyIncomplete, onlyIfUnanswered = false) {
    const unanswered: Condition<typeof MeetingEntity> = { attr: `answers['${questionId}']`, exists: false };
    return conditionalResult(
      () =>
        MeetingEntity.build(UpdateItemCommand)
          .item({ orgId, meetingId: id, answers: { [questionId]: $set(answer) } })
          .options({
            condition: onlyIfUnanswered
              ? { and: [stillIncomplete(onlyIncomplete), unanswered] }
              : stillIncomplete(onlyIncomplete),
            returnValues: 'ALL_NEW',
          })
          .send(),
      orgId,
      id,
      onlyIncomplete,
      (current) => (onlyIfUnanswered && current.answers[questionId] ? 'answerExists' : undefined),
    );
  },

  async setNotes(orgId, id, notes, onlyIncomplete) {
    return conditionalResult<never>(
      () =>
        MeetingEntity.build(UpdateItemCommand)
          .item({ orgId, meetingId: id, notes: notes === undefined ? $remove() : notes })
          .options({ condition: stillIncomplete(onlyIncomplete), returnValues: 'ALL_NEW' })
          .send(),
      orgId,
      id,
      onlyIncomplete,
    );
  },

  async completeRecord(orgId, id, outcomeSetID, date, onlyIncomplete) {
    return conditionalResult<never>(
      () =>
        MeetingEntity.build(UpdateItemCommand)
          .item({ orgId, meetingId: id, incomplete: false, date, ...gsi3Keys(orgId, outcomeSetID, date, id) })
          .options({ condition: stillIncomplete(onlyIncomplete), returnValues: 'ALL_NEW' })
          .send(),
      orgId,
      id,
      onlyIncomplete,
    );
  },

  async deleteRecord(orgId, id) {
    try {
      await MeetingEntity.build(DeleteItemCommand)
        .key({ orgId, meetingId: id })
        .options({ condition: existing })
        .send();
      return true;
    } catch (error) {
      if (isConditionCheckFailed(error)) return false;
      throw error;
    }
  },

  async updateRecord(orgId, next) {
    const complete = !next.incomplete && next.date !== undefined;
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          MeetingEntity.build(UpdateTransaction)
            .item({
              orgId,
              meetingId: next.id,
              beneficiary: next.beneficiary,
              conducted: next.conducted ?? $remove(),
              date: next.date ?? $remove(),
              meetingTags: $set(next.meetingTags),
              benTags: $set(next.benTags),
              tags: $set(next.tags),
              ...gsiKeys(orgId, next),
              ...(complete ? gsi3Keys(orgId, next.outcomeSetID, next.date!, next.id) : {}),
            })
            .options({ condition: { and: [existing, { attr: 'incomplete', eq: next.incomplete }] } }),
          beneficiaryUpsert(orgId, next.beneficiary, next.created),
          ...tagPuts(orgId, next.meetingTags),
        ),
      );
      return 'saved';
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'conflict';
      throw error;
    }
  },
};
