import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { Loader } from '@/components/ui/loader';
import { useSetSmallNumberThreshold, useSmallNumberThreshold } from '../api/small-number-threshold';
import styles from './settings.module.css';

/** The bounds the API enforces (functions/src/domains/reports/small-number-setting.ts). */
export const SMALL_NUMBER_MIN = 1;
export const SMALL_NUMBER_MAX = 50;

/** A whole number from 1 to 50 as typed, else undefined. */
export const parseThreshold = (text: string): number | undefined => {
  const value = Number(text.trim());
  return text.trim() !== '' &&
    Number.isInteger(value) &&
    value >= SMALL_NUMBER_MIN &&
    value <= SMALL_NUMBER_MAX
    ? value
    : undefined;
};

type FormProps = {
  value: number;
  onSave: (value: number) => Promise<unknown>;
};

/** The threshold field with its one-line explanation, checked before it is sent. */
export function SmallNumberThresholdForm({ value, onSave }: FormProps) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(String(value));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'invalid' | 'failed'>('idle');
  const parsed = parseThreshold(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed === undefined) {
      setStatus('invalid');
      return;
    }
    setStatus('saving');
    try {
      await onSave(parsed);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form className={styles.row} onSubmit={(event) => void submit(event)} noValidate>
      <InputField
        name="smallNumberThreshold"
        type="number"
        inputMode="numeric"
        min={SMALL_NUMBER_MIN}
        max={SMALL_NUMBER_MAX}
        step={1}
        label={t('reports.threshold')}
        hint={t('reports.thresholdHint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus('idle');
        }}
        error={
          status === 'invalid'
            ? t('reports.invalid', { min: SMALL_NUMBER_MIN, max: SMALL_NUMBER_MAX })
            : undefined
        }
      />
      <Button type="submit" disabled={status === 'saving' || parsed === value}>
        {t('reports.save')}
      </Button>
      <p role="status">
        {status === 'saved' ? t('reports.saved') : status === 'failed' ? t('reports.failed') : null}
      </p>
    </form>
  );
}

/** Settings > Data, Reports: the organisation's small-number threshold. */
export function SmallNumberSetting() {
  const { t } = useTranslation('settings');
  const threshold = useSmallNumberThreshold();
  const save = useSetSmallNumberThreshold();
  return (
    <Loader query={threshold} entity={t('reports.entity')}>
      {threshold.data === undefined ? null : (
        // Not keyed by the value: a save updates it, and the form must keep saying "Saved".
        <SmallNumberThresholdForm value={threshold.data} onSave={(value) => save.mutateAsync(value)} />
      )}
    </Loader>
  );
}
