// Importing 50,000 spreadsheet rows on the local stack (issue 34), beside a floor measured in the same run: the same
// items (records, report summaries, beneficiaries, tags) written by the bare SDK with BatchWriteItem, no Ripple code.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack.ts';
import { summaryItems } from '../../functions/src/domains/reports/record-summary.ts';
import { completeRecordItem, summarisedRecord } from '../fixtures/record-items.ts';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';

const ROWS = 50_000;
const BENEFICIARIES = 10_000;

type Figures = {
  import50kMs: number;
  importFloor50kMs: number;
  importPeakRssMB: number;
  importRssGrowthMB: number;
  importCheck50kMs: number;
};

type Row = { beneficiary: string; date: string; tags: string[]; answers: number[] };

/** 10,000 beneficiaries with 5 records each over 2024, one tag on every other record. */
function rows(questions: number): Row[] {
  const all: Row[] = [];
  for (let b = 0; b < BENEFICIARIES; b += 1) {
    for (let r = 0; r < ROWS / BENEFICIARIES; r += 1) {
      all.push({
        beneficiary: `ben-${String(b).padStart(5, '0')}`,
        date: new Date(Date.UTC(2024, 0, 1) + (r * 70 + (b % 60)) * 86_400_000).toISOString(),
        tags: r % 2 ? ['group'] : [],
        answers: Array.from({ length: questions }, (_, i) => 1 + ((b + r + i) % 5)),
      });
    }
  }
  // As an export lists them: by date.
  return all.sort((a, b) => a.date.localeCompare(b.date));
}

const csvOf = (data: Row[], questions: number) =>
  [
    ['beneficiary', 'date', 'tags', ...Array.from({ length: questions }, (_, i) => `Question ${i + 1}`)].join(
      ',',
    ),
    ...data.map((row) => [row.beneficiary, row.date, row.tags.join('; '), ...row.answers].join(',')),
  ].join('\r\n') + '\r\n';

async function call<T>(url: string, token: string, query: string, variables: Record<string, unknown>) {
  return gql<T>(url, token, query, variables);
}

const STATUS = 'query($id: ID!) { recordImport(id: $id) { status failure validRows recordsWritten } }';

async function settle(url: string, token: string, id: string) {
  for (;;) {
    const { recordImport } = await call<{
      recordImport: { status: string; failure: string | null; validRows: number; recordsWritten: number };
    }>(url, token, STATUS, { id });
    if (!['checking', 'importing', 'undoing'].includes(recordImport.status)) return recordImport;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The floor: the items the import writes, straight into DynamoDB Local by 8 writers of BatchWriteItem. */
async function floor(orgId: string, questionnaireId: string, questionIds: string[], data: Row[]) {
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }));
  const table = process.env.TABLE_NAME!;
  const created = new Date().toISOString();
  const records = data.map((row, index) =>
    completeRecordItem(orgId, questionnaireId, {
      id: `floor-${index + 2}`,
      beneficiary: row.beneficiary,
      date: row.date,
      created,
      meetingTags: row.tags,
      answers: Object.fromEntries(questionIds.map((q, i) => [q, row.answers[i]!])),
    }),
  );
  const beneficiaries = [...new Set(data.map((row) => row.beneficiary))].map((beneficiaryId) => ({
    pk: `ORG#${orgId}`,
    sk: `BEN#${beneficiaryId}`,
    _et: 'Beneficiary',
    orgId,
    beneficiaryId,
    tags: [],
    lastRecordAt: created,
  }));
  const items: Record<string, unknown>[] = [
    ...records,
    ...summaryItems(orgId, questionnaireId, records.map(summarisedRecord)),
    ...beneficiaries,
    { pk: `ORG#${orgId}`, sk: 'TAG#group', _et: 'Tag', orgId, label: 'group' },
  ];
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const started = performance.now();
  const write = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let pending = batch;
      while (pending.length) {
        const result = await documents.send(
          new BatchWriteCommand({
            RequestItems: { [table]: pending.map((Item) => ({ PutRequest: { Item } })) },
          }),
        );
        pending = (result.UnprocessedItems?.[table] ?? []).map((request) => request.PutRequest!.Item!);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, write));
  return Math.round(performance.now() - started);
}

/**
 * Creates, uploads, checks and runs an import of 50,000 rows through the API of a local stack in this process (the
 * job runs in it, as the local stack runs jobs), timing the import step and sampling this process's RSS meanwhile;
 * then the floor into a second organisation.
 */
export async function measureImport(): Promise<Figures> {
  const stack = await startLocalStack({ port: 0, inMemory: true, seed: false });
  try {
    const { token } = await signUpAndLogIn(stack.url, stack.userPoolClientId);
    const questionnaire = await aQuestionnaire(stack.url, token);
    const questions = questionnaire.questions.length;
    const data = rows(questions);
    const { CreateRecordImport } = await call<{
      CreateRecordImport: {
        uploadUrl: string;
        uploadHeaders: { name: string; value: string }[];
        import: { id: string };
      };
    }>(
      stack.url,
      token,
      'mutation($q: String!) { CreateRecordImport(questionnaire: $q, fileName: "bench.csv") { uploadUrl uploadHeaders { name value } import { id } } }',
      { q: questionnaire.id },
    );
    const id = CreateRecordImport.import.id;
    const uploaded = await fetch(new URL(CreateRecordImport.uploadUrl, stack.url), {
      method: 'PUT',
      headers: Object.fromEntries(CreateRecordImport.uploadHeaders.map(({ name, value }) => [name, value])),
      body: csvOf(data, questions),
    });
    if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status}`);
    const mapping = {
      beneficiaryColumn: 0,
      dateColumn: 1,
      dateFormat: 'iso',
      timeZone: 'UTC',
      tagsColumn: 2,
      answers: questionnaire.questions.map((questionID, i) => ({ questionID, column: 3 + i })),
      createBeneficiaries: true,
    };
    const checkStarted = performance.now();
    await call(
      stack.url,
      token,
      'mutation($id: ID!, $m: RecordImportMappingInput!) { CheckRecordImport(id: $id, mapping: $m) { id } }',
      { id, m: mapping },
    );
    const checked = await settle(stack.url, token, id);
    const importCheck50kMs = Math.round(performance.now() - checkStarted);
    if (checked.validRows !== ROWS) throw new Error(`check: ${JSON.stringify(checked)}`);

    globalThis.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    await call(stack.url, token, 'mutation($id: ID!) { RunRecordImport(id: $id) { id } }', { id });
    const imported = await settle(stack.url, token, id);
    const import50kMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    if (imported.recordsWritten !== ROWS) throw new Error(`import: ${JSON.stringify(imported)}`);

    const other = await signUpAndLogIn(stack.url, stack.userPoolClientId, 'bench-floor@example.org');
    const importFloor50kMs = await floor(other.orgId, questionnaire.id, questionnaire.questions, data);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return {
      import50kMs,
      importFloor50kMs,
      importPeakRssMB: mb(peak),
      importRssGrowthMB: mb(peak - baseline),
      importCheck50kMs,
    };
  } finally {
    await stack.stop();
  }
}
