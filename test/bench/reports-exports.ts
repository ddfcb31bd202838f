// Report and export over 10,000 beneficiaries and 50,000 records on the local stack (issue 4, "Performance").
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack.ts';
import { computeReliableChange } from '../../functions/src/domains/reports/reliable-change.ts';
import { computeReport } from '../../functions/src/domains/reports/report.ts';
import type { ReportRecord } from '../../functions/src/domains/reports/report.ts';
import { summaryItems } from '../../functions/src/domains/reports/record-summary.ts';
import { completeRecordItem, summarisedRecord } from '../fixtures/record-items.ts';
import { batchWriteAll } from './batch-write.ts';
import { aQuestionnaire, BENCH_QUESTIONS, gql, signUpAndLogIn } from './bench-session.ts';
import { meterConsumedCapacity, type ConsumedUnits } from './consumed-capacity.ts';
import { startLambdaProcess } from './start-lambda-process.ts';

export const BENEFICIARIES = 10_000;
export const RECORDS = 50_000;

type Figures = {
  report50kMs: number;
  /** `reliableChange` over the same records (issue 33): the report's rules plus the statistics. */
  reliableChange50kMs: number;
  export50kMs: number;
  exportPeakRssMB: number;
  exportRssGrowthMB: number;
  seed50kMs: number;
  /** DynamoDB's billing units of one report over every record (the second, warm, run). */
  report50kUnits: ConsumedUnits;
};

/** 10,000 beneficiaries with a tag each and 5 records each over 2024, straight into DynamoDB Local. */
async function seed(orgId: string, questionnaire: { id: string; questions: string[] }): Promise<number> {
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }));
  const table = process.env.TABLE_NAME!;
  const items: Record<string, unknown>[] = [];
  const records: ReturnType<typeof completeRecordItem>[] = [];
  const perBeneficiary = RECORDS / BENEFICIARIES;
  for (let b = 0; b < BENEFICIARIES; b += 1) {
    const beneficiary = `ben-${String(b).padStart(5, '0')}`;
    const benTags = [`area-${b % 20}`];
    items.push({
      pk: `ORG#${orgId}`,
      sk: `BEN#${beneficiary}`,
      _et: 'Beneficiary',
      orgId,
      beneficiaryId: beneficiary,
      tags: benTags,
    });
    for (let r = 0; r < perBeneficiary; r += 1) {
      const day = new Date(Date.UTC(2024, 0, 1) + (r * 70 + (b % 60)) * 86_400_000).toISOString();
      const answers = Object.fromEntries(questionnaire.questions.map((q, i) => [q, 1 + ((b + r + i) % 5)]));
      records.push(
        completeRecordItem(orgId, questionnaire.id, {
          beneficiary,
          date: day,
          answers,
          benTags,
          meetingTags: r % 2 ? ['group'] : [],
          notes: `Session ${r + 1}`,
        }),
      );
    }
  }
  items.push(...records, ...summaryItems(orgId, questionnaire.id, records.map(summarisedRecord)));
  return batchWriteAll(documents, table, items);
}

/**
 * Seeds, then times a full export (the peak RSS of the export's own process, and its growth over that process's
 * start-up) and `report` over every record.
 */
