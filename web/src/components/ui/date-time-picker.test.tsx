import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './date-time-picker';

/** The picker with `value`, its calendar open; the calendar's grid. */
async function openCalendar(value: string, onChange = vi.fn()) {
  render(
    <DateTimePicker name="conducted" label="Date conducted" value={value} onChange={onChange} pastOnly />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Date conducted' });
  return { dialog, grid: within(dialog).getByRole('grid') };
}

describe('DateTimePicker', () => {
  it('shows 42 days starting on the Monday on or before the 1st', async () => {
    // Act: March 2024 starts on a Friday
    const { grid } = await openCalendar('2024-03-10T10:00');
    // Assess
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(42);
    // The weekday row is hidden from assistive technology: each day's name says its weekday.
    expect(grid.querySelector('th')?.textContent).toBe('Mon');
    expect(days[0]!.getAttribute('aria-label')).toMatch(/February 26, 2024/);
    expect(days[4]!.getAttribute('aria-label')).toMatch(/March 1, 2024/);
  });

  it('starts on the 1st when the month starts on a Monday', async () => {
    const { grid } = await openCalendar('2024-01-10T10:00');
    expect(within(grid).getAllByRole('button')[0]!.getAttribute('aria-label')).toMatch(/January 1, 2024/);
  });

  it('moves between months across years', async () => {
    // Prepare
    const { dialog } = await openCalendar('2024-12-05T10:00');
    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    // Assess
    expect(within(dialog).getByRole('heading').textContent).toBe('January 2025');
  });

  it('offers no day before 2000-01-01', async () => {
    const { grid } = await openCalendar('2000-01-15T10:00');
    const days = within(grid).getAllByRole('button');
    expect(days[0]!.getAttribute('aria-label')).toMatch(/December 27, 1999/);
    expect(days[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(days[5]!.getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps the time when a day is picked, and says a future day must be in the past', async () => {
    // Prepare
    const onChange = vi.fn();
    const { dialog, grid } = await openCalendar('2999-01-10T09:05', onChange);
    // Act
    fireEvent.click(within(grid).getByRole('button', { name: /January 15, 2999/ }));
    // Assess
    expect(onChange).toHaveBeenLastCalledWith('2999-01-15T09:05');
    expect(within(dialog).getByText('Date must be in the past')).toBeTruthy();
  });
});
