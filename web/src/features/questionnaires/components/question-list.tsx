import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { newLikertValues, toLikertValues, useAddLikertQuestion } from '../api/add-likert-question';
import { useArchiveQuestion } from '../api/archive-question';
import { useEditLikertQuestion } from '../api/edit-likert-question';
import type { Question, Questionnaire } from '../api/get-questionnaire';
import { useMoveQuestion } from '../api/move-question';
import { LikertForm } from './likert-form';
import styles from './questionnaires.module.css';

const PILL_CLASSES = [styles.pill0, styles.pill1, styles.pill2, styles.pill3, styles.pill4];

function CategoryPill({ questionnaire, question }: { questionnaire: Questionnaire; question: Question }) {
  const { t } = useTranslation('questionnaires');
  if (!question.categoryID) return <span className={styles.pill}>{t('questions.noCategory')}</span>;
  const index = questionnaire.categories.findIndex((category) => category.id === question.categoryID);
  const category = questionnaire.categories[index];
  if (!category) return <span className={styles.pill}>{t('questions.unknownCategory')}</span>;
  // Spec 02 §2: pills cycle through 5 colour classes, by the category's place.
  return (
    <span className={[styles.pill, PILL_CLASSES[index % PILL_CLASSES.length]].join(' ')}>
      {category.name}
    </span>
  );
}

/**
 * Spec 02 §2 Questions tab: the questions with edit, archive and keyboard reordering (Move up / Move down),
 * and the new-question form prefilled from the last question. Read-only questionnaires get the list only.
 */
export function QuestionList({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const add = useAddLikertQuestion();
  const edit = useEditLikertQuestion();
  const archive = useArchiveQuestion();
  const move = useMoveQuestion({ onError: () => setAnnouncement('') });
  const questions = questionnaire.questions.filter((question) => !question.archived);
  const readOnly = questionnaire.readOnly;

  const moveTo = (question: Question, from: number, to: number) => {
    setAnnouncement(t('questions.moved', { number: from + 1, position: to + 1 }));
    move.mutate({ id: questionnaire.id, questionID: question.id, newIndex: to });
    // Keep focus on the same action of the moved question, so repeated presses keep moving it.
    const direction = to < from ? 'up' : 'down';
    requestAnimationFrame(() => {
      const target =
        document.getElementById(`move-${direction}-${question.id}`) ??
        document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${question.id}`);
      if (target && !(target as HTMLButtonElement).disabled) target.focus();
      else document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${question.id}`)?.focus();
    });
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {move.isError ? (
        <p role="alert" className={styles.warning}>
          {t('questions.moveFailed')}
        </p>
      ) : null}
      {questions.length === 0 ? <p className={styles.empty}>{t('questions.empty')}</p> : null}
      <ol className={styles.list}>
        {questions.map((question, index) =>
          editing === question.id ? (
            <li key={question.id} className={styles.item}>
              <div className={styles.questionBody}>
                <h2>{t('likert.editTitle')}</h2>
                <LikertForm
                  idPrefix={`edit-${question.id}`}
                  initialValues={toLikertValues(question)}
                  categories={questionnaire.categories}
                  scaleLocked={questionnaire.inUse}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (input) => {
                    await edit.mutateAsync({
                      id: questionnaire.id,
                      question,
                      input,
                      inUse: questionnaire.inUse,
                    });
                    setEditing(null);
                  }}
                />
              </div>
            </li>
          ) : (
            <li key={question.id} className={styles.item}>
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
                  <CategoryPill questionnaire={questionnaire} question={question} />
                </p>
              </div>
              {readOnly ? null : (
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    id={`move-up-${question.id}`}
                    className={styles.textButton}
                    disabled={index === 0 || editing !== null}
                    onClick={() => moveTo(question, index, index - 1)}
                  >
                    {t('questions.moveUp')}{' '}
                    <span className="visually-hidden">{t('questions.number', { number: index + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    id={`move-down-${question.id}`}
                    className={styles.textButton}
                    disabled={index === questions.length - 1 || editing !== null}
                    onClick={() => moveTo(question, index, index + 1)}
                  >
                    {t('questions.moveDown')}{' '}
                    <span className="visually-hidden">{t('questions.number', { number: index + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={t('questions.editFor', { number: index + 1 })}
                    onClick={() => setEditing(question.id)}
                  >
                    {t('questions.edit')}
                  </button>
                  <ConfirmButton
                    question={t('questions.archiveConfirm', { question: question.question })}
                    onConfirm={() => archive.mutateAsync({ id: questionnaire.id, questionID: question.id })}
                  >
                    {t('questions.archive')}{' '}
                    <span className="visually-hidden">{t('questions.number', { number: index + 1 })}</span>
                  </ConfirmButton>
                </div>
              )}
            </li>
          ),
        )}
      </ol>
      {readOnly ? null : editing === 'new' ? (
        <section className={styles.fieldset} aria-labelledby="new-question-title">
          <h2 id="new-question-title">{t('likert.addTitle')}</h2>
          <LikertForm
            idPrefix="new-question"
            initialValues={newLikertValues(questions[questions.length - 1])}
            categories={questionnaire.categories}
            scaleLocked={false}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await add.mutateAsync({ id: questionnaire.id, input });
              setEditing(null);
            }}
          />
        </section>
      ) : (
        <div className={styles.buttons}>
          <Button onClick={() => setEditing('new')} disabled={editing !== null}>
            {t('questions.add')}
          </Button>
        </div>
      )}
    </>
  );
}
