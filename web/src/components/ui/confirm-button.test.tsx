import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

/** The caller's words for a failure, as every caller gives them. */
const describeError = (error: unknown) =>
  error instanceof Error && error.message === 'organisation.lastUser'
    ? 'The last user cannot be removed'
    : 'Failed to delete';

describe('ConfirmButton', () => {
  it('asks first, then runs the action', async () => {
    // Prepare
    const onConfirm = vi.fn(() => Promise.resolve(undefined));
    render(
      <ConfirmButton onConfirm={onConfirm} describeError={describeError}>
        Remove
      </ConfirmButton>,
    );
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
  });

  it('keeps focus on the same button while it works, then turns red and announces why it failed', async () => {
    // Prepare
    let fail: (error: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(
      <ConfirmButton onConfirm={onConfirm} describeError={describeError}>
        Remove
      </ConfirmButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Remove' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess: loading, and still the focused button rather than a disabled one that drops focus to <body>
    await waitFor(() => expect(trigger.textContent).toBe('Loading…'));
    expect(trigger.hasAttribute('disabled')).toBe(false);
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    // Act
    await act(() => Promise.resolve(fail(new Error('organisation.lastUser'))));
    // Assess: the same element, red, with the reason announced and described, and as its tooltip
    expect(screen.getByRole('button', { name: 'Remove' })).toBe(trigger);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.className).toMatch(/failed/);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The last user cannot be removed');
    expect(trigger.getAttribute('aria-describedby')).toContain(alert.id);
    fireEvent.focus(trigger);
    act(() => trigger.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('The last user cannot be removed'),
    );
  });

  it('announces a failure again when another attempt fails, and clears it when one succeeds', async () => {
    // Prepare
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('In use'))
      .mockRejectedValueOnce(new Error('In use'));
    onConfirm.mockResolvedValueOnce(undefined);
    render(
      <ConfirmButton onConfirm={onConfirm} describeError={describeError}>
        Delete
      </ConfirmButton>,
    );
    const attempt = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    };
    await attempt();
    const first = await screen.findByRole('alert');
    // Act
    await attempt();
    // Assess: a new alert, not the old one left in place (which would not be read again)
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    // Act
    await attempt();
    // Assess
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete' }).className).not.toMatch(/failed/);
  });
});
