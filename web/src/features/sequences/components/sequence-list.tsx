import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { paths } from '@/config/paths';
import { useDeleteSequence } from '../api/delete-sequence';
import { useSequences } from '../api/get-sequences';
import styles from './sequences.module.css';

/** Spec 02 §2 /sequences: each sequence with its questionnaires in order, a link to edit it and delete. */
export function SequenceList() {
  const { t } = useTranslation('sequences');
  const sequences = useSequences();
  const remove = useDeleteSequence();
  // The deleted sequence's button goes with it: focus moves to the sequence now in its place.
  const { itemRef, emptyRef, removed } = useFocusAfterRemoval(
    sequences.data?.map((sequence) => sequence.id) ?? [],
  );
  return (
    <Loader loading={sequences.isPending} error={sequences.error} entity={t('entity')}>
      {sequences.data?.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
          {t('list.empty')}
        </p>
      ) : null}
      <ul className={styles.list}>
        {sequences.data?.map((sequence, position) => (
          <li key={sequence.id} className={styles.item}>
            <div className={styles.itemText}>
              <Link
                ref={itemRef(sequence.id)}
                to={paths.sequence.getHref(sequence.id)}
                className={styles.itemTitle}
              >
                {sequence.name}
              </Link>
              {sequence.description ? (
                <span className={styles.itemDescription}>{sequence.description}</span>
              ) : null}
              <ol className={styles.steps} aria-label={t('list.questionnairesOf', { name: sequence.name })}>
                {sequence.questionnaires.map((questionnaire, index) => (
                  <li key={`${questionnaire.id}-${index}`}>{questionnaire.name}</li>
                ))}
              </ol>
              {sequence.destination ? (
                <span className={styles.itemDescription}>
                  {t('list.destination', { destination: sequence.destination })}
                </span>
              ) : null}
            </div>
            <div className={styles.itemActions}>
              <ConfirmButton
                question={t('list.deleteConfirm', { name: sequence.name })}
                onConfirm={() => remove.mutateAsync(sequence.id).then(() => removed(sequence.id, position))}
                describeError={() => t('list.deleteFailed')}
              >
                {t('list.delete')} <span className="visually-hidden">{sequence.name}</span>
              </ConfirmButton>
            </div>
          </li>
        ))}
      </ul>
    </Loader>
  );
}
