import { lazy, Suspense } from 'react';
import type { AlertDialogProps } from './alert-dialog-modal';

const loadModal = () => import('./alert-dialog-modal');
const AlertDialogModal = lazy(loadModal);

/**
 * Starts loading the dialog before it is needed (a form that may ask before leaving), so that it opens at once;
 * react-aria's modal is a fifth of a staff page's first script and most pages never open one.
 */
export function preloadAlertDialog(): void {
  loadModal().catch(() => undefined);
}

/** A modal dialog asking the user to choose before going on (alert-dialog-modal.tsx); nothing while closed. */
export function AlertDialog(props: AlertDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogModal {...props} />
    </Suspense>
  );
}
