import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Presses a ConfirmButton as a keyboard user would (focused first, so focus has somewhere to come back from) and
 * confirms its dialog.
 */
export async function pressAndConfirm(button: HTMLElement): Promise<void> {
  act(() => button.focus());
  fireEvent.click(button);
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
}

/** Deletes the list item named `name` through its "Delete {name}" ConfirmButton. */
export async function deleteFromList(name: string): Promise<void> {
  await pressAndConfirm(await screen.findByRole('button', { name: `Delete ${name}` }));
}
