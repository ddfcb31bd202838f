import { afterEach, describe, expect, it } from 'vitest';

import type { RequestContext } from '../../functions/src/core/auth-context.ts';
import {
  driveImportJob,
  importRecordId,
  runImportJob,
  type ImportJobEvent,
} from '../../functions/src/domains/imports/import-job.ts';
import { importJobDeps } from '../../functions/src/domains/imports/import-launcher.ts';
import {
  importsRepository,
  type ImportsRepository,
} from '../../functions/src/domains/imports/imports.repository.ts';
import { importsDeps } from '../../functions/src/domains/imports/imports.router.ts';
import { runRecordImport } from '../../functions/src/domains/imports/imports.service.ts';
import { questionnairesRepository } from '../../functions/src/domains/questionnaires/questionnaires.repository.ts';
import { reportsRepository } from '../../functions/src/domains/reports/reports.repository.ts';
import { gql } from './steps/graphql.ts';
import { aCheckedImport, csvOf, settled } from './steps/imports.ts';
import { aTeam, type Team } from './steps/people.ts';
import { deletePartitions } from './steps/table.ts';
import {
  aQuestionnaireWithCategories,
  givenCompleteRecords,
  type SeededQuestionnaire,
} from './steps/report-seed.ts';

/**
 * "A retried job never writes a row twice" (issue 34): the import job's own function (what the Lambda handler and
 * the local stack run) against DynamoDB Local, interrupted or delivered twice the ways Lambda's asynchronous
 * invocation can (docs/decisions.md, "Idempotent jobs").
 */

const HEADER = ['Client', 'Date', 'Q1', 'Q2', 'Q3'];

/** A file's rows and what each row once makes of them in the report. */
type History = {
  rows: (string | number)[][];
  beneficiaries: string[];
  /** Cohort means of the first and the latest answers, per question. */
  means: { initial: number; latest: number }[];
};

const SMALL: History = {
  rows: [
    ['ben-1', '2023-01-10T09:00:00.000Z', 1, 2, 3],
    ['ben-2', '2023-02-01T10:00:00.000Z', 2, 2, 2],
    ['ben-1', '2023-06-10T09:00:00.000Z', 3, 4, 5],
    ['ben-2', '2024-02-01T10:00:00.000Z', 4, 3, 5],
  ],
  beneficiaries: ['ben-1', 'ben-2'],
  means: [
    { initial: 1.5, latest: 3.5 },
    { initial: 2, latest: 3.5 },
    { initial: 2.5, latest: 5 },
  ],
};

/** More rows than the job writes in one chunk (2,000): three years of 670 people, the same answers each year. */
const PEOPLE = Array.from({ length: 670 }, (_, index) => `p-${String(index).padStart(3, '0')}`);
const LARGE: History = {
  rows: [2021, 2022, 2023].flatMap((year, index) =>
    PEOPLE.map((person) => [person, `${year}-05-01T12:00:00.000Z`, 1 + 2 * index, 2 + index, 3]),
  ),
  beneficiaries: PEOPLE,
  means: [
    { initial: 1, latest: 5 },
    { initial: 2, latest: 4 },
    { initial: 3, latest: 3 },
  ],
};

const REPORT = `query($questionnaire: String!, $start: String!, $end: String!) {
  report(questionnaire: $questionnaire, start: $start, end: $end) {
    beneficiaries { id }
    questions { id initial latest }
  }
}`;
type Report = {
  beneficiaries: { id: string }[];
  questions: { id: string; initial: number; latest: number }[];
};

type Imported = {
  team: Team;
  token: string;
  qnr: SeededQuestionnaire;
  event: ImportJobEvent;
  history: History;
};

/**
 * A checked import of the history's rows moved on to `importing` by the service the API calls, its job event kept instead of
 * launched: the test delivers it to the job as Lambda would.
 */
