import { beforeAll, describe, expect, it } from 'vitest';

import { backfillReportSummaries } from '../../functions/src/domains/records/report-summary-backfill.ts';
import { completeRecordItem } from '../fixtures/record-items.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import {
  ANSWER,
  COMPLETE,
  DELETE,
  EDIT_BEN,
  EDIT_DATE,
  EDIT_TAGS,
  aMeeting,
  answerAll,
} from './steps/meetings.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';
import {
  aQuestionnaireWithCategories,
  generatedReportOf,
  givenCompleteRecords,
  givenFullSummaryItem,
  summaryItemAttributes,
  writeItems,
  type SeededQuestionnaire,
} from './steps/report-seed.ts';

const REPORT = `query Report($questionnaire: String!, $start: String!, $end: String!, $tags: [String],
  $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int) {
  report(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, openStart: $openStart,
    orTags: $orTags, minRequiredRecords: $minRequiredRecords) {
    beneficiaries { id questions { id initial { value } latest { value } } categories { id initial { value } latest { value } } }
    questions { id initial latest }
    categories { id initial latest }
    excluded { beneficiary question category reason }
  }
}`;

type Report = {
  beneficiaries: {
    id: string;
    questions: { id: string; initial: { value: number }; latest: { value: number } }[];
    categories: { id: string; initial: { value: number }; latest: { value: number } }[];
  }[];
  questions: { id: string; initial: number; latest: number }[];
  categories: { id: string; initial: number; latest: number }[];
  excluded: {
    beneficiary: string | null;
    question: string | null;
    category: string | null;
    reason: string;
  }[];
};

