import { describe, expect, inject, it } from 'vitest';

import { gql } from './steps/graphql.ts';
import { aTeam } from './steps/people.ts';
import { aCheckedImport, runImport } from './steps/imports.ts';
import { aQuestionnaireWithCategories, givenCompleteRecords } from './steps/report-seed.ts';
import { aSignedUpUser } from './steps/sign-up.ts';

const EXPORT = 'query($questionnaire: String!) { exportMeetings(questionnaire: $questionnaire) }';
const REPORT = `query($questionnaire: String!, $start: String!, $end: String!) {
  report(questionnaire: $questionnaire, start: $start, end: $end) {
    beneficiaries { id questions { initial { value } latest { value } } categories { initial { value } latest { value } } }
    questions { initial latest }
    categories { initial latest }
  }
}`;
const RANGE = { start: '2000-01-01T00:00:00.000Z', end: '2030-01-01T00:00:00.000Z' };

async function exported(token: string, questionnaire: string): Promise<string> {
  const response = await gql<{ exportMeetings: string }>(EXPORT, { questionnaire }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return (await fetch(new URL(response.data.exportMeetings, inject('apiUrl')))).text();
}

/** The export's lines without the record id (new ids are the import's by design), in a stable order. */
const comparable = (csv: string) => {
  const [header, ...lines] = csv.split('\r\n').filter(Boolean);
  return [header, ...lines.map((line) => line.slice(line.indexOf(',') + 1)).sort()];
};

async function reportOf(token: string, questionnaire: string) {
  const response = await gql<{ report: unknown }>(REPORT, { questionnaire, ...RANGE }, token);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.report;
}

describe('spreadsheet import round trip', () => {
  it("imports an organisation's export into a new organisation with the same questionnaire: reports and export come out identical", async () => {
    // Prepare: organisation A's history, and its export
    const a = await aTeam(1);
    const tokenA = a.owner.tokens.IdToken;
    const qa = await aQuestionnaireWithCategories(tokenA);
    const [q1, q2, q3] = qa.questions as [string, string, string];
    const answers = (x: number, y: number, z: number) => ({ [q1]: x, [q2]: y, [q3]: z });
    await givenCompleteRecords(a.orgId, qa.id, [
      {
        beneficiary: 'A-1',
        date: '2023-01-10T09:00:00.000Z',
        answers: answers(1, 2, 3),
        meetingTags: ['north'],
        user: a.owner.userId,
        notes: 'First, "quoted"',
      },
      {
        beneficiary: 'A-1',
        date: '2023-06-10T09:00:00.000Z',
        answers: answers(3, 4, 4),
        meetingTags: ['north'],
        user: a.owner.userId,
      },
      {
        beneficiary: 'A-1',
        date: '2024-02-10T09:00:00.000Z',
        answers: answers(5, 5, 5),
        user: a.owner.userId,
      },
      {
        beneficiary: 'B 2',
        date: '2023-03-01T23:30:00.000Z',
        answers: answers(2, 2, 1),
        meetingTags: ['south', 'group, a'],
        user: a.owner.userId,
      },
      {
        beneficiary: 'B 2',
        date: '2024-03-01T12:00:00.000Z',
        answers: answers(4, 1, 2),
        user: a.owner.userId,
        notes: 'Line one\nline two',
      },
      {
        beneficiary: 'c3',
        date: '2024-05-05T05:05:05.000Z',
        answers: answers(1, 1, 1),
        user: a.owner.userId,
      },
    ]);
    const exportA = await exported(tokenA, qa.id);

    // Prepare: organisation B, whose member has the same name, with the same questionnaire
    const b = await aSignedUpUser({ name: a.owner.name });
    const tokenB = b.tokens.IdToken;
    const qb = await aQuestionnaireWithCategories(tokenB);

    // Act: import A's export file as it is, by the columns docs/exports.md documents
    const checked = await aCheckedImport(tokenB, qb.id, exportA, {
      beneficiaryColumn: 1,
      dateColumn: 3,
      dateFormat: 'iso',
      timeZone: 'UTC',
      tagsColumn: 5,
      notesColumn: 6,
      answers: qb.questions.map((questionID, index) => ({ questionID, column: 7 + index })),
      createBeneficiaries: true,
    });
    const imported = await runImport(tokenB, checked.id);

    // Assess: every row imported; the export, Distance Travelled and Beneficiary Change identical
    expect(checked).toMatchObject({ rows: 6, validRows: 6, errorRows: 0 });
    expect(imported).toMatchObject({ status: 'imported', recordsWritten: 6 });
    expect(comparable(await exported(tokenB, qb.id))).toEqual(comparable(exportA));
    expect(await reportOf(tokenB, qb.id)).toEqual(await reportOf(tokenA, qa.id));
  });
});
