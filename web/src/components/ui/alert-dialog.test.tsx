import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';

const renderDialog = (onDismiss?: () => void) =>
  render(
    <AlertDialog isOpen title="Leave without saving?" buttons={<Button>Stay</Button>} onDismiss={onDismiss}>
      <p>Your changes will be lost.</p>
    </AlertDialog>,
  );

describe('AlertDialog', () => {
  it('is an alert dialog named by its title, with its text and buttons', async () => {
    // Act
    renderDialog();
    // Assess
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes will be lost.');
    expect(screen.getByRole('button', { name: 'Stay' })).toBeTruthy();
  });

  it('is dismissed with Escape when it takes onDismiss', async () => {
    // Prepare
    const onDismiss = vi.fn();
    renderDialog(onDismiss);
    // Act
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    // Assess
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed, and loads no dialog for it', () => {
    // Act
    render(
      <AlertDialog isOpen={false} title="Leave without saving?" buttons={<Button>Stay</Button>}>
        <p>Your changes will be lost.</p>
      </AlertDialog>,
    );
    // Assess
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Your changes will be lost.')).toBeNull();
  });
});