const YEAR = { start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' };

describe('report', () => {
  let team: Team;
  let qnr: SeededQuestionnaire;

  beforeAll(async () => {
    team = await aTeam(1);
    qnr = await aQuestionnaireWithCategories(team.owner.tokens.IdToken);
    const [q1, q2, q3] = qnr.questions as [string, string, string];
    await givenCompleteRecords(team.orgId, qnr.id, [
      {
        beneficiary: 'A',
        date: '2024-01-10T10:00:00.000Z',
        answers: { [q1]: 2, [q2]: 4, [q3]: 1 },
        meetingTags: ['north'],
      },
      {
        beneficiary: 'A',
        date: '2024-03-10T10:00:00.000Z',
        answers: { [q1]: 4, [q2]: 5, [q3]: 3 },
        benTags: ['north'],
      },
      { beneficiary: 'B', date: '2024-02-01T10:00:00.000Z', answers: { [q1]: 1, [q3]: 2 } },
      { beneficiary: 'B', date: '2024-04-01T10:00:00.000Z', answers: { [q1]: 3, [q3]: 2 } },
      { beneficiary: 'C', date: '2024-02-15T10:00:00.000Z', answers: { [q1]: 5, [q2]: 5, [q3]: 5 } },
      // Outside the year: never read by the report above.
      { beneficiary: 'A', date: '2025-02-01T10:00:00.000Z', answers: { [q1]: 1, [q2]: 1, [q3]: 1 } },
    ]);
  });

  it('computes initial, latest and cohort means by the rules of docs/reports.md, and sets generatedReport', async () => {
    // Prepare
    const [q1, q2, q3] = qnr.questions as [string, string, string];
    const [mood, skills] = qnr.categories as [string, string];
    expect(await generatedReportOf(team.orgId)).toBe(false);

    // Act
    const response = await gql<{ report: Report }>(
      REPORT,
      { questionnaire: qnr.id, ...YEAR },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    const report = response.data!.report;
    expect(report.beneficiaries.map(({ id }) => id)).toEqual(['A', 'B']);
    expect(report.beneficiaries[0]!.categories).toEqual([
      { id: mood, initial: { value: 3 }, latest: { value: 4.5 } }, // mean(2, 4) → mean(4, 5)
      { id: skills, initial: { value: 1 }, latest: { value: 3 } }, // sum(q3)
    ]);
    expect(report.questions).toEqual([
      { id: q1, initial: 1.5, latest: 3.5 },
      { id: q2, initial: 4, latest: 5 },
      { id: q3, initial: 1.5, latest: 2.5 },
    ]);
    expect(report.categories).toEqual([
      { id: mood, initial: 2, latest: 3.75 },
      { id: skills, initial: 1.5, latest: 2.5 },
    ]);
    expect(report.excluded).toEqual([
      { beneficiary: 'C', question: null, category: null, reason: 'tooFewRecords' },
      { beneficiary: 'B', question: q2, category: null, reason: 'notAnswered' },
    ]);
    expect(await generatedReportOf(team.orgId)).toBe(true);
  });

  it('filters by record and beneficiary tags, and takes the baseline before start with openStart', async () => {
    // Prepare
    const [q1] = qnr.questions as [string];
    const token = team.owner.tokens.IdToken;

    // Act
    const tagged = await gql<{ report: Report }>(
      REPORT,
      { questionnaire: qnr.id, ...YEAR, tags: ['north'] },
      token,
    );
    const open = await gql<{ report: Report }>(
      REPORT,
      { questionnaire: qnr.id, start: '2024-03-01T00:00:00Z', end: YEAR.end, openStart: true },
      token,
    );
    const closed = await gql<{ report: Report }>(
      REPORT,
      { questionnaire: qnr.id, start: '2024-03-01T00:00:00Z', end: YEAR.end, minRequiredRecords: 1 },
      token,
    );

    // Assess
    expect(tagged.data!.report.beneficiaries.map(({ id }) => id)).toEqual(['A']);
    expect(open.data!.report.questions[0]).toEqual({ id: q1, initial: 1.5, latest: 3.5 });
    expect(closed.data!.report.questions[0]).toEqual({ id: q1, initial: 3.5, latest: 3.5 }); // (4 + 3) / 2
  });

  it('refuses bad input with input.invalid', async () => {
    // Prepare
    const token = team.owner.tokens.IdToken;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ questionnaire: qnr.id, start: 'yesterday', end: YEAR.end }, { start: 'invalid' }],
      [{ questionnaire: qnr.id, start: YEAR.end, end: YEAR.start }, { end: 'invalid' }],
      [{ questionnaire: qnr.id, ...YEAR, minRequiredRecords: 0 }, { minRequiredRecords: 'tooSmall' }],
      [{ questionnaire: ' ', ...YEAR }, { questionnaire: 'required' }],
    ];
    for (const [variables, fieldErrors] of cases) {
      // Act
      const response = await gql(REPORT, variables, token);

      // Assess
      expect(errorTypeOf(response)).toBe('input.invalid');
      expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors });
    }
    const unknown = await gql(REPORT, { questionnaire: 'no-such-questionnaire', ...YEAR }, token);
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
  });

  it('refuses every wrong caller and leaves generatedReport alone', async () => {
    // Prepare
    const other = await aTeam(1);
    const otherQnr = await aQuestionnaireWithCategories(other.owner.tokens.IdToken, 1);
    await givenCompleteRecords(other.orgId, otherQnr.id, [
      { beneficiary: 'X', date: '2024-05-01T10:00:00.000Z', answers: { [otherQnr.questions[0]!]: 3 } },
    ]);

    for (const [name, token] of await wrongCallersOf(other)) {
      // Act
      const response = await gql(
        REPORT,
        { questionnaire: otherQnr.id, ...YEAR, minRequiredRecords: 1 },
        token,
      );

      // Assess
      const expected = {
        'a member of another organisation': 'questionnaire.notFound',
        'a removed member': 'auth.noOrganisation',
        'a beneficiary': 'Unauthorized',
        'the anonymous caller': 'Unauthorized',
      }[name];
      expect(errorTypeOf(response), name).toBe(expected);
      expect(response.data?.report ?? null, name).toBeNull();
    }
    expect(await generatedReportOf(other.orgId)).toBe(false);
  });
});

