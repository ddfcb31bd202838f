import { useTranslation } from 'react-i18next';
import type { CatalogueQuestionnaire } from '../api/get-catalogue-questionnaire';
import styles from './catalogue.module.css';

type Props = { entry: CatalogueQuestionnaire };

/** The General tab: description, instructions, number of questions, licence and attribution. */
export function CatalogueGeneral({ entry }: Props) {
  const { t } = useTranslation('catalogue');
  const questionnaire = entry.outcomeset;
  return (
    <dl className={styles.summary}>
      <dt>{t('detail.description')}</dt>
      <dd>{questionnaire.description || t('detail.none')}</dd>
      {questionnaire.instructions ? (
        <>
          <dt>{t('detail.instructions')}</dt>
          <dd>{questionnaire.instructions}</dd>
        </>
      ) : null}
      <dt>{t('detail.questionCount')}</dt>
      <dd>{questionnaire.questions.filter((question) => !question.archived).length}</dd>
      <dt>{t('detail.licence')}</dt>
      <dd>{entry.license}</dd>
      <dt>{t('detail.attribution')}</dt>
      <dd>{entry.attribution}</dd>
    </dl>
  );
}

/** The Questions tab: each question with its scale and labels, read-only. */
export function CatalogueQuestions({ entry }: Props) {
  const { t } = useTranslation('catalogue');
  const questionnaire = entry.outcomeset;
  const questions = questionnaire.questions.filter((question) => !question.archived);
  if (questions.length === 0) return <p className={styles.empty}>{t('detail.noQuestions')}</p>;
  return (
    <ol className={styles.list}>
      {questions.map((question, index) => {
        const category = questionnaire.categories.find((each) => each.id === question.categoryID);
        const labels = question.__typename === 'LikertScale' ? (question.labels ?? []) : [];
        return (
          <li key={question.id} className={[styles.item, styles.column].join(' ')}>
            <p className={styles.itemTitle}>
              {index + 1}. {question.question}
            </p>
            {question.description ? <p className={styles.itemDescription}>{question.description}</p> : null}
            {question.__typename === 'LikertScale' ? (
              <p className={styles.meta}>
                <span>{t('detail.scale', { left: question.leftValue, right: question.rightValue })}</span>
                {labels.length ? (
                  <span>
                    {t('detail.labels', {
                      labels: labels.map((label) => t('detail.label', label)).join(', '),
                    })}
                  </span>
                ) : null}
                {category ? <span className={styles.pill}>{category.name}</span> : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The Categories tab: each category with its aggregation, read-only. */
export function CatalogueCategories({ entry }: Props) {
  const { t } = useTranslation('catalogue');
  const categories = entry.outcomeset.categories;
  if (categories.length === 0) return <p className={styles.empty}>{t('detail.noCategories')}</p>;
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category.id} className={[styles.item, styles.column].join(' ')}>
          <p className={styles.itemTitle}>{category.name}</p>
          {category.description ? <p className={styles.itemDescription}>{category.description}</p> : null}
          <p className={styles.meta}>
            {t('detail.aggregation', { aggregation: t(`detail.${category.aggregation}`) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
