import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotesTextarea } from '@/components/ui/notes-textarea';
import { notesTooLong } from '@/lib/notes-limit';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import type { Draft, LikertQuestion } from '../../utils/draft';
import { noteMissing } from '../../utils/required-note';
import styles from '../answering.module.css';
import { LikertSlider } from '../likert-slider';
import { FlowProgress, NextActions, NoteLabel, ScreenHeading } from './flow-parts';

/** One question: its scale, its note if shown, and Next once it is answered. */
export function QuestionScreen({ flow, question }: { flow: AnsweringFlowState; question: LikertQuestion }) {
  const { t } = useTranslation('answering');
  const ids = useId();
  const draft = flow.draftOf(question.id);
  const setDraft = (change: Partial<Draft>) => flow.setDraft(question.id, { ...draft, ...change });
  const notesShown = !question.noteDeactivated;
  const notesRequired = notesShown && question.noteRequired;
  const needsNote = noteMissing(question, draft.notes);
  const complete = draft.value !== null && !needsNote && !(notesShown && notesTooLong(draft.notes));
  // A note that is too long says so under its box already.
  const hint = draft.value === null ? t('hints.answer') : needsNote ? t('hints.note') : null;
  const saving = flow.saving;
  const headingId = `${ids}-q`;
  return (
    <section className={styles.flow}>
      <FlowProgress id={`${ids}-progress`} flow={flow} />
      <ScreenHeading id={headingId}>{question.question}</ScreenHeading>
      {question.description ? (
        <p className={styles.description} id={`${ids}-d`}>
          {question.description}
        </p>
      ) : null}
      <LikertSlider
        id={`${ids}-slider`}
        labelledBy={headingId}
        // The position first: focus lands on the heading, so the progress above it would not be heard.
        describedBy={question.description ? `${ids}-progress ${ids}-d` : `${ids}-progress`}
        leftValue={question.leftValue}
        rightValue={question.rightValue}
        labels={question.labels}
        value={draft.value}
        onChange={(value) => setDraft({ value })}
        disabled={saving}
      />
      {notesShown ? (
        <div className={styles.notes}>
          <label htmlFor={`${ids}-qn`}>
            <NoteLabel prompt={question.notePrompt} required={notesRequired} />
          </label>
          <NotesTextarea
            id={`${ids}-qn`}
            value={draft.notes}
            required={notesRequired}
            readOnly={saving}
            onChange={(event) => setDraft({ notes: event.currentTarget.value })}
          />
        </div>
      ) : null}
      <NextActions
        flow={flow}
        saving={saving}
        hint={hint}
        disabled={!complete}
        onNext={() => flow.saveAnswer(question, draft)}
      />
    </section>
  );
}
