import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './alert-dialog.module.css';

export type AlertDialogProps = {
  isOpen: boolean;
  /** Names the dialog (already translated). */
  title: string;
  /** What it says under its title. */
  children: ReactNode;
  /** Its choices, in a row at its end. */
  buttons: ReactNode;
  /**
   * Called when the user dismisses it (Escape, a click outside), which should do what its cautious choice does.
   * Without it, the dialog cannot be dismissed: one of its buttons must be chosen.
   */
  onDismiss?: () => void;
};

/**
 * A modal dialog that interrupts to ask the user to choose before going on (role alertdialog, named by its title).
 * It scrolls itself when taller than the screen. Loaded when first open (alert-dialog.tsx).
 */
export default function AlertDialogModal({ isOpen, title, children, buttons, onDismiss }: AlertDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onDismiss?.())}
      isDismissable={onDismiss !== undefined}
      isKeyboardDismissDisabled={onDismiss === undefined}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
          <div className={styles.buttons}>{buttons}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
