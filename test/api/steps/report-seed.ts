import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TABLE_NAME } from '../../../infra/local/dynamodb.ts';
import {
  organisationKey,
  organisationPartition,
  USAGE_PREFIX,
} from '../../../functions/src/core/record-keys.ts';
import { putSummaryEntry } from '../../../functions/src/domains/reports/record-summary.ts';
import { completeRecordItem, summarisedRecord, type SeedRecord } from '../../fixtures/record-items.ts';
import { gql } from './graphql.ts';
import { batchWrite } from './table.ts';

/**
 * Test-only, for reports and exports: complete records written straight into the local table with the key
 * scheme of docs/data-model.md (the attributes of functions/src/domains/records/meeting.entity.ts), so many
 * records with chosen dates and answers cost one batch write. The local stack's environment (endpoint, table,
 * credentials) reaches the test workers from the global setup.
 */
let client: DynamoDBDocumentClient | undefined;
const documents = () =>
  (client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: process.env.AWS_REGION ?? 'eu-west-2' }),
    { marshallOptions: { removeUndefinedValues: true } },
  ));
const tableName = () => process.env.TABLE_NAME ?? LOCAL_TABLE_NAME;

/** Writes items in batches of 25, retrying unprocessed ones. */
export async function writeItems(items: Record<string, unknown>[]): Promise<void> {
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

/** Given complete records of `questionnaireId` in `orgId`, with their report summary; returns their ids in order. */
export async function givenCompleteRecords(
  orgId: string,
  questionnaireId: string,
  records: SeedRecord[],
): Promise<string[]> {
  const items = records.map((record) => completeRecordItem(orgId, questionnaireId, record));
  await writeItems(items);
  for (const item of items) {
    const entry = putSummaryEntry(orgId, questionnaireId, summarisedRecord(item));
    await documents().send(new UpdateCommand({ TableName: tableName(), ...entry }));
  }
  return items.map((item) => item.meetingId);
}

/**
 * Fills the report summary item of a beneficiary's year (its first part) so that no further entry fits under
 * DynamoDB's 400 KB item limit: what years of records under one shared ID would do.
 */
export async function givenFullSummaryItem(
  orgId: string,
  questionnaireId: string,
  beneficiary: string,
  year: number,
): Promise<{ pk: string; sk: string }> {
  const { Key } = putSummaryEntry(orgId, questionnaireId, {
    id: 'filler',
    beneficiary,
    date: `${year}-06-01T00:00:00.000Z`,
    created: `${year}-06-01T00:00:00.000Z`,
    tags: [],
    answers: {},
  });
  // Not an entry (no '@' prefix): reports skip it. An item's size counts its attribute names and values; this
  // leaves 5 bytes, less than any entry.
  const keys = 'pk'.length + Key.pk.length + 'sk'.length + Key.sk.length;
  await documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET padding = :padding',
      ExpressionAttributeValues: { ':padding': 'x'.repeat(400 * 1024 - keys - 'padding'.length - 5) },
    }),
  );
  return Key;
}

/** A summary item's attribute names, read straight from the table. */
export async function summaryItemAttributes(key: { pk: string; sk: string }): Promise<string[]> {
  const { Item } = await documents().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Object.keys(Item ?? {});
}

/** The organisation item's `generatedReport`, read straight from the table. */
export async function generatedReportOf(orgId: string): Promise<boolean> {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: organisationKey(orgId) }),
  );
  return Item?.generatedReport === true;
}

export interface SeededQuestionnaire {
  id: string;
  name: string;
  questions: string[];
  categories: string[];
}

/**
 * Given a questionnaire with `questions` Likert questions (1–5): the first two in a `mean` category (Mood), the
 * rest in a `sum` category (Skills).
 */
export async function aQuestionnaireWithCategories(
  token: string,
  questions = 3,
): Promise<SeededQuestionnaire> {
  const name = `Wellbeing ${randomUUID().slice(0, 8)}`;
  const add = await gql<{ AddOutcomeSet: { id: string } }>(
    'mutation($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name },
    token,
  );
  const id = add.data?.AddOutcomeSet.id;
  if (!id) throw new Error(`AddOutcomeSet failed: ${JSON.stringify(add.errors)}`);
  const categories: string[] = [];
  for (const [category, aggregation] of [
    ['Mood', 'mean'],
    ['Skills', 'sum'],
  ] as const) {
    const response = await gql<{ AddCategory: { categories: { id: string; name: string }[] } }>(
      `mutation($id: ID!, $name: String!, $aggregation: Aggregation!) {
        AddCategory(outcomeSetID: $id, name: $name, aggregation: $aggregation) { categories { id name } }
      }`,
      { id, name: category, aggregation },
      token,
    );
    const added = response.data?.AddCategory.categories.find((c) => c.name === category);
    if (!added) throw new Error(`AddCategory failed: ${JSON.stringify(response.errors)}`);
    categories.push(added.id);
  }
  const ids: string[] = [];
  for (let i = 0; i < questions; i += 1) {
    const response = await gql<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      `mutation($id: ID!, $q: String!, $c: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $q, maxValue: 5, categoryID: $c,
          labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } }
      }`,
      { id, q: `Question ${i + 1}`, c: i < 2 ? categories[0] : categories[1] },
      token,
    );
    const added = response.data?.AddLikertQuestion.questions.at(-1)?.id;
    if (!added) throw new Error(`AddLikertQuestion failed: ${JSON.stringify(response.errors)}`);
    ids.push(added);
  }
  return { id, name, questions: ids, categories };
}

/** The organisation's usage events (`USAGE#…` items), read straight from the table. */
export async function usageEventsOf(orgId: string): Promise<{ userId: string; at: string }[]> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :usage)',
      ExpressionAttributeValues: { ':pk': organisationPartition(orgId), ':usage': USAGE_PREFIX },
    }),
  );
  return Items.map((item) => ({ userId: String(item.userId), at: String(item.at) }));
}