async function anImportStartedButNotRun(history = SMALL): Promise<Imported> {
  const team = await aTeam(1);
  const token = team.owner.tokens.IdToken;
  const qnr = await aQuestionnaireWithCategories(token);
  leftBehind.push(`ORG#${team.orgId}`, `ORG#${team.orgId}#RSUM#${qnr.id}`);
  const checked = await aCheckedImport(token, qnr.id, csvOf(HEADER, history.rows), {
    beneficiaryColumn: 0,
    dateColumn: 1,
    dateFormat: 'iso',
    timeZone: 'UTC',
    answers: qnr.questions.map((questionID, index) => ({ questionID, column: 2 + index })),
    createBeneficiaries: true,
  });
  expect(checked).toMatchObject({ status: 'checked', validRows: history.rows.length, errorRows: 0 });
  const launched: ImportJobEvent[] = [];
  const { userId, email, name } = team.owner;
  const ctx: RequestContext = { caller: { kind: 'staff', userId, email, name, mutation: 'RunRecordImport' } };
  await runRecordImport(
    ctx,
    { id: checked.id },
    importsDeps((event) => {
      launched.push(event);
      return Promise.resolve();
    }),
  );
  expect(launched).toHaveLength(1);
  return { team, token, qnr, event: launched[0]!, history };
}

/** The job's dependencies as the Lambda builds them, with some of the repository's calls replaced. */
const jobDepsWith = (imports: Partial<ImportsRepository>) => {
  const deps = importJobDeps();
  return { ...deps, imports: { ...deps.imports, ...imports } };
};

const noTimeLimit = () => Number.POSITIVE_INFINITY;

/** Runs the job with time for one chunk only; returns the events it handed over (kept instead of launched). */
async function withTimeForOneChunk(event: ImportJobEvent): Promise<ImportJobEvent[]> {
  let checks = 0;
  const oneChunkOfTime = () => (checks++ === 0 ? Number.POSITIVE_INFINITY : 0);
  const handedOver: ImportJobEvent[] = [];
  await driveImportJob(event, importJobDeps(), oneChunkOfTime, (next) => {
    handedOver.push(next);
    return Promise.resolve();
  });
  return handedOver;
}

/**
 * Job dependencies whose first chunk's write lands and then the invocation dies (a crash, a timeout), and the
 * retries the job hands over, kept instead of launched.
 */
const dyingAfterItsFirstWrite = () => {
  let died = false;
  const dying = jobDepsWith({
    writeRecords: async (...args) => {
      const written = await importsRepository.writeRecords(...args);
      if (!died) {
        died = true;
        throw new Error('the invocation died');
      }
      return written;
    },
  });
  const retries: ImportJobEvent[] = [];
  const relaunch = (retry: ImportJobEvent) => {
    retries.push(retry);
    return Promise.resolve();
  };
  return { dying, died: () => died, retries, relaunch };
};

/** Spreadsheet rows 2 onwards (the header is row 1) as the records the import makes of them. */
const recordIdsOf = ({ event, history }: Imported) =>
  history.rows.map((_, index) => importRecordId(event.importId, index + 2)).sort();

/** The import's records that exist (a consistent read). */
async function storedRecordIds(imported: Imported): Promise<string[]> {
  const stored = await importsRepository.getRecords(imported.team.orgId, recordIdsOf(imported));
  return stored.map(({ id }) => id).sort();
}

