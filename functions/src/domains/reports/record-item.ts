import type { AttributeValue } from '@aws-sdk/client-dynamodb';

import { TABLE_SCHEMA } from '#core/table-schema.ts';

/** A complete record as GSI3 projects it (docs/data-model.md, A10). */
export type CompleteRecord = {
  id: string;
  beneficiary: string;
  date: string;
  created: string;
  /** The union of the record's `tags`, `meetingTags` and `benTags`. */
  tags: string[];
  answers: Record<string, { answer: number; notes?: string }>;
  user: string;
  notes?: string;
};

/**
 * A stored record item, as DynamoDB returns it (attribute values, not unmarshalled), mapped to a `CompleteRecord`.
 * Part of the repository: reports read 50,000 items at a time, and mapping the wire format once, straight to the
 * few fields a report needs, costs far less than unmarshalling every item into plain objects first.
 */
export type StoredItem = Record<string, AttributeValue>;

const { gsi3 } = TABLE_SCHEMA.indexes;

const text = (value: AttributeValue | undefined): string | undefined => value?.S ?? value?.N;

/** A list of strings (how records store tags), or a string or number set. */
const strings = (value: AttributeValue | undefined): string[] => {
  if (value?.L) return value.L.map(text).filter((entry): entry is string => entry !== undefined);
  return value?.SS ?? value?.NS ?? [];
};

const answersOf = (value: AttributeValue | undefined): CompleteRecord['answers'] => {
  const answers: CompleteRecord['answers'] = {};
  for (const [questionId, stored] of Object.entries(value?.M ?? {})) {
    const answer = stored.M?.answer?.N;
    if (answer === undefined) continue;
    const notes = stored.M?.notes?.S;
    answers[questionId] = notes ? { answer: Number(answer), notes } : { answer: Number(answer) };
  }
  return answers;
};

/** A GSI3 (or GSI1) record item as a `CompleteRecord`; attributes left out of the projection come out empty. */
export const recordFromItem = (item: StoredItem): CompleteRecord => {
  const sortKey = text(item[gsi3.sortKey]) ?? '';
  const date = text(item.date) ?? '';
  const notes = item.notes?.S;
  return {
    // gsi3sk = {date}#{id}; ISO dates hold no '#'.
    id: sortKey.slice(sortKey.indexOf('#') + 1),
    beneficiary: text(item.beneficiary) ?? '',
    date,
    created: text(item.created) ?? date,
    tags: [...new Set([...strings(item.tags), ...strings(item.meetingTags), ...strings(item.benTags)])],
    answers: answersOf(item.answers),
    user: text(item.user) ?? '',
    ...(notes ? { notes } : {}),
  };
};

/** The sort key a page stopped at (LastEvaluatedKey of a GSI3 query). */
export const sortKeyOf = (key: StoredItem): string => text(key[gsi3.sortKey]) ?? '';
