import type { RadarSvgProps } from '@nivo/radar';
import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportData, ReportQuestionnaire } from '../utils/report-data';
import { ReportView } from './report-view';

type RadarProps = Partial<RadarSvgProps<Record<string, string | number>>>;

// jsdom gives nivo no size to draw in, so the radar is replaced by a stub that keeps what it was given.
const drawn = vi.hoisted(() => ({ props: undefined as RadarProps | undefined }));
vi.mock('@nivo/radar', () => ({
  ResponsiveRadar: (props: RadarProps) => {
    drawn.props = props;
    return null;
  },
}));

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

describe('ReportView radar', () => {
  it("runs from the questionnaire's scale minimum to its maximum and shows the true values", async () => {
    // Act
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
    // Assess: −2 sits at the centre and 2 at the rim (once the chart's module has loaded)
    await vi.waitFor(() => expect(drawn.props).toBeDefined());
    const props = drawn.props!;
    expect(props.maxValue).toBe(4);
    expect(props.data).toEqual([
      { dimension: 'A', Initial: 0.5, Latest: 2.5 },
      { dimension: 'B', Initial: 1, Latest: 1.5 },
      { dimension: 'C', Initial: 3, Latest: 4 },
    ]);
    // Act: the tooltip of axis A
    const Tooltip = props.sliceTooltip!;
    const tooltip = render(
      <Tooltip
        index="A"
        data={[
          { id: 'Initial', color: '#59B397', value: 0.5, formattedValue: '0.5' },
          { id: 'Latest', color: '#774b71', value: 2.5, formattedValue: '2.5' },
        ]}
      />,
    );
    // Assess
    const rows = within(tooltip.container)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Initial-1.50', 'Latest0.50']);
  });
});
