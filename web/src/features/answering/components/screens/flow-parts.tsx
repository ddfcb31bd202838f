import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import { progressOf } from '../../utils/answering-machine';
import styles from '../answering.module.css';

/**
 * A screen's heading. It takes focus as its screen shows (each screen mounts anew, a question's by its id), so that
 * screen readers announce the screen and the page starts at the top.
 */
export function ScreenHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} id={id} className={styles.heading}>
      {children}
    </h1>
  );
}

/** Where the beneficiary is: "Question 2 of 5" (or Notes) above a bar; `id` names the text for the slider. */
export function FlowProgress({ id, flow: { shape, step } }: { id: string; flow: AnsweringFlowState }) {
  const { t } = useTranslation('answering');
  const total = shape.questionCount;
  return (
    <div>
      <p className={styles.progressText} id={id}>
        {step.kind === 'question' ? t('progress', { current: step.index + 1, total }) : t('notes.title')}
      </p>
      <progress
        className={styles.progress}
        aria-label={t('progressLabel')}
        max={total}
        value={progressOf(shape, step)}
      />
    </div>
  );
}

/** While a screen's answer is saved, it stays put: leaving it would race the save, which moves on when done. */
export function BackButton({ flow: { back, go }, saving }: { flow: AnsweringFlowState; saving: boolean }) {
  const { t } = useTranslation('answering');
  return back ? (
    <Button variant="secondary" onClick={() => go(back)} disabled={saving}>
      {t('back')}
    </Button>
  ) : null;
}

/** A note's label: the prompt, marked when the note is required. */
export function NoteLabel({ prompt, required }: { prompt: string | null | undefined; required: boolean }) {
  const { t } = useTranslation('answering');
  return (
    <>
      {prompt || t('notes.prompt')}
      {required ? (
        <span className={styles.required}>
          {' '}
          * <span className="visually-hidden">{t('notes.required')}</span>
        </span>
      ) : null}
    </>
  );
}

type NextActionsProps = {
  flow: AnsweringFlowState;
  /** The screen's answer is being saved; Next moves on once it is. */
  saving: boolean;
  /** Why Next is disabled; a hint, not an error. */
  hint: string | null;
  disabled: boolean;
  onNext: () => void;
};

/** The foot of a screen that saves: its failure, why Next waits, the saving status, Back and Next. */
export function NextActions({ flow, saving, hint, disabled, onNext }: NextActionsProps) {
  const { t } = useTranslation('answering');
  const hintId = useId();
  return (
    <>
      {flow.error ? (
        <p className={styles.error} role="alert">
          {flow.error}
        </p>
      ) : null}
      {/* Tied to Next so that a screen reader can tell why it is disabled. */}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {/* Next reads "Saving…" meanwhile; this says it to a screen reader, whose focus stays on Next. */}
      <p role="status" className="visually-hidden">
        {saving ? t('saveStatus.saving') : null}
      </p>
      <div className={styles.actions}>
        <BackButton flow={flow} saving={saving} />
        {/* aria-disabled while saving, so that focus stays on it for the next screen or a failure. */}
        <Button
          onClick={onNext}
          disabled={disabled}
          aria-disabled={saving || undefined}
          aria-describedby={hint ? hintId : undefined}
        >
          {saving ? t('saveStatus.saving') : t('next')}
        </Button>
      </div>
    </>
  );
}
