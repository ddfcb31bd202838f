import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotesTextarea } from '@/components/ui/notes-textarea';
import { notesTooLong } from '@/lib/notes-limit';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import { noteMissing } from '../../utils/required-note';
import styles from '../answering.module.css';
import { FlowProgress, NextActions, NoteLabel, ScreenHeading } from './flow-parts';

/** The record's notes, after the last question, unless the questionnaire turns them off. */
export function NotesScreen({ flow }: { flow: AnsweringFlowState }) {
  const { t } = useTranslation('answering');
  const ids = useId();
  const { questionnaire, notes } = flow;
  const required = !!questionnaire?.noteRequired;
  const hint = questionnaire && noteMissing(questionnaire, notes) ? t('hints.note') : null;
  const saving = flow.saving;
  return (
    <section className={styles.flow}>
      <FlowProgress id={`${ids}-progress`} flow={flow} />
      <ScreenHeading>
        <label htmlFor={`${ids}-notes`}>
          <NoteLabel prompt={questionnaire?.notePrompt} required={required} />
        </label>
      </ScreenHeading>
      <div className={styles.notes}>
        <NotesTextarea
          id={`${ids}-notes`}
          value={notes}
          required={required}
          readOnly={saving}
          onChange={(event) => flow.setNotes(event.currentTarget.value)}
        />
      </div>
      <NextActions
        flow={flow}
        saving={saving}
        hint={hint}
        disabled={(required && !notes.trim()) || notesTooLong(notes)}
        onNext={flow.saveRecordNotes}
      />
    </section>
  );
}