export async function measureReportsAndExports(): Promise<Figures> {
  const stack = await startLocalStack({ port: 0, inMemory: true, seed: false });
  // The handlers run in this process: their table's client is this module's.
  const { RippleTable } = await import('../../functions/src/core/table.ts');
  const meter = meterConsumedCapacity(RippleTable.getDocumentClient());
  try {
    const { orgId, token } = await signUpAndLogIn(stack.url, stack.userPoolClientId);
    const questionnaire = await aQuestionnaire(stack.url, token);
    const seed50kMs = await seed(orgId, questionnaire);
    const range = {
      questionnaire: questionnaire.id,
      start: '2000-01-01T00:00:00Z',
      end: new Date().toISOString(),
    };

    const { exportMeetings } = await gql<{ exportMeetings: string }>(
      stack.url,
      token,
      'query($questionnaire: String!) { exportMeetings(questionnaire: $questionnaire) }',
      { questionnaire: questionnaire.id },
    );
    // The export runs in a process of its own, as in Lambda, so its memory is the export's and not the stack's.
    const exporter = await startLambdaProcess('export-process.ts');
    let lines = 0;
    let export50kMs: number;
    let baseline: number;
    let peak: number;
    try {
      baseline = await exporter.peakRssMB();
      const started = performance.now();
      const response = await fetch(`${exporter.url}${exportMeetings}`);
      if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      export50kMs = Math.round(performance.now() - started);
      peak = await exporter.peakRssMB();
    } finally {
      await exporter.stop();
    }
    if (lines !== RECORDS + 1) throw new Error(`export has ${lines - 1} rows`);

    const reportQuery = `query($questionnaire: String!, $start: String!, $end: String!) {
      report(questionnaire: $questionnaire, start: $start, end: $end) { beneficiaries { id } questions { id initial latest } }
    }`;
    let report50kMs = Infinity;
    let report50kUnits = meter.take();
    for (let run = 0; run < 2; run += 1) {
      meter.take();
      const started = performance.now();
      const { report } = await gql<{ report: { beneficiaries: unknown[] } }>(
        stack.url,
        token,
        reportQuery,
        range,
      );
      report50kMs = Math.min(report50kMs, Math.round(performance.now() - started));
      report50kUnits = meter.take();
      if (report.beneficiaries.length !== BENEFICIARIES) throw new Error('report lost beneficiaries');
    }

    const reliableChangeQuery = `query($questionnaire: String!, $start: String!, $end: String!) {
      reliableChange(questionnaire: $questionnaire, start: $start, end: $end, forSharing: true) {
        questions { id n meanChange ciLow ciHigh effectSize wilcoxonP improved { count } }
      }
    }`;
    let reliableChange50kMs = Infinity;
    for (let run = 0; run < 2; run += 1) {
      const started = performance.now();
      const { reliableChange } = await gql<{ reliableChange: { questions: { n: number | null }[] } }>(
        stack.url,
        token,
        reliableChangeQuery,
        range,
      );
      reliableChange50kMs = Math.min(reliableChange50kMs, Math.round(performance.now() - started));
      if (reliableChange.questions[0]?.n !== BENEFICIARIES)
        throw new Error('reliableChange lost beneficiaries');
    }

    return {
      report50kMs,
      reliableChange50kMs,
      export50kMs,
      exportPeakRssMB: peak,
      exportRssGrowthMB: peak - baseline,
      seed50kMs,
      report50kUnits,
    };
  } finally {
    await stack.stop();
  }
}

/**
 * The report's own computation over 50,000 records in memory (what the Lambda adds to the query time). Locally
 * `report50kMs` is mostly DynamoDB Local's JVM, about 0.2 ms of CPU for every record it returns; DynamoDB reads a
 * page in tens of milliseconds.
 */
export function measureReportComputation(): number {
  const questions = Array.from({ length: BENCH_QUESTIONS }, (_, i) => `q${i}`);
  const questionnaire = {
    questions: questions.map((id, i) => ({
      id,
      question: id,
      archived: false,
      leftValue: 1,
      rightValue: 5,
      labels: [],
      noteRequired: false,
      noteDeactivated: false,
      ...(i < 5 ? { categoryID: 'mood' } : {}),
    })),
    categories: [{ id: 'mood', name: 'Mood', aggregation: 'mean' as const }],
  };
  const records: ReportRecord[] = Array.from({ length: RECORDS }, (_, i) => ({
    id: `r${i}`,
    beneficiary: `ben-${i % BENEFICIARIES}`,
    date: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
    created: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
    tags: ['area'],
    answers: Object.fromEntries(questions.map((q, j) => [q, 1 + ((i + j) % 5)])),
  }));
  const options = {
    start: '2000-01-01T00:00:00.000Z',
    end: '2100-01-01T00:00:00.000Z',
    tags: [],
    orTags: false,
    openStart: false,
    minRequiredRecords: 2,
  };
  computeReport(questionnaire, records, options);
  const started = performance.now();
  computeReport(questionnaire, records, options);
  return Math.round(performance.now() - started);
}

/** The Reliable Change statistics over the 50,000-record report's result, in memory (issue 33). */
export function measureReliableChangeComputation(): number {
  const questions = Array.from({ length: BENCH_QUESTIONS }, (_, i) => `q${i}`);
  const questionnaire = {
    questions: questions.map((id, i) => ({
      id,
      question: id,
      archived: false,
      leftValue: 1,
      rightValue: 5,
      labels: [],
      noteRequired: false,
      noteDeactivated: false,
      reliability: 0.8,
      ...(i % 2 ? { direction: 'lower' as const } : {}),
    })),
    categories: [],
  };
  const records: ReportRecord[] = Array.from({ length: RECORDS }, (_, i) => ({
    id: `r${i}`,
    beneficiary: `ben-${i % BENEFICIARIES}`,
    date: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
    created: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
    tags: ['area'],
    answers: Object.fromEntries(questions.map((q, j) => [q, 1 + ((i * 7 + j * 3) % 5)])),
  }));
  const options = {
    start: '2000-01-01T00:00:00.000Z',
    end: '2100-01-01T00:00:00.000Z',
    tags: [],
    orTags: false,
    openStart: false,
    minRequiredRecords: 2,
  };
  const report = computeReport(questionnaire, records, options);
  computeReliableChange(questionnaire, report);
  const started = performance.now();
  computeReliableChange(questionnaire, report);
  return Math.round(performance.now() - started);
}
