import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/lib/graphql/error-messages';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SortableList } from '@/components/ui/sortable-list';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { newLikertValues, toLikertValues, useAddLikertQuestion } from '../api/add-likert-question';
import { useArchiveQuestion } from '../api/archive-question';
import { useEditLikertQuestion } from '../api/edit-likert-question';
import type { Questionnaire } from '../api/get-questionnaire';
import { useMoveQuestion } from '../api/move-question';
import { useRemoveQuestion } from '../api/remove-question';
import { useRestoreQuestion } from '../api/restore-question';
import { NEW, useInlineEditing } from '../hooks/use-inline-editing';
import { CategoryPill } from './category-pill';
import { LikertForm } from './likert-form';
import { ScoringEditor } from './scoring-editor';
import styles from './questionnaires.module.css';

/**
 * Why a question could not be deleted: a record answered it after this page loaded (`question.answered`), records
 * of a questionnaire older than answer tracking exist (`question.inUse`), or a failure.
 */
function useDeleteFailure() {
  const { t } = useTranslation('questionnaires');
  const { t: te } = useTranslation('errors');
  return (error: unknown) =>
    refusalMessage(te, error, ['question.answered', 'question.inUse'], t('questions.deleteFailed'));
}

/**
 * Spec 02 §2 Questions tab: the questions with edit, archive, the category pill and reordering by dragging a
 * handle or from the keyboard (off while a question is edited), and the new-question form prefilled from the
 * last question. Read-only questionnaires get the list only. Archived questions follow, collapsed, with Restore;
 * a question no record has answered (so no answer can be lost) can also be deleted for good.
 */
