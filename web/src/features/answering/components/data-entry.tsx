import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NotesTextarea } from '@/components/ui/notes-textarea';
import { isNotesTooLongError, notesTooLong } from '@/lib/notes-limit';
import { addLikertAnswer, rememberAnswer } from '../api/add-likert-answer';
import type { AnsweringMeeting } from '../api/get-meeting';
import { setMeetingNotes } from '../api/set-meeting-notes';
import { useFinaliseRecord } from '../hooks/use-finalise-record';
import { sameNotes, savedDraft, type Draft, type LikertQuestion } from '../utils/draft';
import { noteMissing } from '../utils/required-note';
import styles from './answering.module.css';
import { NoteLabel } from './screens/flow-parts';
import { LikertSlider } from './likert-slider';

type Status = 'idle' | 'saving' | 'clear' | 'error';
/** The steps of Save, each with its own failure message (spec 01 §8 "Meeting flow"). */
type SaveStage = 'saveAnswer' | 'saveNotes' | 'finalise';
/** Saves a question's newest draft if it is not saved yet; rejects when that save fails. */
type Flush = () => Promise<void>;

/** Spec 01 §4 "Data entry": the Likert debounce before an answer is saved. */
export const LIKERT_DEBOUNCE_MS = 100;

function DataEntryQuestion(props: {
  meetingID: string;
  question: LikertQuestion;
  initial: Draft;
  onChange: (questionID: string, draft: Draft) => void;
  /** Hands Save the question's `Flush`, so an answer or note not saved yet is saved before completing. */
  register: (questionID: string, flush: Flush) => void;
}) {
  const { t } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const ids = useId();
  const { question } = props;
  const [draft, setDraft] = useState(props.initial);
  const [status, setStatus] = useState<Status>('idle');
  const [recordFull, setRecordFull] = useState(false);
  const saved = useRef(props.initial);
  /** The newest draft, for a save that runs after the one in progress. */
  const latest = useRef(props.initial);
  /** The last save asked for; the next waits for it, so one question's saves never overlap. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const { onChange: report, register, meetingID } = props;
  useEffect(() => {
    latest.current = draft;
    report(question.id, draft);
  }, [question.id, draft, report]);
  const notesShown = !question.noteDeactivated;

  const saveLatest = async () => {
    const current = latest.current;
    if (current.value === null) return;
    if (current.value === saved.current.value && sameNotes(current.notes, saved.current.notes)) return;
    // Too long to be accepted: it stays unsaved (Save is disabled meanwhile) until shortened.
    if (notesShown && notesTooLong(current.notes)) return;
    // The API takes an answer whose note is required only with the note, so the answer waits for it.
    if (noteMissing(question, current.notes)) return;
    setStatus('saving');
    try {
      const record = await addLikertAnswer({
        meetingID,
        questionID: question.id,
        value: current.value,
        notes: notesShown && current.notes ? current.notes : null,
      });
      rememberAnswer(queryClient, record, question.id);
      saved.current = current;
      setStatus('clear');
    } catch (failure) {
      setRecordFull(isNotesTooLongError(failure));
      setStatus('error');
      throw failure;
    }
  };
  const save: Flush = () => (queue.current = queue.current.catch(() => undefined).then(saveLatest));
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => register(question.id, () => saveRef.current()), [question.id, register]);

  // Likert changes are saved after a 100 ms pause, so sliding across the scale sends one save.
  useEffect(() => {
    const timer = setTimeout(() => void save().catch(() => undefined), LIKERT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only a new value starts the debounce; notes save on leaving the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.value]);

  const headingId = `${ids}-q`;
  return (
    <section className={styles.flow} aria-labelledby={headingId} aria-busy={status === 'saving'}>
      <h2 id={headingId} className={styles.heading}>
        {question.question}
      </h2>
      {question.description ? (
        <p className={styles.description} id={`${ids}-d`}>
          {question.description}
        </p>
      ) : null}
      <LikertSlider
        id={`${ids}-slider`}
        labelledBy={headingId}
        describedBy={question.description ? `${ids}-d` : undefined}
        leftValue={question.leftValue}
        rightValue={question.rightValue}
        labels={question.labels}
        value={draft.value}
        onChange={(value) => setDraft((d) => ({ ...d, value }))}
      />
      {notesShown ? (
        <div className={styles.notes}>
          <label htmlFor={`${ids}-n`}>
            <NoteLabel prompt={question.notePrompt} required={question.noteRequired} />
          </label>
          <NotesTextarea
            id={`${ids}-n`}
            value={draft.notes}
            onChange={(event) => {
              const notes = event.currentTarget.value;
              setDraft((d) => ({ ...d, notes }));
            }}
            onBlur={() => void save().catch(() => undefined)}
          />
        </div>
      ) : null}
      {status === 'error' ? (
        <p className={styles.error} role="alert">
          {recordFull ? tc('notes.recordFull') : t('errors.saveAnswer')}
        </p>
      ) : (
        // Seen by all; a screen reader hears only the outcome, once per save, not each save starting.
        <p className={styles.saveStatus} role="status">
          {status === 'saving' ? (
            <span aria-hidden="true">{t('saveStatus.saving')}</span>
          ) : status === 'clear' ? (
            t('saveStatus.saved')
          ) : null}
        </p>
      )}
    </section>
  );
}

/** All questions inline, each saved on change; Save (or Next with a forward list) completes the record. */
export function DataEntry({
  meeting,
  forward,
  journeyHref,
}: {
  meeting: AnsweringMeeting;
  forward: string[];
  journeyHref: string;
}) {
  const { t, i18n } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  // In the app's language, as the records list shows the date, not the browser's default locale.
  const recordDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const ids = useId();
  const questionnaire = meeting.outcomeSet;
  const questions = (questionnaire?.questions ?? []).filter(
    (q): q is LikertQuestion => !q.archived && 'leftValue' in q,
  );
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const flushes = useRef(new Map<string, Flush>());
  const [notes, setNotes] = useState(meeting.notes ?? '');
  const [error, setError] = useState<SaveStage | 'recordFull' | 'unanswered' | null>(null);
  const [busy, setBusy] = useState(false);
  const finalise = useFinaliseRecord({ meeting, forward, page: 'dataentry', journeyHref });
  const report = useCallback((id: string, draft: Draft) => setDrafts((all) => ({ ...all, [id]: draft })), []);
  const register = useCallback((id: string, flush: Flush) => void flushes.current.set(id, flush), []);
  const ready =
    questions.every((q) => {
      const draft = drafts[q.id];
      if (!draft || draft.value === null) return false;
      return !noteMissing(q, draft.notes) && (q.noteDeactivated || !notesTooLong(draft.notes));
    }) &&
    !(questionnaire && noteMissing(questionnaire, notes)) &&
    !notesTooLong(notes);

  const onSave = async () => {
    setBusy(true);
    setError(null);
    // Which step failed decides the message: an answer that did not save is not a failed finalise.
    let stage: SaveStage = 'saveAnswer';
    try {
      // An answer or note typed just before Save (its box not left yet) is saved first, not lost.
      await Promise.all([...flushes.current.values()].map((flush) => flush()));
      stage = 'saveNotes';
      if (!sameNotes(notes, meeting.notes))
        await setMeetingNotes({ meetingID: meeting.id, notes: notes || null });
      stage = 'finalise';
      // The questionnaire gained a question since this page loaded: it is read again, so that it shows here.
      if (!(await finalise())) return;
      setError('unanswered');
    } catch (failure) {
      setError(isNotesTooLongError(failure) ? 'recordFull' : stage);
    }
    setBusy(false);
  };
  const errorMessages = {
    recordFull: tc('notes.recordFull'),
    saveAnswer: t('errors.saveAnswer'),
    saveNotes: t('errors.saveNotes'),
    finalise: t('errors.finalise'),
    unanswered: te('meeting.unanswered'),
  };

  return (
    <div className={styles.flow}>
      <h1 className={styles.heading}>
        {meeting.beneficiary} · {recordDate.format(new Date(meeting.date ?? meeting.created))}
      </h1>
      {questions.map((q) => (
        <DataEntryQuestion
          key={q.id}
          meetingID={meeting.id}
          question={q}
          initial={savedDraft(meeting, q.id)}
          onChange={report}
          register={register}
        />
      ))}
      {questionnaire?.noteDeactivated ? null : (
        <div className={styles.notes}>
          <label htmlFor={`${ids}-notes`}>
            <NoteLabel prompt={questionnaire?.notePrompt} required={!!questionnaire?.noteRequired} />
          </label>
          <NotesTextarea
            id={`${ids}-notes`}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        </div>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {errorMessages[error]}
        </p>
      ) : null}
      {/* Why Save waits, tied to it so that a screen reader can tell; a hint, not an error. */}
      {!ready ? (
        <p className={styles.hint} id={`${ids}-save-hint`}>
          {t('hints.saveAll')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Spec 01 §4 "Data entry": saving disables the buttons and shows it is loading. */}
        <Button
          onClick={() => void onSave()}
          disabled={!ready || busy}
          aria-busy={busy || undefined}
          aria-describedby={!ready ? `${ids}-save-hint` : undefined}
        >
          {busy ? t('saveStatus.saving') : forward.length ? t('next') : t('save')}
        </Button>
      </div>
    </div>
  );
}
