import { render, screen } from '@testing-library/react';
import type * as NivoLine from '@nivo/line';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';

// jsdom lays nothing out, so the responsive wrapper would measure 0 × 0 and draw nothing: the chart is drawn at a
// phone's size instead, by nivo itself.
vi.mock('@nivo/line', async (importOriginal) => {
  const nivo = await importOriginal<typeof NivoLine>();
  return {
    ...nivo,
    ResponsiveLine: (props: Omit<ComponentProps<typeof nivo.Line>, 'width' | 'height'>) => (
      <nivo.Line {...props} width={360} height={300} />
    ),
  };
});

const { LineChart } = await import('./line-chart');

describe('LineChart', () => {
  // Local midnight on the 1st: west of UTC (run with TZ=America/New_York, say) a scale placing ticks in UTC put
  // each under the previous month's name, as the axis formats local time.
  it('labels the time axis with the months of the records, in the browser’s time zone', () => {
    // Act
    const { container } = render(
      <LineChart
        title="Wellbeing"
        series={[
          {
            id: 'Mood',
            data: [
              { x: new Date(2024, 0, 1), y: 3 },
              { x: new Date(2024, 2, 1), y: 4 },
              { x: new Date(2024, 4, 1), y: 5 },
            ],
          },
        ]}
      />,
    );

    // Assess: the chart is named, and its time axis reads the records' months, none before the first
    expect(screen.getByRole('img', { name: 'Wellbeing' })).toBeTruthy();
    const ticks = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks).toContain('Jan 2024');
    expect(ticks).toContain('May 2024');
    expect(ticks).not.toContain('Dec 2023');
  });
});
