import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotesTextarea } from '@/components/ui/notes-textarea';
import { rememberFinishedRecord } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';
import { isNotesTooLongError, notesTooLong } from '@/lib/notes-limit';
import { useAddLikertAnswer } from '../api/add-likert-answer';
import { useCompleteMeeting } from '../api/complete-meeting';
import { meetingQueryKey, type AnsweringMeeting } from '../api/get-meeting';
import { useSetMeetingNotes } from '../api/set-meeting-notes';
import {
  encodeStep,
  nextStep,
  parseStep,
  previousStep,
  progressOf,
  resumeStep,
  shownStep,
  startStep,
  STEP_PARAM,
  type AnsweringShape,
  type AnsweringStep,
} from '../utils/answering-machine';
import { forwardHref } from '../utils/forward-list';
import { noteMissing } from '../utils/required-note';
import styles from './answering.module.css';
import { FlowNotice, ThanksNotice } from './flow-notice';
import { LikertSlider } from './likert-slider';

type AnsweringFlowProps = {
  meeting: AnsweringMeeting;
  beneficiaryUser: boolean;
  /** Record ids or absolute URLs still to visit (the `next` query). */
  forward: string[];
  /** Where staff go afterwards (the beneficiary's journey) and where they add questions. */
  journeyHref: string;
  addQuestionsHref: string;
  /** Called on reaching Thanks (clears the beneficiary token). */
  onThanks: () => void;
};

type Draft = { value: number | null; notes: string };

