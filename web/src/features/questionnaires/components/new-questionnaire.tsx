import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ONS4_CATALOGUE_ID } from '@/config/catalogue';
import { paths } from '@/config/paths';
import { useImportQuestionnaireOnce } from '../api/import-questionnaire';
import { dismissQuickStart, isQuickStartDismissed } from '../utils/preferences';
import styles from './questionnaires.module.css';

/** Spec 02 §2 /questions/new: Custom, Catalogue, and the dismissible ONS Wellbeing quick start. */
export function NewQuestionnaire({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('questionnaires');
  const [dismissed, setDismissed] = useState(isQuickStartDismissed);
  const quickStart = useImportQuestionnaireOnce();

  return (
    <>
      <div className={styles.choices}>
        <Link to={paths.questionsNewCustom.getHref()} className={styles.choice}>
          <span className={styles.choiceTitle}>{t('new.custom')}</span>
          <span>{t('new.customText')}</span>
        </Link>
        <Link to={paths.catalogue.getHref()} className={styles.choice}>
          <span className={styles.choiceTitle}>{t('new.catalogue')}</span>
          <span>{t('new.catalogueText')}</span>
        </Link>
      </div>
      {dismissed ? null : (
        <section className={styles.quickStart} aria-labelledby="quick-start-title">
          <h2 id="quick-start-title">{t('new.quickStartTitle')}</h2>
          <p>{t('new.quickStartText')}</p>
          {quickStart.isError ? (
            <Alert>
              <p>{t('new.quickStartFailed')}</p>
            </Alert>
          ) : null}
          <Button
            disabled={quickStart.isPending}
            // A callback given to mutate() is dropped if this panel re-mounts while the import runs (a refetch
            // behind it, a slow phone): the promise always settles, so the page always moves on. A failure shows
            // through quickStart.isError.
            onClick={() => void quickStart.mutateAsync(ONS4_CATALOGUE_ID).then(onImported, () => undefined)}
          >
            {quickStart.isPending ? t('new.quickStarting') : t('new.quickStart')}
          </Button>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('new.dismiss')}
            onClick={() => {
              dismissQuickStart();
              setDismissed(true);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
    </>
  );
}
