import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SmallNumberThresholdForm, parseThreshold } from './small-number-setting';

const field = () => screen.getByRole('spinbutton', { name: 'Small-number threshold' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('parseThreshold', () => {
  it('takes whole numbers from 1 to 50 only', () => {
    expect([' 7 ', '1', '50'].map(parseThreshold)).toEqual([7, 1, 50]);
    expect(['', '0', '51', '2.5', 'five', '-3'].map(parseThreshold)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('SmallNumberThresholdForm', () => {
  it('shows the current threshold with its one-line explanation, and saves a new one', async () => {
    // Prepare
    const onSave = vi.fn(() => Promise.resolve(10));
    render(<SmallNumberThresholdForm value={5} onSave={onSave} />);

    // Act
    expect(field()).toHaveProperty('value', '5');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/gives no group figures for fewer people than this/)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(field(), { target: { value: '10' } });
    fireEvent.click(save());

    // Assess
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(onSave).toHaveBeenCalledWith(10);
  });

  it('refuses a number out of bounds or a fraction without sending it, and says why', () => {
    // Prepare
    const onSave = vi.fn(() => Promise.resolve(0));
    render(<SmallNumberThresholdForm value={5} onSave={onSave} />);

    for (const typed of ['0', '51', '2.5']) {
      // Act
      fireEvent.change(field(), { target: { value: typed } });
      fireEvent.click(save());

      // Assess
      expect(screen.getByText('Enter a whole number from 1 to 50.')).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says when saving failed', async () => {
    // Prepare
    render(<SmallNumberThresholdForm value={5} onSave={() => Promise.reject(new Error('input.invalid'))} />);

    // Act
    fireEvent.change(field(), { target: { value: '8' } });
    fireEvent.click(save());

    // Assess
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saving failed. Please try again.'),
    );
  });
});
