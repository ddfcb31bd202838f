import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/graphql/api-error';
import { useDeleteQuestionnaire } from '../api/delete-questionnaire';
import { useQuestionnaires } from '../api/get-questionnaires';
import { LockIcon } from './lock-icon';
import styles from './questionnaires.module.css';

/** The sequences named by a `questionnaire.inSequences` refusal. */
function sequencesOf(info: unknown): string {
  const sequences = (info as { sequences?: unknown } | undefined)?.sequences;
  return Array.isArray(sequences) ? sequences.map(String).join(', ') : '';
}

/**
 * Spec 02 §2 questionnaire list: name, description, the read-only lock, a beneficiary-link button and
 * delete with confirmation (not for read-only ones). `onSelect` remembers the chosen questionnaire.
 */
export function QuestionnaireList({ onSelect }: { onSelect?: (id: string) => void }) {
  const { t } = useTranslation('questionnaires');
  const questionnaires = useQuestionnaires();
  const remove = useDeleteQuestionnaire();
  const { itemRef, emptyRef, removed } = useFocusAfterRemoval(
    questionnaires.data?.map((questionnaire) => questionnaire.id) ?? [],
  );

  const describeError = (error: unknown) =>
    isApiError(error, 'questionnaire.inSequences')
      ? t('list.inSequences', { sequences: sequencesOf(error.info) })
      : t('list.deleteFailed');

  return (
    <Loader loading={questionnaires.isPending} error={questionnaires.error} entity={t('entity')}>
      {questionnaires.data?.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
          {t('list.empty')}
        </p>
      ) : null}
      <ul className={styles.list}>
        {questionnaires.data?.map((questionnaire, index) => (
          <li key={questionnaire.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.itemTitle}>
                <Link
                  ref={itemRef(questionnaire.id)}
                  to={paths.questionnaire.getHref(questionnaire.id)}
                  onClick={() => onSelect?.(questionnaire.id)}
                  className={styles.itemLink}
                >
                  {questionnaire.name}
                </Link>
                {questionnaire.readOnly ? <LockIcon /> : null}
              </span>
              {questionnaire.description ? (
                <span className={styles.itemDescription}>{questionnaire.description}</span>
              ) : null}
            </div>
            <div className={styles.itemActions}>
              <Link
                to={paths.recordRemote.getHref(questionnaire.id)}
                onClick={() => onSelect?.(questionnaire.id)}
                className={styles.secondaryLink}
                aria-label={t('list.linkFor', { name: questionnaire.name })}
              >
                {t('list.link')}
              </Link>
              {questionnaire.readOnly ? null : (
                <ConfirmButton
                  question={t('list.deleteConfirm', { questionnaireName: questionnaire.name })}
                  onConfirm={() =>
                    remove.mutateAsync(questionnaire.id).then(() => removed(questionnaire.id, index))
                  }
                  describeError={describeError}
                >
                  {t('list.delete')} <span className="visually-hidden">{questionnaire.name}</span>
                </ConfirmButton>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Loader>
  );
}
