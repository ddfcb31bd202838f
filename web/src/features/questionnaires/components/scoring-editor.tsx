import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Direction } from '@/lib/graphql/generated/graphql';
import { useSetScoring } from '../api/set-scoring';
import styles from './questionnaires.module.css';

type ScoringEditorProps = {
  questionnaireId: string;
  readOnly: boolean;
  target: { kind: 'question'; id: string; direction: Direction } | { kind: 'category'; id: string };
  reliability: number | null | undefined;
  reliabilitySource: string | null | undefined;
};

/** Parses the α field: empty is "not set", else a number from 0 to 1 (a comma decimal point is accepted). */
export const parseReliability = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : undefined;
};

/** A question's direction and a question's or category's reliability, for the Reliable Change report. */
export function ScoringEditor({
  questionnaireId,
  readOnly,
  target,
  reliability,
  reliabilitySource,
}: ScoringEditorProps) {
  const { t } = useTranslation('questionnaires');
  const id = useId();
  const save = useSetScoring();
  const [direction, setDirection] = useState<Direction>(
    target.kind === 'question' ? target.direction : 'higher',
  );
  const [text, setText] = useState(
    reliability === null || reliability === undefined ? '' : String(reliability),
  );
  const [state, setState] = useState<'idle' | 'invalid' | 'saved' | 'failed'>('idle');
  const source = reliabilitySource ? (
    <p className={styles.itemDescription}>{t('scoring.source', { source: reliabilitySource })}</p>
  ) : null;

  if (readOnly)
    return (
      <div className={styles.questionMeta}>
        {target.kind === 'question' ? (
          <span>{t('scoring.readOnlyDirection', { direction: t(`scoring.${target.direction}`) })}</span>
        ) : null}
        <span>
          {t('scoring.readOnlyReliability', {
            reliability:
              reliability === null || reliability === undefined ? t('scoring.none') : String(reliability),
          })}
        </span>
        {source}
      </div>
    );

  const submit = async () => {
    const parsed = parseReliability(text);
    if (parsed === undefined) {
      setState('invalid');
      return;
    }
    try {
      await save.mutateAsync({
        id: questionnaireId,
        target:
          target.kind === 'question'
            ? { kind: 'question', questionID: target.id, direction }
            : { kind: 'category', categoryID: target.id },
        reliability: parsed,
      });
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <details className={styles.scoring}>
      <summary>{t('scoring.title')}</summary>
      <p className={styles.itemDescription}>{t('scoring.explanation')}</p>
      {target.kind === 'question' ? (
        <fieldset>
          <legend>{t('scoring.direction')}</legend>
          {(['higher', 'lower'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-direction`}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />{' '}
              {t(`scoring.${value}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label htmlFor={`${id}-reliability`}>{t('scoring.reliability')}</label>
      <input
        id={`${id}-reliability`}
        inputMode="decimal"
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={state === 'invalid' || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setState('idle');
        }}
      />
      <p id={`${id}-hint`} className={styles.itemDescription}>
        {t('scoring.reliabilityHint')}
      </p>
      {source}
      <Button variant="secondary" onClick={() => void submit()} disabled={save.isPending}>
        {t('scoring.save')}
      </Button>
      <p role="status">
        {state === 'saved'
          ? t('scoring.saved')
          : state === 'invalid'
            ? t('scoring.invalid')
            : state === 'failed'
              ? t('scoring.failed')
              : ''}
      </p>
    </details>
  );
}