export function QuestionList({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const { editing, open, close, openerRef, openerOf, formHeadingRef } = useInlineEditing();
  const add = useAddLikertQuestion();
  const edit = useEditLikertQuestion();
  const archive = useArchiveQuestion();
  const remove = useRemoveQuestion();
  const deleteFailure = useDeleteFailure();
  // Spec 02 §8: a refused move is logged; the rollback's message is the alert below.
  const move = useMoveQuestion({ onError: () => console.error('move-fail') });
  const questions = questionnaire.questions.filter((question) => !question.archived);
  const readOnly = questionnaire.readOnly;
  const { removed } = useFocusAfterRemoval(
    questions.map((question) => question.id),
    (id) => openerOf(id ?? NEW),
  );

  return (
    <>
      {move.isError ? (
        <p role="alert" className={styles.warning}>
          {t('questions.moveFailed')}
        </p>
      ) : null}
      {questions.length === 0 ? <p className={styles.empty}>{t('questions.empty')}</p> : null}
      <SortableList
        items={questions}
        getId={(question) => question.id}
        getName={(_question, index) => t('questions.number', { number: index + 1 })}
        disabled={readOnly || editing !== null || questions.length < 2}
        onMove={(questionID, _from, to) => move.mutate({ id: questionnaire.id, questionID, newIndex: to })}
        className={styles.list}
        itemClassName={styles.item}
        renderItem={(question, index, handle) =>
          editing === question.id ? (
            <div className={styles.questionBody}>
              <h2 ref={formHeadingRef} tabIndex={-1}>
                {t('likert.editTitle')}
              </h2>
              <LikertForm
                idPrefix={`edit-${question.id}`}
                initialValues={toLikertValues(question)}
                categories={questionnaire.categories}
                scaleLocked={questionnaire.inUse}
                onCancel={close}
                onSubmit={async (input) => {
                  await edit.mutateAsync({
                    id: questionnaire.id,
                    question,
                    input,
                    inUse: questionnaire.inUse,
                  });
                  close();
                }}
              />
            </div>
          ) : (
            <>
              {handle}
              <div className={styles.questionBody}>
                <p className={styles.itemTitle}>
                  {index + 1}. {question.question}
                </p>
                {question.description ? (
                  <p className={styles.itemDescription}>{question.description}</p>
                ) : null}
                <p className={styles.questionMeta}>
                  <span>
                    {t('questions.scale', { left: question.leftValue, right: question.rightValue })}
                  </span>
                  <CategoryPill questionnaire={questionnaire} question={question} number={index + 1} />
                </p>
                <ScoringEditor
                  questionnaireId={questionnaire.id}
                  readOnly={readOnly}
                  target={{ kind: 'question', id: question.id, direction: question.direction }}
                  reliability={question.reliability}
                  reliabilitySource={question.reliabilitySource}
                />
              </div>
              {readOnly ? null : (
                <div className={styles.itemActions}>
                  <button
                    ref={openerRef(question.id)}
                    type="button"
                    className={styles.textButton}
                    aria-label={t('questions.editFor', { number: index + 1 })}
                    disabled={editing !== null}
                    onClick={() => open(question.id)}
                  >
                    {t('questions.edit')}
                  </button>
                  <ConfirmButton
                    question={t('questions.archiveConfirm', { question: question.question })}
                    onConfirm={() =>
                      archive
                        .mutateAsync({ id: questionnaire.id, questionID: question.id })
                        .then(() => removed(question.id, index))
                    }
                    describeError={() => t('questions.archiveFailed')}
                  >
                    {t('questions.archive')}{' '}
                    <span className="visually-hidden">{t('questions.number', { number: index + 1 })}</span>
                  </ConfirmButton>
                  {question.answered ? null : (
                    <ConfirmButton
                      question={t('questions.deleteConfirm', { question: question.question })}
                      onConfirm={() =>
                        remove
                          .mutateAsync({ id: questionnaire.id, questionID: question.id })
                          .then(() => removed(question.id, index))
                      }
                      describeError={deleteFailure}
                    >
                      {t('questions.delete')}{' '}
                      <span className="visually-hidden">{t('questions.number', { number: index + 1 })}</span>
                    </ConfirmButton>
                  )}
                </div>
              )}
            </>
          )
        }
      />
      <ArchivedQuestions questionnaire={questionnaire} />
      {readOnly ? null : editing === NEW ? (
        <section className={styles.fieldset} aria-labelledby="new-question-title">
          <h2 id="new-question-title" ref={formHeadingRef} tabIndex={-1}>
            {t('likert.addTitle')}
          </h2>
          <LikertForm
            idPrefix="new-question"
            initialValues={newLikertValues(questions[questions.length - 1])}
            categories={questionnaire.categories}
            scaleLocked={false}
            onCancel={close}
            onSubmit={async (input) => {
              await add.mutateAsync({ id: questionnaire.id, input });
              close();
            }}
          />
        </section>
      ) : (
        <div className={styles.buttons}>
          <Button ref={openerRef(NEW)} onClick={() => open(NEW)} disabled={editing !== null}>
            {t('questions.add')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The archived questions, collapsed under their count, each marked Archived: Restore brings one back at its
 * place; Delete (confirmed) removes it for good when no record has answered it.
 */
function ArchivedQuestions({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const restore = useRestoreQuestion();
  const remove = useRemoveQuestion();
  const deleteFailure = useDeleteFailure();
  const archived = questionnaire.questions.filter((question) => question.archived);
  if (archived.length === 0) return null;
  return (
    <details className={styles.archived}>
      <summary>{t('questions.archivedTitle', { count: archived.length })}</summary>
      {restore.isError ? (
        <p role="alert" className={styles.warning}>
          {t('questions.restoreFailed')}
        </p>
      ) : null}
      <ul className={styles.list}>
        {archived.map((question) => (
          <li key={question.id} className={styles.item}>
            <div className={styles.questionBody}>
              <p className={styles.itemTitle}>
                {question.question} <span className={styles.archivedBadge}>{t('questions.archived')}</span>
              </p>
              <p className={styles.questionMeta}>
                {t('questions.scale', { left: question.leftValue, right: question.rightValue })}
              </p>
            </div>
            {questionnaire.readOnly ? null : (
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ id: questionnaire.id, questionID: question.id })}
                >
                  {t('questions.restore')} <span className="visually-hidden">{question.question}</span>
                </button>
                {question.answered ? null : (
                  <ConfirmButton
                    question={t('questions.deleteConfirm', { question: question.question })}
                    onConfirm={() => remove.mutateAsync({ id: questionnaire.id, questionID: question.id })}
                    describeError={deleteFailure}
                  >
                    {t('questions.delete')} <span className="visually-hidden">{question.question}</span>
                  </ConfirmButton>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