async function reportOf(token: string, questionnaire: string): Promise<Report> {
  const range = { start: '2000-01-01T00:00:00.000Z', end: '2030-01-01T00:00:00.000Z' };
  const response = await gql<{ report: Report }>(REPORT, { questionnaire, ...range }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.report;
}

/** Each row of the file is one record, counted once by the questionnaire, the import and the reports. */
async function expectEachRowWrittenOnce(imported: Imported) {
  const { team, token, qnr, event, history } = imported;
  const rows = history.rows.length;
  expect(await settled(token, event.importId)).toMatchObject({
    status: 'imported',
    recordsWritten: rows,
    rowsDone: rows,
  });
  expect(await storedRecordIds(imported)).toEqual(recordIdsOf(imported));
  const questionnaire = await questionnairesRepository.getQuestionnaire(team.orgId, qnr.id);
  expect(questionnaire).toMatchObject({ inUse: true, recordsMade: rows });
  const summaries = await reportsRepository.reportRecords(team.orgId, qnr.id);
  expect(summaries.map(({ id }) => id).sort()).toEqual(recordIdsOf(imported));
  const report = await reportOf(token, qnr.id);
  expect(report.beneficiaries.map(({ id }) => id).sort()).toEqual(history.beneficiaries);
  expect(report.questions).toEqual(qnr.questions.map((id, index) => ({ id, ...history.means[index] })));
}

/** The partitions of each test's records (and their summaries): thousands of items a test no longer needs. */
const leftBehind: string[] = [];

describe('spreadsheet import jobs are idempotent', () => {
  afterEach(async () => {
    await deletePartitions(leftBehind.splice(0));
  });

  it('a job that dies after writing its records, before counting them, writes each row once when retried', async () => {
    // Prepare: the first invocation's write lands, then the invocation dies (a crash, a timeout)
    const imported = await anImportStartedButNotRun();
    const { dying, died, retries, relaunch } = dyingAfterItsFirstWrite();

    // Act: the first invocation, then the retry it hands over, as Lambda delivers it
    await driveImportJob(imported.event, dying, noTimeLimit, relaunch);
    const afterCrash = await importsRepository.getImport(imported.team.orgId, imported.event.importId);
    const writtenBeforeRetry = await storedRecordIds(imported);
    await driveImportJob(retries[0]!, importJobDeps(), noTimeLimit, relaunch);

    // Assess: the crash left the rows written but not counted; the retry rewrote the same records
    expect(died()).toBe(true);
    expect(retries).toEqual([{ ...imported.event, attempt: 1 }]);
    expect(afterCrash).toMatchObject({ status: 'importing', recordsWritten: 0 });
    expect(writtenBeforeRetry).toEqual(recordIdsOf(imported));
    await expectEachRowWrittenOnce(imported);
  });

  it('a job whose second chunk fails while its first is written counts the first only, and the retry writes each row once', async () => {
    // Prepare: two chunks written at once; the second one's write fails
    const imported = await anImportStartedButNotRun(LARGE);
    let writes = 0;
    const failingSecond = jobDepsWith({
      writeRecords: async (...args) => {
        writes += 1;
        if (writes === 2) throw new Error('the second chunk failed');
        return importsRepository.writeRecords(...args);
      },
    });
    const retries: ImportJobEvent[] = [];
    const relaunch = (event: ImportJobEvent) => {
      retries.push(event);
      return Promise.resolve();
    };

    // Act: the invocation, then the retry it hands over
    await driveImportJob(imported.event, failingSecond, noTimeLimit, relaunch);
    const afterFailure = await importsRepository.getImport(imported.team.orgId, imported.event.importId);
    await driveImportJob(retries[0]!, importJobDeps(), noTimeLimit, relaunch);

    // Assess: the cursor moved past the first chunk only; the retry wrote the rest
    expect(retries).toEqual([{ ...imported.event, attempt: 1 }]);
    expect(afterFailure).toMatchObject({ status: 'importing', recordsWritten: 2000 });
    await expectEachRowWrittenOnce(imported);
  });

  it('a job that dies after counting its records, before marking the import imported, counts nothing twice when retried', async () => {
    // Prepare: the chunk is written and counted, then the invocation dies before its last write
    const imported = await anImportStartedButNotRun();
    let died = false;
    const dying = jobDepsWith({
      saveProgress: async (orgId, id, run, patch) => {
        if (patch.status === 'imported' && !died) {
          died = true;
          throw new Error('the invocation died');
        }
        return importsRepository.saveProgress(orgId, id, run, patch);
      },
    });

    // Act: Lambda's retry delivers the same event again
    await expect(runImportJob(imported.event, dying, noTimeLimit)).rejects.toThrow('the invocation died');
    const outcome = await runImportJob(imported.event, importJobDeps(), noTimeLimit);

    // Assess
    expect(died).toBe(true);
    expect(outcome).toBe('done');
    await expectEachRowWrittenOnce(imported);
  });

  it('the same event delivered twice at once (a duplicate asynchronous delivery) writes each row once', async () => {
    // Prepare
    const imported = await anImportStartedButNotRun();

    // Act: two invocations of the same event side by side
    const outcomes = await Promise.all([
      runImportJob(imported.event, importJobDeps(), noTimeLimit),
      runImportJob(imported.event, importJobDeps(), noTimeLimit),
    ]);

    // Assess: one of them may find the work done by the other; neither counts it again
    expect(outcomes.every((outcome) => outcome === 'done' || outcome === 'stale')).toBe(true);
    expect(outcomes).toContain('done');
    await expectEachRowWrittenOnce(imported);
  });

  it('an event delivered again after the import finished changes nothing', async () => {
    // Prepare
    const imported = await anImportStartedButNotRun();
    await runImportJob(imported.event, importJobDeps(), noTimeLimit);

    // Act
    const outcome = await runImportJob(imported.event, importJobDeps(), noTimeLimit);

    // Assess
    expect(outcome).toBe('done');
    await expectEachRowWrittenOnce(imported);
  });

  it('a job whose time runs out after a chunk hands over, and the hand-over with a duplicate of the first delivery writes each row once', async () => {
    // Prepare: an invocation with time for one chunk only
    const imported = await anImportStartedButNotRun(LARGE);

    // Act: the first invocation; then the event it hands over and Lambda's second delivery of the first, at once
    const handedOver = await withTimeForOneChunk(imported.event);
    const afterFirst = await importsRepository.getImport(imported.team.orgId, imported.event.importId);
    await Promise.all([
      runImportJob(handedOver[0]!, importJobDeps(), noTimeLimit),
      runImportJob(imported.event, importJobDeps(), noTimeLimit),
    ]);

    // Assess: the first invocation wrote one chunk and handed over; the rest was written once
    expect(handedOver).toEqual([{ ...imported.event, attempt: 0 }]);
    expect(afterFirst).toMatchObject({ status: 'importing', recordsWritten: 2000 });
    await expectEachRowWrittenOnce(imported);
  });

  it('a row a retry finds invalid (its duplicate entered meanwhile) keeps the summary entry of the record the first runner wrote', async () => {
    // Prepare: the first invocation writes the records and dies before counting them; then data entry records
    // ben-1's first session, so the retry's check finds that row a duplicate
    const imported = await anImportStartedButNotRun();
    const { team, qnr, event } = imported;
    const { dying, retries, relaunch } = dyingAfterItsFirstWrite();
    await driveImportJob(event, dying, noTimeLimit, relaunch);
    const [entered] = await givenCompleteRecords(team.orgId, qnr.id, [
      { beneficiary: 'ben-1', date: '2023-01-10T09:00:00.000Z', answers: { [qnr.questions[0]!]: 3 } },
    ]);

    // Act
    await driveImportJob(retries[0]!, importJobDeps(), noTimeLimit, relaunch);

    // Assess: every record of the import (the first runner's of that row too) is in the report summaries once
    expect(await settled(imported.token, event.importId)).toMatchObject({
      status: 'imported',
      recordsWritten: 3,
    });
    const stored = await storedRecordIds(imported);
    expect(stored).toEqual(recordIdsOf(imported));
    const summaries = await reportsRepository.reportRecords(team.orgId, qnr.id);
    expect(summaries.map(({ id }) => id).sort()).toEqual([...stored, entered!].sort());
  });

  it("rows a re-check finds valid after the cursor passed their beneficiary's year join the entries written before", async () => {
    // Prepare: 2,000 rows end the first chunk with p-1999's first session; its second session duplicates a record
    // data entry made meanwhile, until that record is deleted after the first chunk
    const rows = [
      ...Array.from({ length: 1999 }, (_, index) => [
        `p-${String(index).padStart(4, '0')}`,
        '2023-05-01T12:00:00.000Z',
        1,
        2,
        3,
      ]),
      ['p-1999', '2023-01-01T12:00:00.000Z', 1, 1, 1],
      ['p-1999', '2023-02-01T12:00:00.000Z', 5, 5, 5],
      ['q-0000', '2023-05-01T12:00:00.000Z', 2, 2, 2],
    ];
    const imported = await anImportStartedButNotRun({ rows, beneficiaries: [], means: [] });
    const { team, token, qnr, event } = imported;
    const [entered] = await givenCompleteRecords(team.orgId, qnr.id, [
      { beneficiary: 'p-1999', date: '2023-02-01T12:00:00.000Z', answers: { [qnr.questions[0]!]: 3 } },
    ]);
    const handedOver = await withTimeForOneChunk(event);
    const afterFirst = await importsRepository.getImport(team.orgId, event.importId);
    const deleted = await gql<{ DeleteMeeting: boolean }>(
      'mutation($id: String!) { DeleteMeeting(meetingID: $id) }',
      { id: entered! },
      token,
    );

    // Act
    await runImportJob(handedOver[0]!, importJobDeps(), noTimeLimit);

    // Assess: the first chunk stopped after p-1999's first session; the second wrote the rest, and p-1999's year
    // holds both sessions
    expect(afterFirst).toMatchObject({ status: 'importing', recordsWritten: 2000 });
    expect(deleted.data).toEqual({ DeleteMeeting: true });
    expect(await settled(token, event.importId)).toMatchObject({
      status: 'imported',
      recordsWritten: rows.length,
    });
    const summaries = await reportsRepository.reportRecords(team.orgId, qnr.id);
    expect(summaries.map(({ id }) => id).sort()).toEqual(recordIdsOf(imported));
    expect(
      summaries
        .filter(({ beneficiary }) => beneficiary === 'p-1999')
        .map(({ date }) => date)
        .sort(),
    ).toEqual(['2023-01-01T12:00:00.000Z', '2023-02-01T12:00:00.000Z']);
  });

  it("a beneficiary's year of more rows than a chunk is written in one chunk, every record in the report once", async () => {
    // Prepare: 2,100 sessions of one shared ID in 2023, then one more person
    const start = Date.UTC(2023, 0, 1);
    const rows = [
      ...Array.from({ length: 2100 }, (_, index) => [
        'drop-in',
        new Date(start + index * 3_600_000).toISOString(),
        1,
        2,
        3,
      ]),
      ['zed', '2023-05-01T12:00:00.000Z', 2, 2, 2],
    ];
    const imported = await anImportStartedButNotRun({ rows, beneficiaries: [], means: [] });
    const { team, token, qnr, event } = imported;

    // Act: one chunk, then the hand-over
    const handedOver = await withTimeForOneChunk(event);
    const afterFirst = await importsRepository.getImport(team.orgId, event.importId);
    await runImportJob(handedOver[0]!, importJobDeps(), noTimeLimit);

    // Assess
    expect(afterFirst).toMatchObject({ status: 'importing', recordsWritten: 2100 });
    expect(await settled(token, event.importId)).toMatchObject({
      status: 'imported',
      recordsWritten: rows.length,
    });
    const summaries = await reportsRepository.reportRecords(team.orgId, qnr.id);
    expect(summaries.map(({ id }) => id).sort()).toEqual(recordIdsOf(imported));
  });
});
