import { describe, expect, it } from 'vitest';

import {
  aStoredQuestionnaire,
  anonymous,
  beneficiary,
  outsider,
  questionnaireSetup,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';

import type { ReportRecord } from './report.ts';
import type { ReportsRepository } from './reports.repository.ts';
import { reliableChange, report } from './reports.service.ts';

const record = (id: string, ben: string, date: string, q1: number): ReportRecord => ({
  id,
  beneficiary: ben,
  date,
  created: date,
  tags: [],
  answers: { q1 },
});

const setup = () => {
  const { store, deps: base } = questionnaireSetup();
  store.seed('org-1', aStoredQuestionnaire());
  const reads: string[] = [];
  const generated: string[] = [];
  const reports: Pick<ReportsRepository, 'reportRecords' | 'markReportGenerated'> = {
    reportRecords: (orgId, questionnaireId) => {
      reads.push(`${orgId}/${questionnaireId}`);
      // In no order, as the summaries come back; the last is after the end, the first before the start.
      return Promise.resolve([
        record('r3', 'A', '2024-12-31T00:00:00.000Z', 5),
        record('r2', 'A', '2024-02-01T00:00:00.000Z', 4),
        record('r4', 'A', '2024-12-30T23:00:00.000Z', 3),
        record('r1', 'A', '2023-12-01T00:00:00.000Z', 1),
      ]);
    },
    markReportGenerated: (orgId) => {
      generated.push(orgId);
      return Promise.resolve();
    },
  };
  const settings: { beneficiaryTypeAhead: boolean; smallNumberThreshold?: number } = {
    beneficiaryTypeAhead: false,
  };
  const organisations = {
    getOrganisation: (orgId: string) =>
      Promise.resolve(
        orgId === 'org-1'
          ? {
              id: 'org-1',
              name: 'Org',
              don: false,
              settings,
              plugins: [],
              generatedReport: false,
              createdAt: '2024-01-01T00:00:00.000Z',
            }
          : undefined,
      ),
  };
  return { deps: { ...base, reports, organisations }, reads, generated, settings };
};

describe('report service', () => {
  it('takes the records from start (or before it with openStart) to end inclusive, and marks the report generated', async () => {
    // Prepare
    const { deps, reads, generated } = setup();
    const input = { questionnaire: 'qnr-1', start: '2024-01-01T00:00:00Z', end: '2024-12-31T00:00:00+01:00' };

    // Act
    const open = await report({ caller: staff }, { ...input, openStart: true }, deps);
    const closed = await report({ caller: staff }, input, deps);

    // Assess: the end is normalised to UTC (2024-12-30T23:00) and inclusive; r3 is after it
    expect(reads).toEqual(['org-1/qnr-1', 'org-1/qnr-1']);
    expect(open.questions).toEqual([{ id: 'q1', initial: 1, latest: 3 }]);
    expect(closed.questions).toEqual([{ id: 'q1', initial: 4, latest: 3 }]);
    expect(generated).toEqual(['org-1', 'org-1']);
  });

  it('takes an end given to the second as the whole of that second', async () => {
    // Prepare: r5 was completed 400 ms into the last second of the range, r6 just after it
    const { deps } = setup();
    const last = (date: string, q1: number, id: string) => record(id, 'B', date, q1);
    deps.reports = {
      ...deps.reports,
      reportRecords: () =>
        Promise.resolve([
          last('2024-06-01T00:00:00.000Z', 1, 'r4'),
          last('2024-06-30T22:59:59.400Z', 5, 'r5'),
          last('2024-06-30T23:00:00.000Z', 2, 'r6'),
        ]),
    };
    const june = { questionnaire: 'qnr-1', start: '2024-05-31T23:00:00Z', end: '2024-06-30T22:59:59Z' };

    // Act
    const toTheSecond = await report({ caller: staff }, june, deps);
    const toTheMillisecond = await report(
      { caller: staff },
      { ...june, end: '2024-06-30T22:59:59.300Z' },
      deps,
    );

    // Assess: r5 is June's latest; an end with milliseconds is taken exactly
    expect(toTheSecond.questions).toEqual([{ id: 'q1', initial: 1, latest: 5 }]);
    expect(toTheMillisecond.questions).toEqual([]);
  });

  it('refuses other callers and bad input before reading anything', async () => {
    // Prepare
    const { deps, reads, generated } = setup();
    const input = { questionnaire: 'qnr-1', start: '2024-01-01T00:00:00Z', end: '2024-12-31T00:00:00Z' };

    // Act + Assess
    await expect(report({ caller: beneficiary }, input, deps)).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    await expect(report({ caller: anonymous }, input, deps)).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    await expect(report({ caller: outsider }, input, deps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
    await expect(
      report({ caller: staff }, { ...input, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, deps),
    ).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { tags: 'tooLong' } });
    expect(reads).toEqual([]);
    expect(generated).toEqual([]);
  });
});

describe('reliableChange service', () => {
  const twoPeople = (): Promise<ReportRecord[]> =>
    Promise.resolve([
      record('a1', 'A', '2024-02-01T00:00:00.000Z', 1),
      record('a2', 'A', '2024-03-01T00:00:00.000Z', 4),
      record('b1', 'B', '2024-02-01T00:00:00.000Z', 2),
      record('b2', 'B', '2024-03-01T00:00:00.000Z', 3),
    ]);
  const input = { questionnaire: 'qnr-1', start: '2024-01-01T00:00:00Z', end: '2024-12-31T00:00:00Z' };

  it("withholds the figures of two people under the default threshold of 5, shows them under the organisation's 2", async () => {
    // Prepare
    const { deps, settings } = setup();
    deps.reports = { ...deps.reports, reportRecords: twoPeople };

    // Act
    const byDefault = await reliableChange({ caller: staff }, input, deps);
    settings.smallNumberThreshold = 2;
    const withSetting = await reliableChange({ caller: staff }, input, deps);

    // Assess: changes +3 and +1, mean 2
    expect(byDefault.smallNumberThreshold).toBe(5);
    expect(byDefault.questions[0]).toMatchObject({ n: 2, tooFew: true, meanChange: null });
    expect(withSetting.smallNumberThreshold).toBe(2);
    expect(withSetting.questions[0]).toMatchObject({ n: 2, tooFew: false, meanChange: 2 });
  });

  it("writes a shared count under the organisation's threshold as withheld", async () => {
    // Prepare
    const { deps, settings } = setup();
    deps.reports = { ...deps.reports, reportRecords: twoPeople };
    settings.smallNumberThreshold = 3;

    // Act
    const shared = await reliableChange({ caller: staff }, { ...input, forSharing: true }, deps);

    // Assess
    expect(shared.questions[0]).toMatchObject({ n: null, tooFew: true, beneficiaries: [] });
  });

  it('refuses other callers before reading any record', async () => {
    // Prepare
    const { deps, reads } = setup();

    // Act + Assess
    for (const caller of [beneficiary, anonymous]) {
      await expect(reliableChange({ caller }, input, deps)).rejects.toMatchObject({ code: 'auth.forbidden' });
    }
    await expect(reliableChange({ caller: outsider }, input, deps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
    expect(reads).toEqual([]);
  });
});