describe('report after changes to complete records', () => {
  let team: Team;
  let qnr: SeededQuestionnaire;
  let token: string;

  const q1Of = async (variables: Record<string, unknown> = {}) => {
    const response = await gql<{ report: Report }>(
      REPORT,
      { questionnaire: qnr.id, ...YEAR, minRequiredRecords: 1, ...variables },
      token,
    );
    expect(response.errors).toBeUndefined();
    const { beneficiaries } = response.data!.report;
    return Object.fromEntries(
      beneficiaries.map(({ id, questions }) => {
        const q1 = questions.find((question) => question.id === qnr.questions[0])!;
        return [id, [q1.initial.value, q1.latest.value]];
      }),
    );
  };

  /** A record of the beneficiary answered q1 = value (the others 3) and completed through the API, dated `conducted`. */
  const aCompleteRecord = async (beneficiary: string, conducted: string, value: number) => {
    const meeting = await aMeeting(token, qnr.id, beneficiary, { conducted });
    const answered = await gql(ANSWER, { meetingID: meeting.id, questionID: qnr.questions[0], value }, token);
    expect(answered.errors).toBeUndefined();
    await answerAll(token, meeting.id, qnr.questions.slice(1));
    expect((await gql(COMPLETE, { meetingID: meeting.id }, token)).errors).toBeUndefined();
    return meeting.id;
  };

  beforeAll(async () => {
    team = await aTeam(1);
    token = team.owner.tokens.IdToken;
    qnr = await aQuestionnaireWithCategories(token);
  });

  it('counts a record once it is complete, never before', async () => {
    // Prepare
    await aCompleteRecord('P', '2024-01-10T00:00:00Z', 2);
    const open = await aMeeting(token, qnr.id, 'P', { conducted: '2024-02-10T00:00:00Z' });
    await gql(ANSWER, { meetingID: open.id, questionID: qnr.questions[0], value: 1 }, token);

    // Act
    const before = await q1Of();
    await aCompleteRecord('P', '2024-06-10T00:00:00Z', 4);
    const after = await q1Of();

    // Assess
    expect(before).toEqual({ P: [2, 2] });
    expect(after).toEqual({ P: [2, 4] });
  });

  it('follows a corrected answer, new tags, another beneficiary, a new date and a deletion', async () => {
    // Prepare
    const early = await aCompleteRecord('R', '2024-02-01T00:00:00Z', 1);
    const late = await aCompleteRecord('R', '2024-05-01T00:00:00Z', 3);
    const [q1] = qnr.questions as [string];

    // Act + Assess: each change shows in the next report
    await gql(ANSWER, { meetingID: late, questionID: q1, value: 5, allowOverwrite: true }, token);
    expect((await q1Of()).R).toEqual([1, 5]);

    await gql(EDIT_TAGS, { meetingID: late, tags: ['late'] }, token);
    expect(await q1Of({ tags: ['late'] })).toEqual({ R: [5, 5] });

    await gql(EDIT_BEN, { meetingID: early, newBeneficiaryID: 'S' }, token);
    expect(await q1Of()).toMatchObject({ R: [5, 5], S: [1, 1] });

    await gql(EDIT_DATE, { meetingID: early, conducted: '2023-05-01T00:00:00Z' }, token);
    expect(await q1Of()).not.toHaveProperty('S');
    expect(await q1Of({ start: '2023-01-01T00:00:00Z' })).toMatchObject({ S: [1, 1] });

    await gql(DELETE, { meetingID: late }, token);
    expect(await q1Of()).not.toHaveProperty('R');
  });
});

