import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonAction } from './reason-action';

const renderAction = (onAct = vi.fn().mockResolvedValue(undefined)) => {
  render(
    <ReasonAction
      label="Suspension"
      buttons={[
        { id: 'suspend', label: 'Suspend' },
        { id: 'other', label: 'Other', variant: 'secondary' },
      ]}
      onAct={onAct}
    />,
  );
  return onAct;
};

describe('ReasonAction', () => {
  it('refuses a blank reason, naming the field, and sends nothing', async () => {
    // Prepare
    const onAct = renderAction();
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    // Assess
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    expect(screen.getByLabelText(/Reason/).getAttribute('aria-invalid')).toBe('true');
    expect(onAct).not.toHaveBeenCalled();
  });

  it('refuses a reason over 500 characters', async () => {
    // Prepare
    const onAct = renderAction();
    // Act
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    // Assess
    expect(await screen.findByText('The reason must be 500 characters or fewer')).toBeTruthy();
    expect(onAct).not.toHaveBeenCalled();
  });

  it('acts with the pressed button and the trimmed reason, then empties the field', async () => {
    // Prepare
    const onAct = renderAction();
    // Act
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Unpaid invoice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    // Assess
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('other', 'Unpaid invoice'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Reason/).value).toBe(''));
  });

  it('says the change failed and keeps the reason when the API refuses it', async () => {
    // Prepare
    renderAction(vi.fn().mockRejectedValue(new Error('ops.forbidden')));
    // Act
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Because' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    // Assess
    expect(await screen.findByText('The change was not saved. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Reason/).value).toBe('Because');
  });
});
