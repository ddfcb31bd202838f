import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

import { recordKey } from '#core/record-keys.ts';

/**
 * The `UpdateItem` of an answer to an incomplete record, the write behind every answer: the answer and the write
 * count, nothing else, on the condition that the record exists and is incomplete (and, with `onlyIfUnanswered`,
 * that the question has no answer yet), returning the record as written. dynamodb-toolbox's update of the same
 * item also sets the record's ids and entity name again, and parses the item through the whole schema first: the
 * largest cost of the handler's own left on an answer, and twice the request's size (docs/decisions.md, issue 35).
 */
export const answerUpdate = (
  tableName: string,
  orgId: string,
  id: string,
  questionId: string,
  answer: { answer: number; notes?: string },
  onlyIfUnanswered: boolean,
): UpdateCommandInput => ({
  TableName: tableName,
  Key: recordKey(orgId, id),
  UpdateExpression: 'SET #answers.#question = :answer ADD #rev :one',
  ConditionExpression: `attribute_exists(#meetingId) AND #incomplete = :true${
    onlyIfUnanswered ? ' AND attribute_not_exists(#answers.#question)' : ''
  }`,
  ExpressionAttributeNames: {
    '#answers': 'answers',
    '#question': questionId,
    '#rev': 'rev',
    '#meetingId': 'meetingId',
    '#incomplete': 'incomplete',
  },
  ExpressionAttributeValues: {
    ':answer':
      answer.notes === undefined ? { answer: answer.answer } : { answer: answer.answer, notes: answer.notes },
    ':one': 1,
    ':true': true,
  },
  ReturnValues: 'ALL_NEW',
});