describe('report summaries of an ID whose year fills an item', () => {
  it('go on in a further item, through completion, correction, a move and deletion', async () => {
    // Prepare: the first summary item of beneficiary F in 2024 holds no more
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const qnr = await aQuestionnaireWithCategories(token);
    const [q1] = qnr.questions as [string];
    const full = await givenFullSummaryItem(team.orgId, qnr.id, 'F', 2024);
    const fullBefore = await summaryItemAttributes(full);
    const reportNow = async () => {
      const response = await gql<{ report: Report }>(
        REPORT,
        { questionnaire: qnr.id, ...YEAR, minRequiredRecords: 1 },
        token,
      );
      expect(response.errors).toBeUndefined();
      return Object.fromEntries(
        response.data!.report.beneficiaries.map(({ id, questions }) => {
          const answer = questions.find((question) => question.id === q1)!;
          return [id, [answer.initial.value, answer.latest.value]];
        }),
      );
    };
    const meetings = [];
    for (const [conducted, value] of [
      ['2024-02-01T00:00:00Z', 1],
      ['2024-03-01T00:00:00Z', 2],
    ] as const) {
      const meeting = await aMeeting(token, qnr.id, 'F', { conducted });
      await gql(ANSWER, { meetingID: meeting.id, questionID: q1, value }, token);
      await answerAll(token, meeting.id, qnr.questions.slice(1));
      meetings.push(meeting.id);
    }
    const [first, second] = meetings as [string, string];

    // Act + Assess: completing both succeeds, and the report counts them
    for (const meetingID of meetings)
      expect((await gql(COMPLETE, { meetingID }, token)).errors).toBeUndefined();
    expect(await reportNow()).toEqual({ F: [1, 2] });

    // Act + Assess: a correction and an edit of the tags stay counted once
    expect(
      (await gql(ANSWER, { meetingID: second, questionID: q1, value: 4, allowOverwrite: true }, token))
        .errors,
    ).toBeUndefined();
    expect((await gql(EDIT_TAGS, { meetingID: second, tags: ['late'] }, token)).errors).toBeUndefined();
    expect(await reportNow()).toEqual({ F: [1, 4] });

    // Act + Assess: moved to another beneficiary, then deleted
    expect((await gql(EDIT_BEN, { meetingID: first, newBeneficiaryID: 'G' }, token)).errors).toBeUndefined();
    expect(await reportNow()).toEqual({ F: [4, 4], G: [1, 1] });
    expect((await gql(DELETE, { meetingID: second }, token)).errors).toBeUndefined();
    expect(await reportNow()).toEqual({ G: [1, 1] });

    // Assess: the full item was never written
    expect(await summaryItemAttributes(full)).toEqual(fullBefore);
  });
});

describe('report summaries of records stored before they were kept', () => {
  /** A new team's questionnaire and its complete records stored straight into the table, with no summary. */
  const givenOldRecords = async (records: { beneficiary: string; date: string; q1: number }[]) => {
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const qnr = await aQuestionnaireWithCategories(token);
    const [q1] = qnr.questions as [string];
    await writeItems(
      records.map(({ beneficiary, date, q1: value }) =>
        completeRecordItem(team.orgId, qnr.id, { beneficiary, date, answers: { [q1]: value } }),
      ),
    );
    const reportNow = async () =>
      (
        await gql<{ report: Report }>(
          REPORT,
          { questionnaire: qnr.id, ...YEAR, minRequiredRecords: 1 },
          token,
        )
      ).data!.report.questions;
    return { orgId: team.orgId, qnrId: qnr.id, q1, reportNow };
  };

  it('are written by the backfill, which changes nothing when run again', async () => {
    // Prepare: two complete records of one beneficiary stored with no summary entry
    const { q1, reportNow } = await givenOldRecords([
      { beneficiary: 'old', date: '2024-01-05T10:00:00.000Z', q1: 1 },
      { beneficiary: 'old', date: '2024-07-05T10:00:00.000Z', q1: 3 },
    ]);
    const before = await reportNow();

    // Act
    const first = await backfillReportSummaries();
    const afterFirst = await reportNow();
    await backfillReportSummaries();

    // Assess
    expect(before).toEqual([]);
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect(afterFirst).toEqual([expect.objectContaining({ id: q1, initial: 1, latest: 3 })]);
    expect(await reportNow()).toEqual(afterFirst);
  });

  it('go on in a further item when the first of the year is full, once however often it runs', async () => {
    // Prepare: a complete record with no summary entry, whose beneficiary's first item for 2024 is full
    const { orgId, qnrId, q1, reportNow } = await givenOldRecords([
      { beneficiary: 'shared', date: '2024-03-05T10:00:00.000Z', q1: 2 },
    ]);
    const full = await givenFullSummaryItem(orgId, qnrId, 'shared', 2024);
    const fullBefore = await summaryItemAttributes(full);

    // Act
    await backfillReportSummaries();
    const afterFirst = await reportNow();
    await backfillReportSummaries();

    // Assess
    expect(afterFirst).toEqual([expect.objectContaining({ id: q1, initial: 2, latest: 2 })]);
    expect(await reportNow()).toEqual(afterFirst);
    expect(await summaryItemAttributes(full)).toEqual(fullBefore);
  });
});
