import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('sits in a focusable, labelled region, so a table wider than a phone scrolls by keyboard', () => {
    // Prepare
    const columns = [
      { id: 'initial', header: 'Initial' },
      { id: 'latest', header: 'Latest' },
      { id: 'difference', header: 'Difference' },
    ] as const;
    const rows = [{ id: 'q1', name: 'Sleep', values: { initial: 2, latest: 4, difference: 2 } }];

    // Act
    render(<DataTable caption="Distance travelled" nameHeader="Question" columns={columns} rows={rows} />);

    // Assess
    const region = screen.getByRole('region', { name: 'Distance travelled, scrolls sideways' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(within(region).getByRole('columnheader', { name: /Difference/ })).toBeTruthy();
  });
});
