import { Entity, anyOf, boolean, item, list, map, number, record, string } from 'dynamodb-toolbox';

import { recordKey } from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';

const answerSchema = map({ answer: number(), notes: string().optional() });

/**
 * A record (meeting): `ORG#{orgId}` / `MTG#{meetingId}` (docs/data-model.md, A7–A10). The GSI keys are plain
 * attributes that the repository sets from the record on every write (GSI3 only while complete), so moving a
 * record to another beneficiary or completing it moves it in the indexes too.
 */
export const MeetingEntity = new Entity({
  name: 'Meeting',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    meetingId: string().key(),
    beneficiary: string(),
    /** The facilitator: the staff user who created the record or the link. */
    user: string(),
    outcomeSetID: string(),
    conducted: string().optional(),
    date: string().optional(),
    created: string(),
    incomplete: boolean(),
    notes: string().optional(),
    meetingTags: list(string()),
    benTags: list(string()),
    tags: list(string()),
    /** questionID → answer; each answer is written alone (`SET answers.#q`), so concurrent answers all stay. */
    answers: record(string(), answerSchema),
    /** Made through a link (one-time link or summon): completing it may notify the facilitator. */
    remote: boolean(),
    /** Write count, for the writes that also write the report summary (records.repository.ts). */
    rev: number().optional(),
    /**
     * Which item of its beneficiary's year holds a complete record's summary entry, when not the first: a number,
     * or text for an import's own item (record-summary.ts, `SummaryPart`).
     */
    summaryPart: anyOf(number(), string()).optional(),
    gsi1pk: string().hidden(),
    gsi1sk: string().hidden(),
    gsi2pk: string().hidden(),
    gsi2sk: string().hidden(),
    gsi3pk: string().hidden().optional(),
    gsi3sk: string().hidden().optional(),
  }),
  computeKey: ({ orgId, meetingId }) => recordKey(orgId, meetingId),
  timestamps: false,
});
