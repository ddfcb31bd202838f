import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/graphql/api-error';
import { isNotesTooLongError } from '@/lib/notes-limit';
import { useAddLikertAnswer } from '../api/add-likert-answer';
import type { AnsweringMeeting } from '../api/get-meeting';
import { useSetMeetingNotes } from '../api/set-meeting-notes';
import {
  encodeStep,
  nextStep,
  parseStep,
  previousStep,
  resumeStep,
  shownStep,
  startStep,
  STEP_PARAM,
  type AnsweringShape,
  type AnsweringStep,
} from '../utils/answering-machine';
import { sameNotes, savedDraft, type Draft, type LikertQuestion } from '../utils/draft';
import { noteMissing } from '../utils/required-note';
import { useFinaliseRecord, type Unanswered } from './use-finalise-record';

export type AnsweringFlowOptions = {
  meeting: AnsweringMeeting;
  beneficiaryUser: boolean;
  /** Record ids or absolute URLs still to visit (the `next` query). */
  forward: string[];
  /** Where staff go afterwards (the beneficiary's journey). */
  journeyHref: string;
  /** Called on reaching Thanks (clears the beneficiary token). */
  onThanks: () => void;
};

/** What a screen of the answering flow reads and does. */
export type AnsweringFlowState = ReturnType<typeof useAnsweringFlow>;

/**
 * Spec 01 §4 "Answering flow": the screen shown, the answers being edited, their saving, and finalising the
 * record on reaching Finalise.
 */
export function useAnsweringFlow({
  meeting,
  beneficiaryUser,
  forward,
  journeyHref,
  onThanks,
}: AnsweringFlowOptions) {
  const { t } = useTranslation('answering');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const questionnaire = meeting.outcomeSet;
  const questions = (questionnaire?.questions ?? []).filter((q) => !q.archived);
  const shape: AnsweringShape = {
    questionCount: questions.length,
    hasInstructions: !!questionnaire?.instructions?.trim(),
    notesDeactivated: !!questionnaire?.noteDeactivated,
  };
  const saved = (questionID: string) => savedDraft(meeting, questionID);
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
  const addAnswer = useAddLikertAnswer();
  const saveNotes = useSetMeetingNotes();
  const finaliseRecord = useFinaliseRecord({
    meeting,
    forward,
    page: 'meeting',
    journeyHref,
    beneficiaryUser,
    onThanks: () => {
      onThanks();
      setEnding({ kind: 'thanks' });
    },
  });
  const finalising = useRef(false);
  const [unanswered, setUnanswered] = useState<Unanswered | null>(null);

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
  const firstMissingStep = (missing: Unanswered): AnsweringStep => {
    const index = questions.findIndex((question) => missing.questions.includes(question.id));
    if (index >= 0) return { kind: 'question', index };
    return missing.notes && !shape.notesDeactivated ? { kind: 'notes' } : startStep(shape);
  };

  const finalise = () => {
    if (finalising.current) return;
    finalising.current = true;
    setError(null);
    finaliseRecord()
      .then(
        (missing) => {
          if (!missing) return;
          setUnanswered(missing);
          setError(te('meeting.unanswered'));
        },
        () => setError(t('errors.finalise')),
      )
      .finally(() => (finalising.current = false));
  };

  useEffect(() => {
    if (step.kind === 'finalise') finalise();
    // Finalise completes the record once on entry; `finalise` is stable enough for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.kind]);

  /** The save's failure: the record complete already, the record's notes filling it, or the screen's own message. */
  const saveFailed = (message: string) => (failure: unknown) => {
    if (isApiError(failure, 'meeting.complete')) setExpired(true);
    else setError(isNotesTooLongError(failure) ? tc('notes.recordFull') : message);
  };

  /** Next on a question: its answer is saved if it changed, then the next screen shows. */
  const saveAnswer = (question: LikertQuestion, draft: Draft) => {
    const before = saved(question.id);
    const target = nextStep(shape, step);
    if (addAnswer.isPending || draft.value === null) return;
    if (draft.value === before.value && sameNotes(draft.notes, before.notes)) return go(target);
    setError(null);
    const notesShown = !question.noteDeactivated;
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

  /** Next on Notes: the record's notes are saved if they changed, then Finalise shows. */
  const saveRecordNotes = () => {
    const target = nextStep(shape, step);
    if (saveNotes.isPending) return;
    if (sameNotes(notes, meeting.notes)) return go(target);
    setError(null);
    saveNotes.mutate(
      { meetingID: meeting.id, notes: notes || null },
      { onSuccess: () => go(target), onError: saveFailed(t('errors.saveNotes')) },
    );
  };

  return {
    questionnaire,
    questions,
    shape,
    step,
    /** The screen Back goes to; none on the first. */
    back: previousStep(shape, step),
    go,
    error,
    expired,
    /** After the API found something missing on finalising: goes to the first screen with it. */
    backToMissing: unanswered ? () => go(firstMissingStep(unanswered)) : null,
    /** The question's answer as edited on its screen, else as saved. */
    draftOf: (questionID: string): Draft => drafts[questionID] ?? saved(questionID),
    setDraft: (questionID: string, draft: Draft) => setDrafts((all) => ({ ...all, [questionID]: draft })),
    notes,
    setNotes,
    /** The shown screen's answer or notes are being saved (one screen saves at a time). */
    saving: addAnswer.isPending || saveNotes.isPending,
    saveAnswer,
    saveRecordNotes,
    finalise,
  };
}