/** The `info` of a `meeting.unanswered` refusal (docs/api-errors.md). */
function missingOf(info: unknown): { questions: string[]; notes: boolean } {
  const { questions, notes } = (info ?? {}) as { questions?: unknown; notes?: unknown };
  return {
    questions: Array.isArray(questions) ? questions.filter((id): id is string => typeof id === 'string') : [],
    notes: notes === true,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/** Spec 01 §4 "Answering flow": one screen at a time, from instructions to Finalise. */
export function AnsweringFlow({ meeting, beneficiaryUser, forward, ...props }: AnsweringFlowProps) {
  const { t } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const questionnaire = meeting.outcomeSet;
  const questions = (questionnaire?.questions ?? []).filter((q) => !q.archived);
  const shape: AnsweringShape = {
    questionCount: questions.length,
    hasInstructions: !!questionnaire?.instructions?.trim(),
    notesDeactivated: !!questionnaire?.noteDeactivated,
  };
  const saved = (questionID: string): Draft => {
    const answer = meeting.answers.find((a) => a.questionID === questionID);
    return { value: answer && 'answer' in answer ? answer.answer : null, notes: answer?.notes ?? '' };
  };
  const answered = questions.map((question) => {
    const { value, notes } = saved(question.id);
    return value !== null && !noteMissing(question, notes);
  });
  // Each screen is a history entry (its `step` in the address), so that the phone's Back goes to the previous
  // screen and Forward returns. The address without one is where the record opened. Finalise and Thanks are no
  // entries: once there, Back and Forward leave the flow on them, so that nothing is answered or finalised twice.
  const [search, setSearch] = useSearchParams();
  const [openedAt] = useState<AnsweringStep>(() => resumeStep(shape, answered));
  const [ending, setEnding] = useState<AnsweringStep | null>(null);
  const stepValue = search.get(STEP_PARAM);
  // A screen the questionnaire no longer has (staff archived the question meanwhile): where the record resumes.
  const chosenStep =
    ending ?? (stepValue === null ? openedAt : (parseStep(stepValue, shape) ?? resumeStep(shape, answered)));
  const step = shownStep(shape, chosenStep, answered);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [notes, setNotes] = useState(meeting.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  /** A save refused because the record is complete (the link finished on another phone): nothing more can be saved. */
  const [expired, setExpired] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const addAnswer = useAddLikertAnswer();
  const saveNotes = useSetMeetingNotes();
  const complete = useCompleteMeeting();
  const finalising = useRef(false);
  const queryClient = useQueryClient();
  const { t: te } = useTranslation('errors');
  /** What the API found missing on finalising (`meeting.unanswered`): the questions to revisit, the notes. */
  const [unanswered, setUnanswered] = useState<{ questions: string[]; notes: boolean } | null>(null);

  const go = (target: AnsweringStep) => {
    setError(null);
    setUnanswered(null);
    const value = encodeStep(target);
    if (value === null) return setEnding(target);
    setEnding(null);
    const next = new URLSearchParams(search);
    next.set(STEP_PARAM, value);
    setSearch(next);
  };
  /** The first screen with something missing: a question the record lacks, else the notes. */
  const firstMissingStep = (missing: { questions: string[]; notes: boolean }): AnsweringStep => {
    const index = questions.findIndex((question) => missing.questions.includes(question.id));
    if (index >= 0) return { kind: 'question', index };
    return missing.notes && !shape.notesDeactivated ? { kind: 'notes' } : startStep(shape);
  };

  // Each new screen moves focus to its heading so screen readers announce it and the page starts at the top.
  // Keyed by the screen, not by `step`: for a step past the end shownStep builds a fresh object on every render,
  // so [step] would pull focus back to the heading on every render, as the beneficiary types a note, say.
  const screenKey = step.kind === 'question' ? `question-${step.index}` : step.kind;
  useEffect(() => {
    headingRef.current?.focus();
  }, [screenKey, expired]);

  const finalise = () => {
    if (finalising.current) return;
    finalising.current = true;
    setError(null);
    // mutateAsync: callbacks given to mutate() are skipped if the flow re-renders while the request runs, which
    // would strand the beneficiary on the last screen.
    complete
      .mutateAsync({ meetingID: meeting.id, beneficiary: meeting.beneficiary })
      .then(
        () => {
          // Before the flow goes on: this tab's link must never open the record again (Back, a reload).
          if (beneficiaryUser) rememberFinishedRecord(meeting.id);
          // Replace: Back must not reopen a record that is complete (a link may no longer save to it).
          const href = forwardHref(forward);
          if (href) void navigate(href, { replace: true });
          else if (beneficiaryUser) {
            props.onThanks();
            setEnding({ kind: 'thanks' });
          } else void navigate(props.journeyHref, { replace: true });
        },
        (failure: unknown) => {
          if (!isApiError(failure, 'meeting.unanswered')) {
            setError(t('errors.finalise'));
            return;
          }
          // The questionnaire gained a question while the record was open, or an answer never reached the API:
          // load the record again and offer to go back to what is missing.
          void queryClient.invalidateQueries({ queryKey: meetingQueryKey(meeting.id) });
          setUnanswered(missingOf(failure.info));
          setError(te('meeting.unanswered'));
        },
      )
      .finally(() => (finalising.current = false));
  };

  useEffect(() => {
    if (step.kind === 'finalise') finalise();
    // Finalise completes the record once on entry; `finalise` is stable enough for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.kind]);

  const back = previousStep(shape, step);
  /** While a screen's answer is saved, it stays put: leaving it would race the save, which moves on when done. */
  const backButton = (saving: boolean) =>
    back ? (
      <Button variant="secondary" onClick={() => go(back)} disabled={saving}>
        {t('back')}
      </Button>
    ) : null;
  /** Next reads "Saving…" meanwhile; this says it to a screen reader, whose focus stays on Next. */
  const savingStatus = (saving: boolean) => (
    <p role="status" className="visually-hidden">
      {saving ? t('saveStatus.saving') : null}
    </p>
  );
  const total = shape.questionCount;
  const progress =
    step.kind === 'question' || step.kind === 'notes' ? (
      <div>
        <p className={styles.progressText} id={`${ids}-progress`}>
          {step.kind === 'question' ? t('progress', { current: step.index + 1, total }) : t('notes.title')}
        </p>
        <progress
          className={styles.progress}
          aria-label={t('progressLabel')}
          max={total}
          value={progressOf(shape, step)}
        />
      </div>
    ) : null;
  /** The save's failure: the record complete already, the record's notes filling it, or the screen's own message. */
  const saveFailed = (message: string) => (failure: unknown) => {
    if (isApiError(failure, 'meeting.complete')) setExpired(true);
    else setError(isNotesTooLongError(failure) ? tc('notes.recordFull') : message);
  };
  /** Why Next is disabled, tied to it so that a screen reader can tell; a hint, not an error. */
  const nextHint = (hint: string | null) => {
    const id = `${ids}-hint`;
    return {
      describedBy: hint ? id : undefined,
      text: hint ? (
        <p className={styles.hint} id={id}>
          {hint}
        </p>
      ) : null,
    };
  };
  const errorText = error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;

  if (expired) {
    return <FlowNotice headingRef={headingRef} title={t('errors.expiredTitle')} text={t('errors.expired')} />;
  }

  if (step.kind === 'empty') {
    return (
      <section className={styles.flow}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {questionnaire?.name}
        </h1>
        {beneficiaryUser ? (
          <p>{t('empty.beneficiary')}</p>
        ) : (
          <>
            <p>{t('empty.staff')}</p>
            <Link to={props.addQuestionsHref}>{t('empty.addQuestions')}</Link>
          </>
        )}
      </section>
    );
  }

  if (step.kind === 'instructions') {
    return (
      <section className={styles.flow}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('instructions')}
        </h1>
        <p className={styles.description}>{questionnaire?.instructions}</p>
        <div className={styles.actions}>
          <Button onClick={() => go(nextStep(shape, step))}>{t('start')}</Button>
        </div>
      </section>
    );
  }

  if (step.kind === 'question') {
    const question = questions[step.index];
    if (!question || !('leftValue' in question)) {
      // A kind of question this page cannot show: say so, with a way back.
      return (
        <FlowNotice headingRef={headingRef} title={t('errors.unknownQuestion')}>
          <div className={styles.actions}>{backButton(false)}</div>
        </FlowNotice>
      );
    }
    const draft = drafts[question.id] ?? saved(question.id);
    const setDraft = (change: Partial<Draft>) =>
      setDrafts((all) => ({ ...all, [question.id]: { ...draft, ...change } }));
    const notesShown = !question.noteDeactivated;
    const notesRequired = notesShown && question.noteRequired;
    const needsNote = noteMissing(question, draft.notes);
    const complete = draft.value !== null && !needsNote && !(notesShown && notesTooLong(draft.notes));
    // A note that is too long says so under its box already.
    const hint = nextHint(draft.value === null ? t('hints.answer') : needsNote ? t('hints.note') : null);
    const saving = addAnswer.isPending;
    const onNext = () => {
      const before = saved(question.id);
      const target = nextStep(shape, step);
      if (saving || draft.value === null) return;
      if (draft.value === before.value && same(draft.notes, before.notes)) return go(target);
      setError(null);
      addAnswer.mutate(
        {
          meetingID: meeting.id,
          questionID: question.id,
          value: draft.value,
          notes: notesShown && draft.notes ? draft.notes : null,
        },
        { onSuccess: () => go(target), onError: saveFailed(t('errors.saveAnswer')) },
      );
    };
    const headingId = `${ids}-q`;
    return (
      <section className={styles.flow} key={question.id}>
        {progress}
        <h1 ref={headingRef} tabIndex={-1} id={headingId} className={styles.heading}>
          {question.question}
        </h1>
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
              {question.notePrompt || t('notes.prompt')}
              {notesRequired ? (
                <span className={styles.required}>
                  {' '}
                  * <span className="visually-hidden">{t('notes.required')}</span>
                </span>
              ) : null}
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
        {errorText}
        {hint.text}
        {savingStatus(saving)}
        <div className={styles.actions}>
          {backButton(saving)}
          {/* aria-disabled while saving, so that focus stays on it for the next screen or a failure. */}
          <Button
            onClick={onNext}
            disabled={!complete}
            aria-disabled={saving || undefined}
            aria-describedby={hint.describedBy}
          >
            {saving ? t('saveStatus.saving') : t('next')}
          </Button>
        </div>
      </section>
    );
  }

  if (step.kind === 'notes') {
    const required = !!questionnaire?.noteRequired;
    const hint = nextHint(questionnaire && noteMissing(questionnaire, notes) ? t('hints.note') : null);
    const saving = saveNotes.isPending;
    const onNext = () => {
      const target = nextStep(shape, step);
      if (saving) return;
      if (same(notes, meeting.notes)) return go(target);
      setError(null);
      saveNotes.mutate(
        { meetingID: meeting.id, notes: notes || null },
        { onSuccess: () => go(target), onError: saveFailed(t('errors.saveNotes')) },
      );
    };
    return (
      <section className={styles.flow}>
        {progress}
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          <label htmlFor={`${ids}-notes`}>
            {questionnaire?.notePrompt || t('notes.prompt')}
            {required ? (
              <span className={styles.required}>
                {' '}
                * <span className="visually-hidden">{t('notes.required')}</span>
              </span>
            ) : null}
          </label>
        </h1>
        <div className={styles.notes}>
          <NotesTextarea
            id={`${ids}-notes`}
            value={notes}
            required={required}
            readOnly={saving}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </div>
        {errorText}
        {hint.text}
        {savingStatus(saving)}
        <div className={styles.actions}>
          {backButton(saving)}
          <Button
            onClick={onNext}
            disabled={(required && !notes.trim()) || notesTooLong(notes)}
            aria-disabled={saving || undefined}
            aria-describedby={hint.describedBy}
          >
            {saving ? t('saveStatus.saving') : t('next')}
          </Button>
        </div>
      </section>
    );
  }

  if (step.kind === 'finalise') {
    return (
      <section className={styles.flow} aria-busy={!error}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {error ? questionnaire?.name : t('finalise.saving')}
        </h1>
        {errorText}
        {error ? (
          <div className={styles.actions}>
            {unanswered ? (
              <Button onClick={() => go(firstMissingStep(unanswered))}>{t('finalise.backToMissing')}</Button>
            ) : (
              <Button onClick={finalise}>{t('retry')}</Button>
            )}
          </div>
        ) : null}
      </section>
    );
  }

  return <ThanksNotice headingRef={headingRef} />;
}
