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
  it('is an alert dialog named by its title, with its text and buttons', () => {
    // Act
    renderDialog();
    // Assess
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes will be lost.');
    expect(screen.getByRole('button', { name: 'Stay' })).toBeTruthy();
  });

  it('is dismissed with Escape when it takes onDismiss', () => {
    // Prepare
    const onDismiss = vi.fn();
    renderDialog(onDismiss);
    // Act
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    // Assess
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
