import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

describe('ConfirmButton', () => {
  it('asks first, then runs the action', async () => {
    // Prepare
    const onConfirm = vi.fn(async () => undefined);
    render(<ConfirmButton onConfirm={onConfirm}>Remove</ConfirmButton>);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
  });

  it('turns red with the cleaned message as its tooltip when the action fails', async () => {
    // Prepare
    let fail: (error: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<ConfirmButton onConfirm={onConfirm}>Remove</ConfirmButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess: loading and disabled
    const loading = await screen.findByRole('button', { name: 'Loading…' });
    expect(loading.hasAttribute('disabled')).toBe(true);
    // Act
    await act(async () => fail(new Error('GraphQL error: the last user cannot be removed')));
    // Assess
    const trigger = await screen.findByRole('button', { name: 'Remove' });
    expect(trigger.className).toMatch(/failed/);
    fireEvent.focus(trigger);
    act(() => trigger.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('The last user cannot be removed'),
    );
  });
});
