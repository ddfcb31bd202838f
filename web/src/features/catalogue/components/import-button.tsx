import { useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/graphql/api-error';
import styles from './catalogue.module.css';

type Props = {
  name: string;
  onImport: () => Promise<unknown>;
  /** The organisation's questionnaire of the same name, when there is one: the entry is already imported. */
  importedHref?: string | undefined;
};

/**
 * Spec 02 §2 import button: tooltip 'Add to your questionnaires'; idle, then loading; `onImport` moves on
 * after a success. A failure turns it red with 'Failed to import', and pressing it again retries. An entry
 * already in the organisation's questionnaires (or one the server answers `questionnaire.nameInUse` for) is
 * not a failure: it says so, with a link to the questionnaire, instead of a button that can only fail.
 */
export function ImportButton({ name, onImport, importedHref }: Props) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'imported'>('idle');
  const run = async () => {
    setState('loading');
    try {
      await onImport();
      setState('idle');
    } catch (error) {
      setState(isApiError(error, 'questionnaire.nameInUse') ? 'imported' : 'failed');
    }
  };
  if (importedHref !== undefined || state === 'imported') {
    return (
      <p className={styles.imported} role="status">
        <span>{t('import.alreadyImported')}</span>
        <Link to={importedHref ?? paths.questions.getHref()} className={styles.importedLink}>
          {t('import.open')} <span className="visually-hidden">{name}</span>
        </Link>
      </p>
    );
  }
  return (
    <TooltipTrigger delay={0}>
      <Button
        className={[styles.import, state === 'failed' ? styles.importFailed : ''].join(' ')}
        isPending={state === 'loading'}
        onPress={() => void run()}
      >
        {state === 'loading'
          ? t('import.importing')
          : state === 'failed'
            ? t('import.failed')
            : t('import.label')}{' '}
        <span className="visually-hidden">{name}</span>
      </Button>
      <Tooltip className={styles.tooltip}>{t('import.tooltip')}</Tooltip>
    </TooltipTrigger>
  );
}
