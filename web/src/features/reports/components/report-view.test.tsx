import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportData, ReportQuestionnaire } from '../utils/report-data';
import { ReportView } from './report-view';

const question = (id: string, leftValue: number, rightValue: number) => ({
  id,
  question: id.toUpperCase(),
  archived: false,
  leftValue,
  rightValue,
});

/** Three questions on a −2..2 scale (one reversed), so negative means matter. */
const questionnaire: ReportQuestionnaire = {
  id: 'q1',
  name: 'Wellbeing',
  questions: [question('a', -2, 2), question('b', 2, -2), question('c', -2, 2)],
  categories: [],
};
const report: ReportData = {
  beneficiaries: [],
  questions: [
    { id: 'a', initial: -1.5, latest: 0.5 },
    { id: 'b', initial: -1, latest: -0.5 },
    { id: 'c', initial: 1, latest: 2 },
  ],
  categories: [],
  excluded: [],
};

/** The distance from the radar's centre (its first grid ring's) of each corner of a series' polygon. */
function cornerDistances(chart: Element, colour: string): number[] {
  const ring = chart.querySelector('circle')!;
  const [cx, cy] = [Number(ring.getAttribute('cx')), Number(ring.getAttribute('cy'))];
  const polygon = chart.querySelector(`polygon[stroke="${colour}"]`)!;
  return polygon
    .getAttribute('points')!
    .split(' ')
    .map((pair) => pair.split(',').map(Number))
    .map(([x, y]) => Math.round(Math.hypot(x! - cx, y! - cy)));
}

const renderRadar = () =>
  render(
    <ReportView
      type="dist"
      report={report}
      questionnaire={questionnaire}
      aggregation="question"
      visualisation="radar"
      label={(id) => id.toUpperCase()}
    />,
  );

describe('ReportView radar', () => {
  it("runs from the questionnaire's scale minimum at the centre to its maximum at the rim", () => {
    // Act
    renderRadar();
    // Assess: Latest is 0.5, −0.5 and 2 on a −2..2 scale: 5/8, 3/8 and all of the way out
    const chart = screen.getByRole('img', { name: /Distance travelled/ });
    const rim = Number(chart.querySelectorAll('circle')[4]!.getAttribute('r'));
    expect(cornerDistances(chart, '#774b71')).toEqual([
      Math.round((rim * 5) / 8),
      Math.round((rim * 3) / 8),
      Math.round(rim),
    ]);
  });

  it("shows an axis's true values when the pointer is over it", () => {
    // Prepare
    const { container } = renderRadar();
    const chart = screen.getByRole('img');
    // Act: the slice around axis A, the first of the areas that show tooltips
    fireEvent.mouseEnter(chart.querySelectorAll('path')[0]!);
    // Assess
    const rows = within(container.querySelector('table')!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Initial-1.50', 'Latest0.50']);
  });

  it('hides and shows a series from its legend entry', () => {
    // Prepare
    renderRadar();
    const chart = screen.getByRole('img');
    const initial = within(screen.getByRole('list', { name: 'Series shown' })).getByRole('button', {
      name: 'Initial',
    });
    // Act
    fireEvent.click(initial);
    // Assess
    expect(initial.getAttribute('aria-pressed')).toBe('false');
    expect(chart.querySelectorAll('polygon')).toHaveLength(1);
  });
});
