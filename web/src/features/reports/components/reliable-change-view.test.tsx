import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/stub-api';
import type { ChangeFigures, ReliableChangeData } from '../api/get-reliable-change';
import type { ReportInput } from '../api/get-report';
import { ReliableChangeView } from './reliable-change-view';

const share = (count: number | null, rate: number | null) => ({ count, rate });

const figures = (id: string, extra: Partial<ChangeFigures> = {}): ChangeFigures => ({
  id,
  direction: 'higher',
  notes: [],
  n: 6,
  tooFew: false,
  meanChange: 1.6667,
  ciLow: -0.3969,
  ciHigh: 3.7303,
  effectSize: 0.8476,
  wilcoxonP: 0.1875,
  wilcoxonMethod: 'exact',
  reliability: 0.8,
  sdInitial: 1.4142,
  threshold: 1.7531,
  improved: share(3, 0.5),
  unchanged: share(3, 0.5),
  deteriorated: share(0, 0),
  beneficiaries: [
    { id: 'Ann', initial: 4, latest: 7, change: 3, class: 'improved' },
    { id: 'Bea', initial: 6, latest: 6, change: 0, class: 'unchanged' },
  ],
  talkingTherapies: null,
  ...extra,
});

const data = (questions: ChangeFigures[], forSharing = false): ReliableChangeData => ({
  smallNumberThreshold: 5,
  forSharing,
  questions,
  categories: [],
});

const INPUT: ReportInput = {
  questionnaire: 'q1',
  start: '2024-01-01T00:00:00.000Z',
  end: '2024-12-31T23:59:59.999Z',
  tags: [],
  openStart: false,
  orTags: false,
  minRequiredRecords: 2,
};

const renderView = (
  report: ReliableChangeData,
  visualisation: 'bar' | 'table' = 'bar',
  download: (path: string) => void = () => {},
) =>
  render(
    <ReliableChangeView
      data={report}
      input={INPUT}
      download={download}
      aggregation="question"
      visualisation={visualisation}
      label={(id) => `Question ${id}`}
      forSharing={report.forSharing}
      onForSharingChange={() => {}}
    />,
  );

const ZONE = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('ReliableChangeView', () => {
  it('draws one bar per question with the three classes', () => {
    // Act
    renderView(data([figures('a'), figures('b', { improved: share(5, 0.83), unchanged: share(1, 0.17) })]));

    // Assess: each segment names its class, question and count (a class with none has no segment)
    const chart = screen.getByRole('img', { name: /Reliable change/i });
    const segments = [...chart.querySelectorAll('rect > title')].map((title) => title.textContent);
    expect(segments).toEqual([
      'No reliable change – Question a: 3',
      'Reliably improved – Question a: 3',
      'No reliable change – Question b: 1',
      'Reliably improved – Question b: 5',
    ]);
    expect(within(chart).getByText('Question a')).toBeTruthy();
  });

  it('tables every figure, the p-value as p = 0.188 with its plain-English line', () => {
    // Act
    renderView(data([figures('a')]), 'table');

    // Assess
    const row = screen.getByRole('row', { name: /Question a/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '6',
      '+1.67',
      '-0.40 … +3.73',
      '0.85',
      '0.188',
      '1.75',
      '0 (0%)',
      '3 (50%)',
      '3 (50%)',
    ]);
    expect(screen.getByText('p = 0.188')).toBeTruthy();
    expect(
      screen.getByText('How likely a change at least this large would be if nothing had changed.'),
    ).toBeTruthy();
    expect(screen.getByText('How this is worked out')).toBeTruthy();
  });

  it('says "Too few people to say — fewer than 5" for a small group and shows no figures', () => {
    // Act
    renderView(
      data([
        figures('a', {
          n: 3,
          tooFew: true,
          notes: ['tooFew'],
          meanChange: null,
          improved: null,
          unchanged: null,
          deteriorated: null,
        }),
      ]),
      'table',
    );

    // Assess
    const row = screen.getByRole('row', { name: /Question a/ });
    expect(within(row).getByText('Too few people to say — fewer than 5')).toBeTruthy();
    expect(within(row).queryByText('+1.67')).toBeNull();
  });

  it('shared: a withheld count reads "fewer than 5" and nobody is listed', () => {
    // Act
    renderView(
      data(
        [figures('a', { improved: share(null, null), deteriorated: share(null, null), beneficiaries: [] })],
        true,
      ),
      'table',
    );

    // Assess
    const row = screen.getByRole('row', { name: /Question a/ });
    expect(within(row).getAllByText('fewer than 5')).toHaveLength(2);
    expect(screen.queryByText('People by class')).toBeNull();
  });

  it('explains a category mixing directions and a missing reliability', () => {
    // Act
    renderView(
      data([
        figures('m', { direction: null, notes: ['mixedDirections'], meanChange: null, improved: null }),
        figures('r', {
          notes: ['noReliability'],
          threshold: null,
          reliability: null,
          improved: null,
          unchanged: null,
          deteriorated: null,
        }),
      ]),
    );

    // Assess
    expect(screen.getByText(/Its questions disagree on whether higher is better/)).toBeTruthy();
    expect(screen.getByText(/No reliability \(Cronbach's α\) is set/)).toBeTruthy();
  });

  it('shows the NHS Talking Therapies measures of a PHQ-9 total', () => {
    // Act
    renderView(
      data([
        figures('t', {
          direction: 'lower',
          talkingTherapies: {
            measure: 'phq9',
            casesAtStart: 5,
            reliableImprovement: share(3, 0.6),
            recovery: share(3, 0.6),
            reliableRecovery: share(2, 0.4),
          },
        }),
      ]),
    );

    // Assess
    expect(screen.getByRole('heading', { name: 'NHS Talking Therapies measures (PHQ-9)' })).toBeTruthy();
    expect(screen.getByText('Reliable recovery: 2 (40%)')).toBeTruthy();
    expect(screen.getByText('Cases at the start: 5')).toBeTruthy();
  });

  it("offers the for-sharing choice with its explanation, and downloads the server's file of that choice", async () => {
    // Prepare
    const calls = stubApi({
      ExportReliableChange: () => ({ data: { exportReliableChange: '/v1/export/shared' } }),
    });
    const download = vi.fn();
    renderView(data([figures('a')], true), 'table', download);
    const choice = screen.getByRole('checkbox', {
      name: 'Prepare for sharing: hide counts under 5 and the lists of people',
    });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Download figures (CSV)' }));

    // Assess
    expect(document.getElementById(choice.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tick this before the figures leave your organisation: the page and the downloaded file then show counts under 5 as “fewer than 5”.',
    );
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(download).toHaveBeenCalledExactlyOnceWith(`/v1/export/shared?tz=${ZONE}`);
    expect(calls.map(({ variables }) => variables.forSharing)).toEqual([true]);
  });
});
