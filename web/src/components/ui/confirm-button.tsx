import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './confirm-button.module.css';

type ConfirmButtonProps = {
  children: ReactNode;
  /** The question in the dialog; default 'Are you sure?'. */
  question?: string;
  onConfirm: () => Promise<unknown>;
  /** The failure's message, translated: what failed, in the caller's words. */
  describeError: (error: unknown) => string;
  /** More in the dialog, under the question: a choice that goes with the action (a checkbox). */
  details?: ReactNode;
};

/**
 * Spec 01 §2 confirm button: opens a confirmation dialog, then shows loading; on failure it turns red with the
 * caller's message as its tooltip. The button stays the same focusable element throughout (pending rather
 * than disabled), so that focus returns to it when the dialog closes instead of falling to <body>, and a failure
 * is announced as well as shown. A caller whose item goes away on success moves focus itself (see
 * `useFocusAfterRemoval`).
 */
export function ConfirmButton({ children, question, onConfirm, describeError, details }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [message, setMessage] = useState('');

  const confirm = async (close: () => void) => {
    close();
    setState('loading');
    try {
      await onConfirm();
      setState('idle');
    } catch (error) {
      setMessage(describeError(error));
      setState('failed');
    }
  };

  const failed = state === 'failed';
  return (
    <>
      <DialogTrigger>
        <TooltipTrigger delay={0} isDisabled={!failed}>
          <Button
            className={[styles.trigger, failed ? styles.failed : ''].join(' ')}
            isPending={state === 'loading'}
            aria-describedby={failed ? messageId : undefined}
          >
            {state === 'loading' ? t('loading') : children}
          </Button>
          <Tooltip className={styles.tooltip}>{message}</Tooltip>
        </TooltipTrigger>
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.modal}>
            <Dialog className={styles.dialog} role="alertdialog">
              {({ close }) => (
                <>
                  <Heading slot="title" className={styles.heading}>
                    {question ?? t('confirm.title')}
                  </Heading>
                  {details}
                  <div className={styles.buttons}>
                    <Button className={styles.secondary} onPress={close}>
                      {t('confirm.cancel')}
                    </Button>
                    <Button className={styles.primary} onPress={() => void confirm(close)}>
                      {t('confirm.confirm')}
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      {/* Mounted with the failure, so that each failed attempt is announced once. */}
      {failed ? (
        <span id={messageId} role="alert" className="visually-hidden">
          {message}
        </span>
      ) : null}
    </>
  );
}
