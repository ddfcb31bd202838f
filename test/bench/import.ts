// Importing 50,000 spreadsheet rows on the local stack (issue 34), beside a floor measured in the same run: the same
// items (records, report summaries, beneficiaries, tags) written by the bare SDK with BatchWriteItem, no Ripple code.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack.ts';
import type { RequestContext } from '../../functions/src/core/auth-context.ts';
import type { JobLauncher } from '../../functions/src/domains/imports/import-launcher.ts';
import { importsDeps } from '../../functions/src/domains/imports/imports.router.ts';
import { checkRecordImport, runRecordImport } from '../../functions/src/domains/imports/imports.service.ts';
import { summaryItems } from '../../functions/src/domains/reports/record-summary.ts';
import { completeRecordItem, summarisedRecord } from '../fixtures/record-items.ts';
import { batchWriteAll } from './batch-write.ts';
import { aQuestionnaire, gql, signUpAndLogIn } from './bench-session.ts';
import { startLambdaProcess } from './start-lambda-process.ts';

/** 50,000 rows; fewer with IMPORT_BENCH_ROWS (a multiple of 5) while working on the import. */
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 50_000);
/** Rows of the warm-up import and floor (see measureImport). */
const WARM_UP_ROWS = Number(process.env.IMPORT_BENCH_WARM_UP_ROWS ?? 10_000);
const RECORDS_PER_BENEFICIARY = 5;

type Figures = {
  import50kMs: number;
  importFloor50kMs: number;
  importPeakRssMB: number;
  importRssGrowthMB: number;
  importCheck50kMs: number;
};

type Row = { beneficiary: string; date: string; tags: string[]; answers: number[] };

/** `count` rows: 5 records each of `count` / 5 beneficiaries over 2024, one tag on every other record. */
function rows(questions: number, count: number): Row[] {
  const all: Row[] = [];
  for (let b = 0; b < count / RECORDS_PER_BENEFICIARY; b += 1) {
    for (let r = 0; r < RECORDS_PER_BENEFICIARY; r += 1) {
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

/** The import once its job has settled; a job that never does (its process failed) fails the bench in 20 minutes. */
async function settle(url: string, token: string, id: string) {
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    const { recordImport } = await call<{
      recordImport: { status: string; failure: string | null; validRows: number; recordsWritten: number };
    }>(url, token, STATUS, { id });
    if (!['checking', 'importing', 'undoing'].includes(recordImport.status)) return recordImport;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`import ${id} did not settle`);
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
  return batchWriteAll(documents, table, items);
}

/**
 * The import job's Lambda alone in a process (import-process.ts); IMPORT_BENCH_CPU_PROFILE=<folder> profiles it.
 * `launch` does what Lambda's asynchronous Invoke does for the API: queue the event, answer 202.
 */
async function startImportProcess() {
  const job = await startLambdaProcess('import-process.ts', process.env.IMPORT_BENCH_CPU_PROFILE);
  const launch: JobLauncher = async (event) => {
    const response = await fetch(`${job.url}/2015-03-31/functions/ripple-import-job/invocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
      body: JSON.stringify(event),
    });
    if (response.status !== 202) throw new Error(`invoke: ${response.status}`);
  };
  return { ...job, launch };
}

/** The staff caller of an ID token resolving `mutation`, as the API's context names them. */
const callerOf = (token: string, mutation: string): RequestContext => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    email: string;
  };
  return { caller: { kind: 'staff', userId: claims.sub, email: claims.email, name: 'Bench', mutation } };
};

type Job = Awaited<ReturnType<typeof startImportProcess>>;

/**
 * Creates and uploads an import of `count` rows for a new organisation through the API of the local stack in this
 * process, then checks and runs it with the services the API calls, whose jobs go to `job` (startImportProcess)
 * instead of this process. Each step's time is from the request to the import's status settling.
 */
async function importRows(
  stack: { url: string; userPoolClientId: string },
  job: Job,
  email: string,
  count: number,
): Promise<{ checkMs: number; importMs: number; questionnaire: { id: string; questions: string[] } }> {
  const { token } = await signUpAndLogIn(stack.url, stack.userPoolClientId, email);
  const questionnaire = await aQuestionnaire(stack.url, token);
  const questions = questionnaire.questions.length;
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
    body: csvOf(rows(questions, count), questions),
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
  const deps = importsDeps(job.launch);
  const checkStarted = performance.now();
  await checkRecordImport(callerOf(token, 'CheckRecordImport'), { id, mapping }, deps);
  const checked = await settle(stack.url, token, id);
  const checkMs = Math.round(performance.now() - checkStarted);
  if (checked.validRows !== count) throw new Error(`check: ${JSON.stringify(checked)}`);

  const started = performance.now();
  await runRecordImport(callerOf(token, 'RunRecordImport'), { id }, deps);
  const imported = await settle(stack.url, token, id);
  const importMs = Math.round(performance.now() - started);
  if (imported.recordsWritten !== count) throw new Error(`import: ${JSON.stringify(imported)}`);
  return { checkMs, importMs, questionnaire };
}

/** The floor of `count` rows into a new organisation, for `questionnaire` (another organisation's: ids only). */
async function floorRows(
  stack: { url: string; userPoolClientId: string },
  email: string,
  questionnaire: { id: string; questions: string[] },
  count: number,
): Promise<number> {
  const { orgId } = await signUpAndLogIn(stack.url, stack.userPoolClientId, email);
  const data = rows(questionnaire.questions.length, count);
  return floor(orgId, questionnaire.id, questionnaire.questions, data);
}

/**
 * The import of ROWS rows and its floor on one local stack. DynamoDB Local's JVM compiles its write paths during
 * its first writes: the same 10,000 records cost it twice the CPU until some 15,000 rows had been written, which
 * made whichever side ran first pay for it. So both run after a warm-up import and floor of WARM_UP_ROWS rows
 * each (other organisations). The import's job runs in a process of its own, new for
 * the measured import, whose peak RSS is the import's memory.
 */
export async function measureImport(): Promise<Figures> {
  const stack = await startLocalStack({ port: 0, inMemory: true, seed: false });
  try {
    if (WARM_UP_ROWS > 0) {
      const warmUpJob = await startImportProcess();
      try {
        const warmUp = await importRows(stack, warmUpJob, 'bench-warm-up@example.org', WARM_UP_ROWS);
        await floorRows(stack, 'bench-warm-up-floor@example.org', warmUp.questionnaire, WARM_UP_ROWS);
      } finally {
        await warmUpJob.stop();
      }
    }
    const job = await startImportProcess();
    let measured: Awaited<ReturnType<typeof importRows>>;
    let baseline: number;
    let peak: number;
    try {
      baseline = await job.peakRssMB();
      measured = await importRows(stack, job, 'bench@example.org', ROWS);
      peak = await job.peakRssMB();
    } finally {
      await job.stop();
    }
    const importFloor50kMs = await floorRows(stack, 'bench-floor@example.org', measured.questionnaire, ROWS);
    return {
      import50kMs: measured.importMs,
      importFloor50kMs,
      importPeakRssMB: peak,
      importRssGrowthMB: peak - baseline,
      importCheck50kMs: measured.checkMs,
    };
  } finally {
    await stack.stop();
  }
}
