import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const lineProps = vi.hoisted(() => ({ last: undefined as Record<string, unknown> | undefined }));
vi.mock('@nivo/line', () => ({
  ResponsiveLine: (props: Record<string, unknown>) => {
    lineProps.last = props;
    return null;
  },
}));

const { LineChart } = await import('./line-chart');

describe('LineChart', () => {
  it('places and labels dates in the browser’s time zone, so month ticks carry their own month’s name', () => {
    // Act
    render(
      <LineChart title="Wellbeing" series={[{ id: 'Mood', data: [{ x: new Date(2024, 0, 1), y: 3 }] }]} />,
    );

    // Assess: the axis formats local time, so the scale must place ticks in local time too
    expect(lineProps.last?.xScale).toMatchObject({ type: 'time', useUTC: false });
    expect(lineProps.last?.axisBottom).toMatchObject({ format: '%b %Y' });
  });
});
