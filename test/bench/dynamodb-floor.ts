// The floor under the API load figures (issues 10 and 35): the DynamoDB calls `recentMeetings` and
// `AddLikertAnswer` make, in the same order and overlap, sent with the bare SDK by as many clients as the API load
// has, to the stack's own DynamoDB Local and the API load's own items (api-load.ts runs both in one run). No Ripple
// code runs: no HTTP server, GraphQL, token check, validation or dynamodb-toolbox; whatever the API's own code costs
// comes on top. The cold-start floor (cold-start-floor.ts) reads items of the same shape seeded here.
import { readFileSync } from 'node:fs';

import {
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { LOCAL_TABLE_NAME as TableName } from '../../infra/local/dynamodb.ts';
import { p95Of } from './p95.ts';

const RECORDS = 120;
const QUESTIONS = 10;

type Item = Record<string, AttributeValue>;
const S = (value: string): AttributeValue => ({ S: value });
const N = (value: number): AttributeValue => ({ N: String(value) });
const key = (pk: string, sk: string): Item => ({ pk: S(pk), sk: S(sk) });

const ORG = 'ORG#bench';
const USER = 'USER#bench';
const questionId = (q: number) => `q-${q}`;

/** Items of the size and shape the stack stores (docs/data-model.md): a user, a membership, a questionnaire, records. */
function items(): Item[] {
  const question = (q: number): AttributeValue => ({
    M: {
      id: S(questionId(q)),
      question: S(`Question ${q + 1}`),
      leftValue: N(1),
      rightValue: N(5),
      leftLabel: S('Low'),
      rightLabel: S('High'),
      categoryId: S('category'),
      archived: { BOOL: false },
    },
  });
  const record = (r: number): Item => ({
    ...key(ORG, `MTG#${String(r).padStart(4, '0')}`),
    gsi2pk: S(`${ORG}#MTG`),
    gsi2sk: S(`2026-11-01T00:00:${String(r % 60).padStart(2, '0')}.000Z#${r}`),
    beneficiary: S(`ben-${r % 40}`),
    outcomeSetID: S('questionnaire'),
    user: S('bench'),
    incomplete: { BOOL: true },
    tags: { L: [S('load')] },
    answers: { M: {} },
    created: S('2026-11-01T00:00:00.000Z'),
  });
  return [
    { ...key(USER, 'USER'), activeOrgId: S('bench'), email: S('bench@example.org'), name: S('Bench') },
    { ...key(ORG, USER), active: { BOOL: true }, userName: S('Bench'), joined: S('2026-11-01') },
    {
      ...key(ORG, 'QNR#questionnaire'),
      name: S('Bench wellbeing'),
      questions: { L: Array.from({ length: QUESTIONS }, (_, q) => question(q)) },
      categories: { L: [{ M: { id: S('category'), name: S('Mood'), aggregation: S('mean') } }] },
    },
    ...Array.from({ length: RECORDS }, (_, r) => record(r)),
  ];
}

/** The API's own items that the floor reads and answers: the load's user, organisation, questionnaire and records. */
export type FloorTarget = {
  userId: string;
  orgId: string;
  questionnaireId: string;
  questionIds: string[];
  meetingIds: string[];
};

/**
 * The two operations' DynamoDB calls exactly as the handler sends them (seen on the wire), to the very items the API
 * load reads and answers, so that every call, its size and its answer's size are the API's. Its answers are not
 * read: the SDK's unmarshalling is all the floor pays for them.
 */
export function floorShapes(client: DynamoDBClient, target: FloorTarget) {
  const { userId, orgId, questionnaireId, questionIds, meetingIds } = target;
  const org = `ORG#${orgId}`;
  const get = (Key: Item) => client.send(new GetItemCommand({ TableName, Key, ConsistentRead: true }));
  const activeOrganisation = () => get(key(`USER#${userId}`, 'PROFILE'));
  const membership = () => get(key(org, `USER#${userId}`));
  const questionnaire = () => get(key(org, `QNR#${questionnaireId}`));
  // The suspension guard of every mutation: the organisation's flag alone, eventually consistent.
  const suspension = () =>
    client.send(
      new GetItemCommand({
        TableName,
        Key: key(org, 'ORG'),
        ProjectionExpression: '#p_1',
        ExpressionAttributeNames: { '#p_1': 'suspension' },
      }),
    );
  let n = 0;
  return {
    /** The user's active organisation; its membership beside the first page; the page's questionnaires. */
    async recentMeetings() {
      await activeOrganisation();
      await Promise.all([
        membership(),
        client.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi2',
            Limit: 13,
            ScanIndexForward: false,
            FilterExpression: '#c1_1 = :c1_1',
            KeyConditionExpression: '#c0_1 = :c0_1',
            ExpressionAttributeNames: { '#c0_1': 'gsi2pk', '#c1_1': '_et' },
            ExpressionAttributeValues: { ':c0_1': S(`${org}#MTG`), ':c1_1': S('Meeting') },
          }),
        ),
      ]);
      await questionnaire();
    },
    /**
     * The user's active organisation; its membership, the suspension and the record together; the questionnaire;
     * the answer, which returns the record as written.
     */
    async addLikertAnswer() {
      n += 1;
      const meetingId = meetingIds[n % meetingIds.length]!;
      const question = questionIds[n % questionIds.length]!;
      const record = key(org, `MTG#${meetingId}`);
      await activeOrganisation();
      await Promise.all([membership(), suspension(), get(record)]);
      await questionnaire();
      await client.send(
        new UpdateItemCommand({
          TableName,
          Key: record,
          UpdateExpression: 'SET #answers.#question = :answer ADD #rev :one',
          ConditionExpression: 'attribute_exists(#meetingId) AND #incomplete = :true',
          ExpressionAttributeNames: {
            '#answers': 'answers',
            '#question': question,
            '#rev': 'rev',
            '#meetingId': 'meetingId',
            '#incomplete': 'incomplete',
          },
          ExpressionAttributeValues: {
            ':answer': { M: { answer: N(1 + (n % 5)) } },
            ':one': N(1),
            ':true': { BOOL: true },
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
    },
  };
}

/** CPU milliseconds a process has used, user and system, from /proc; Linux counts them in USER_HZ, always 100. */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const perRequest = (ms: number, requests: number) => Math.round((ms / requests) * 100) / 100;

/** Writes the items the floor reads and answers, beside whatever else the table holds (their own organisation). */
export async function seedFloor(client: DynamoDBClient): Promise<void> {
  for (const Item of items()) await client.send(new PutItemCommand({ TableName, Item }));
}

/** p95, throughput and CPU per request of `request` run `perClient` times back to back by each of `clients`. */
export async function underLoad(
  request: () => Promise<unknown>,
  clients: number,
  perClient: number,
  jvmPid: number,
) {
  const latencies: number[] = [];
  const jvmBefore = cpuMsOf(jvmPid);
  const sdkBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let sent = 0; sent < perClient; sent += 1) {
        const sentAt = performance.now();
        await request();
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const ms = performance.now() - started;
  const sdk = process.cpuUsage(sdkBefore);
  const jvmMs = cpuMsOf(jvmPid) - jvmBefore;
  const requests = latencies.length;
  return {
    latencies: [...latencies],
    ms,
    p95Ms: p95Of(latencies),
    perSecond: Math.round(requests / (ms / 1000)),
    cpuMs: {
      dynamoDbLocal: perRequest(jvmMs, requests),
      sdk: perRequest((sdk.user + sdk.system) / 1000, requests),
      total: perRequest(jvmMs + (sdk.user + sdk.system) / 1000, requests),
    },
  };
}
