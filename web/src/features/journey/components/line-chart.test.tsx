import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const MOOD = {
  id: 'Mood',
  data: [
    { x: new Date(2024, 0, 1), y: 3 },
    { x: new Date(2024, 2, 1), y: 4 },
    { x: new Date(2024, 4, 1), y: 5 },
  ],
};

describe('LineChart', () => {
  // Local midnight on the 1st: west of UTC (run with TZ=America/New_York, say) a scale placing ticks in UTC put
  // each under the previous month's name, as the axis formats local time.
  it('labels the time axis with the months of the records, in the browser’s time zone', () => {
    // Act
    const { container } = render(<LineChart title="Wellbeing" series={[MOOD]} />);

    // Assess: the chart is named, and its time axis reads the records' months, none before the first
    expect(screen.getByRole('img', { name: 'Wellbeing' })).toBeTruthy();
    const ticks = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks).toContain('Jan 2024');
    expect(ticks).toContain('May 2024');
    expect(ticks).not.toContain('Dec 2023');
  });

  it('shows the date and value of the point nearest the pointer', () => {
    // Prepare: jsdom draws at 360 × 300, the plot 276 × 220 from (60, 20); the last point is at its top right
    const { container } = render(<LineChart title="Wellbeing" series={[MOOD]} min={1} max={5} />);
    const plot = [...container.querySelectorAll('rect')].at(-1)!;
    // Act
    fireEvent.mouseMove(plot, { clientX: 270, clientY: 5 });
    // Assess
    expect(container.textContent).toContain('Mood: 01 May 2024, 5');
  });
});
