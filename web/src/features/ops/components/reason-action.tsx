import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { reasonError, REASON_MAX } from '../utils/ops';
import styles from './ops.module.css';

export type ReasonActionButton = {
  /** Unique among the form's buttons; the pressed one is sent. */
  id: string;
  label: string;
  variant?: 'primary' | 'secondary';
};

type ReasonActionProps = {
  /** The form's accessible name (the card's heading text). */
  label: string;
  buttons: readonly ReasonActionButton[];
  /** Sends the change for the pressed button with the trimmed reason; rejects when the API refused it. */
  onAct: (id: string, reason: string) => Promise<unknown>;
};

/**
 * An operator action: a required reason (the audit log keeps it) and the buttons that act with it. The reason is
 * checked as the API checks it, so a blank one never reaches it; after a change the field empties for the next.
 */
export function ReasonAction({ label, buttons, onAct }: ReasonActionProps) {
  const { t } = useTranslation('ops');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<'required' | 'tooLong' | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'failed' | 'saved'>('idle');

  const act = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? buttons[0]?.id;
    const refused = reasonError(reason);
    setError(refused);
    if (refused || !pressed) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setState('pending');
    try {
      await onAct(pressed, reason.trim());
      setReason('');
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <form aria-label={label} onSubmit={(event) => void act(event)} noValidate>
      <InputField
        id={fieldId}
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        value={reason}
        maxLength={REASON_MAX + 50}
        autoComplete="off"
        onChange={(event) => setReason(event.target.value)}
        error={error ? t(error === 'required' ? 'reasonRequired' : 'reasonTooLong') : undefined}
        required
      />
      {state === 'failed' ? <Alert>{t('changeFailed')}</Alert> : null}
      <div className={styles.actions}>
        {buttons.map((button) => (
          <Button
            key={button.id}
            type="submit"
            name="action"
            value={button.id}
            variant={button.variant ?? 'primary'}
            disabled={state === 'pending'}
            aria-busy={state === 'pending'}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {state === 'saved' ? t('saved') : ''}
      </p>
    </form>
  );
}
