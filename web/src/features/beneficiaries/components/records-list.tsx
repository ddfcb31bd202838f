import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { ErrorBox } from '@/components/ui/error-box';
import { paths } from '@/config/paths';
import { useBeneficiaryRecords, type BeneficiaryRecord } from '../api/get-beneficiary-records';
import { recordAction, recordDate, recordQuestionnaires, sortRecords } from '../utils/records-list';
import styles from './beneficiaries.module.css';

function RecordItem({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation('beneficiaries');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const action = recordAction(record);
  const name = record.outcomeSet?.name ?? t('records.unknownQuestionnaire');
  // In each link's name too: a beneficiary's records are mostly of the same questionnaire.
  const date = format.format(new Date(recordDate(record)));
  return (
    <li className={styles.record}>
      <div className={styles.recordText}>
        <strong>{name}</strong>
        <span>
          <time dateTime={recordDate(record)}>{date}</time>
          {record.incomplete ? ` · ${t('records.incomplete')}` : ''}
        </span>
        {record.tags.length ? (
          <span className={styles.tags}>{t('records.tags', { tags: record.tags.join(', ') })}</span>
        ) : null}
      </div>
      <div className={styles.recordActions}>
        <Link
          className={styles.action}
          to={action.href}
          aria-label={t(`records.${action.kind}Label`, { name, date })}
        >
          {t(`records.${action.kind}`)}
        </Link>
        <Link
          className={styles.secondaryAction}
          to={paths.meetingEdit.getHref(record.id)}
          aria-label={t('records.editLabel', { name, date })}
        >
          {t('records.edit')}
        </Link>
      </div>
    </li>
  );
}

/**
 * Spec 01 §2 records list: incomplete records to continue, complete ones to view, each with an edit link, and an
 * export of the complete records per questionnaire.
 */
export function RecordsList({ beneficiary }: { beneficiary: string }) {
  const { t } = useTranslation('beneficiaries');
  const records = useBeneficiaryRecords(beneficiary);
  if (records.error) return <ErrorBox text={t('records.failed')} />;
  const complete = sortRecords(records.data?.complete ?? []);
  const incomplete = sortRecords(records.data?.incomplete ?? []);
  const questionnaires = recordQuestionnaires(complete);
  return (
    <Loader loading={records.isPending} entity={t('records.entity')}>
      {!complete.length && !incomplete.length ? (
        <p>{t('records.none', { name: beneficiary })}</p>
      ) : (
        <>
          {incomplete.length ? (
            <section aria-labelledby="incomplete-records">
              <h2 id="incomplete-records">{t('records.incompleteTitle')}</h2>
              <ul className={styles.records}>
                {incomplete.map((record) => (
                  <RecordItem key={record.id} record={record} />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="complete-records">
            <h2 id="complete-records">{t('records.completeTitle')}</h2>
            {complete.length ? (
              <ul className={styles.records}>
                {complete.map((record) => (
                  <RecordItem key={record.id} record={record} />
                ))}
              </ul>
            ) : (
              <p>{t('records.noneComplete', { name: beneficiary })}</p>
            )}
          </section>
          {questionnaires.length ? (
            <section aria-labelledby="export-records">
              <h2 id="export-records">{t('export.title')}</h2>
              <p>{t('export.text')}</p>
              <ul className={styles.exports}>
                {questionnaires.map((questionnaire) => (
                  <li key={questionnaire.id}>
                    <Link
                      className={styles.secondaryAction}
                      to={paths.beneficiaryExport.getHref(beneficiary, questionnaire.id)}
                    >
                      {t('export.link', { name: questionnaire.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </Loader>
  );
}
