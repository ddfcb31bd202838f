import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryPanel } from './retry-panel';

describe('RetryPanel', () => {
  it('shows the error box and a Try again that calls back', () => {
    // Prepare
    const onRetry = vi.fn();
    render(<RetryPanel text="Failed to load" retryLabel="Try again" onRetry={onRetry} />);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Assess
    expect(screen.getByText(/^Failed to load\. Please refresh/)).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps Try again disabled and busy while the retry runs', () => {
    // Act
    render(<RetryPanel text="Failed to load" retryLabel="Try again" onRetry={() => {}} retrying />);
    // Assess
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('offers no Try again without a retry', () => {
    // Act
    render(<RetryPanel text="Failed to load" retryLabel="Try again" />);
    // Assess
    expect(screen.getByText(/^Failed to load\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts Try again in the row the caller lays its buttons out in', () => {
    // Act
    render(<RetryPanel text="Failed" retryLabel="Try again" onRetry={() => {}} actionsClassName="row" />);
    // Assess
    expect(screen.getByRole('button', { name: 'Try again' }).parentElement?.className).toBe('row');
  });
});
