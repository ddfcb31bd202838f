import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotesTooLong } from '@/components/ui/notes-too-long';
import { isNotesTooLongError, notesLengthAria, notesTooLong } from '@/lib/notes-limit';
import { addLikertAnswer } from '../api/add-likert-answer';
import { useCompleteMeeting } from '../api/complete-meeting';
import type { AnsweringMeeting } from '../api/get-meeting';
import { setMeetingNotes } from '../api/set-meeting-notes';
import { forwardHref } from '../utils/forward-list';
import styles from './answering.module.css';
import { LikertSlider } from './likert-slider';

type Draft = { value: number | null; notes: string };
/** `pending`: changed but not saved yet (the debounce has not fired, or notes wait for the box to be left). */
type Status = 'idle' | 'pending' | 'saving' | 'clear' | 'error';
type Question = AnsweringMeeting['outcomeSet'] extends infer O
  ? O extends { questions: (infer Q)[] }
    ? Q
    : never
  : never;

/** Spec 01 §4 "Data entry": the Likert debounce before an answer is saved. */
export const LIKERT_DEBOUNCE_MS = 100;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

function DataEntryQuestion(props: {
  meetingID: string;
  question: Question & { leftValue: number };
  initial: Draft;
  onChange: (questionID: string, draft: Draft, status: Status) => void;
}) {
  const { t } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const ids = useId();
  const { question } = props;
  const [draft, setDraft] = useState(props.initial);
  const [status, setStatus] = useState<Status>('idle');
  const [recordFull, setRecordFull] = useState(false);
  const saved = useRef(props.initial);
  const saving = useRef(false);
  const report = props.onChange;
  // Save must not complete the record while an answer is still on its way, or the record would be finalised
  // without it; so a changed, unsaved answer reports itself as pending.
  useEffect(() => {
    const unsaved = draft.value !== saved.current.value || !same(draft.notes, saved.current.notes);
    report(question.id, draft, status === 'saving' || status === 'error' || !unsaved ? status : 'pending');
  }, [question.id, draft, status, report]);
  const notesShown = !question.noteDeactivated;

  const save = (current: Draft) => {
    if (current.value === null || saving.current) return;
    if (current.value === saved.current.value && same(current.notes, saved.current.notes)) return;
    // Too long to be accepted: it stays unsaved, which keeps Save disabled, until shortened.
    if (notesShown && notesTooLong(current.notes)) return;
    saving.current = true;
    setStatus('saving');
    addLikertAnswer({
      meetingID: props.meetingID,
      questionID: question.id,
      value: current.value,
      notes: notesShown && current.notes ? current.notes : null,
    })
      .then(
        () => {
          saved.current = current;
          setStatus('clear');
        },
        (failure: unknown) => {
          setRecordFull(isNotesTooLongError(failure));
          setStatus('error');
        },
      )
      .finally(() => (saving.current = false));
  };

  // Likert changes are saved after a 100 ms pause, so sliding across the scale sends one save.
  useEffect(() => {
    const timer = setTimeout(() => save(draft), LIKERT_DEBOUNCE_MS);
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
      <LikertSlider
        id={`${ids}-slider`}
        labelledBy={headingId}
        leftValue={question.leftValue}
        rightValue={question.rightValue}
        labels={question.labels}
        value={draft.value}
        onChange={(value) => setDraft((d) => ({ ...d, value }))}
      />
      {notesShown ? (
        <div className={styles.notes}>
          <label htmlFor={`${ids}-n`}>
            {question.notePrompt || t('notes.prompt')}
            {question.noteRequired ? (
              <span className={styles.required}>
                {' '}
                * <span className="visually-hidden">{t('notes.required')}</span>
              </span>
            ) : null}
          </label>
          <textarea
            id={`${ids}-n`}
            value={draft.notes}
            {...notesLengthAria(`${ids}-n-long`, draft.notes)}
            onChange={(event) => {
              const notes = event.currentTarget.value;
              setDraft((d) => ({ ...d, notes }));
            }}
            onBlur={() => save(draft)}
          />
          <NotesTooLong id={`${ids}-n-long`} notes={draft.notes} />
        </div>
      ) : null}
      {status === 'error' ? (
        <p className={styles.error} role="alert">
          {recordFull ? tc('notes.recordFull') : t('errors.saveAnswer')}
        </p>
      ) : null}
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
  const { t } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const ids = useId();
  const questionnaire = meeting.outcomeSet;
  const questions = (questionnaire?.questions ?? []).filter(
    (q): q is Question & { leftValue: number } => !q.archived && 'leftValue' in q,
  );
  const [states, setStates] = useState<Record<string, { draft: Draft; status: Status }>>({});
  const [notes, setNotes] = useState(meeting.notes ?? '');
  const [error, setError] = useState<'finalise' | 'recordFull' | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = useCompleteMeeting();
  const report = useCallback(
    (id: string, draft: Draft, status: Status) => setStates((all) => ({ ...all, [id]: { draft, status } })),
    [],
  );
  const initial = (id: string): Draft => {
    const answer = meeting.answers.find((a) => a.questionID === id);
    return { value: answer && 'answer' in answer ? answer.answer : null, notes: answer?.notes ?? '' };
  };
  const ready =
    questions.every((q) => {
      const state = states[q.id];
      if (!state || state.draft.value === null || (state.status !== 'idle' && state.status !== 'clear'))
        return false;
      return !(q.noteRequired && !q.noteDeactivated && !state.draft.notes.trim());
    }) &&
    (!questionnaire?.noteRequired || questionnaire.noteDeactivated || !!notes.trim()) &&
    !notesTooLong(notes);

  const onSave = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!same(notes, meeting.notes)) await setMeetingNotes({ meetingID: meeting.id, notes: notes || null });
      await complete.mutateAsync({ meetingID: meeting.id, beneficiary: meeting.beneficiary });
      void navigate(forwardHref(forward) ?? journeyHref);
    } catch (failure) {
      setError(isNotesTooLongError(failure) ? 'recordFull' : 'finalise');
      setBusy(false);
    }
  };

  return (
    <div className={styles.flow}>
      <h1 className={styles.heading}>
        {meeting.beneficiary} · {new Date(meeting.date ?? meeting.created).toLocaleString()}
      </h1>
      {questions.map((q) => (
        <DataEntryQuestion
          key={q.id}
          meetingID={meeting.id}
          question={q}
          initial={initial(q.id)}
          onChange={report}
        />
      ))}
      {questionnaire?.noteDeactivated ? null : (
        <div className={styles.notes}>
          <label htmlFor={`${ids}-notes`}>
            {questionnaire?.notePrompt || t('notes.prompt')}
            {questionnaire?.noteRequired ? (
              <span className={styles.required}>
                {' '}
                * <span className="visually-hidden">{t('notes.required')}</span>
              </span>
            ) : null}
          </label>
          <textarea
            id={`${ids}-notes`}
            value={notes}
            {...notesLengthAria(`${ids}-notes-long`, notes)}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <NotesTooLong id={`${ids}-notes-long`} notes={notes} />
        </div>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error === 'recordFull' ? tc('notes.recordFull') : t('errors.finalise')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void onSave()} disabled={!ready || busy}>
          {forward.length ? t('next') : t('save')}
        </Button>
      </div>
    </div>
  );
}
