import { useTranslation } from 'react-i18next';
import type { RecordSummary as Record } from '../api/get-record';
import { summaryRows } from '../utils/record-summary';
import styles from './records.module.css';

/**
 * Spec 01 §2 record question summary: the facilitator's notes, then each question with its answer scale and its
 * notes; 'Unknown Answer' where a question has no answer.
 */
export function RecordSummary({ record }: { record: Record }) {
  const { t, i18n } = useTranslation('records');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const rows = summaryRows(record);
  const tags = record.tags;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('view.questionnaire')}</dt>
          <dd>{record.outcomeSet?.name ?? t('view.deletedQuestionnaire')}</dd>
        </div>
        <div>
          <dt>{t('view.beneficiary')}</dt>
          <dd>{record.beneficiary}</dd>
        </div>
        <div>
          <dt>{record.date ? t('view.date') : t('view.created')}</dt>
          <dd>
            <time dateTime={record.date ?? record.created}>
              {format.format(new Date(record.date ?? record.created))}
            </time>
            {record.incomplete ? ` · ${t('view.incomplete')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('view.tags')}</dt>
          <dd>{tags.length ? tags.join(', ') : t('view.noTags')}</dd>
        </div>
      </dl>
      <section aria-labelledby="record-notes" className={styles.summarySection}>
        <h2 id="record-notes">{t('view.notes')}</h2>
        <p className={styles.notes}>{record.notes?.trim() ? record.notes : t('view.noNotes')}</p>
      </section>
      <section aria-labelledby="record-answers" className={styles.summarySection}>
        <h2 id="record-answers">{t('view.answers')}</h2>
        <ol className={styles.answers}>
          {rows.map((row) => (
            <li key={row.id} className={styles.answer}>
              <h3 className={styles.question}>{row.question}</h3>
              <p className={styles.answerValue}>
                {row.answer === null
                  ? t('view.unknownAnswer')
                  : row.answerLabel
                    ? t('view.answerWithLabel', { value: row.answer, label: row.answerLabel })
                    : String(row.answer)}
              </p>
              {row.scale ? (
                <p className={styles.scale}>
                  {t('view.scale', {
                    left: row.scale.leftLabel ? `${row.scale.left} (${row.scale.leftLabel})` : row.scale.left,
                    right: row.scale.rightLabel
                      ? `${row.scale.right} (${row.scale.rightLabel})`
                      : row.scale.right,
                  })}
                </p>
              ) : null}
              {row.notes ? (
                <p className={styles.notes}>{t('view.questionNotes', { notes: row.notes })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
