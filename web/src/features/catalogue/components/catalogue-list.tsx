import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useCatalogue } from '../api/get-catalogue';
import { ImportButton } from './import-button';
import styles from './catalogue.module.css';

/** Spec 02 §2 /catalogue: each questionnaire with its name, description and import button, then "More Coming Soon...". */
export function CatalogueList({ onImport }: { onImport: (id: string) => Promise<unknown> }) {
  const { t } = useTranslation('catalogue');
  const catalogue = useCatalogue();
  return (
    <Loader loading={catalogue.isPending} error={catalogue.error} entity={t('entity')}>
      <ul className={styles.list}>
        {catalogue.data?.map(({ outcomeset }) => (
          <li key={outcomeset.id} className={styles.item}>
            <div className={styles.itemText}>
              <Link to={paths.catalogueQuestionnaire.getHref(outcomeset.id)} className={styles.itemTitle}>
                {outcomeset.name}
              </Link>
              {outcomeset.description ? (
                <span className={styles.itemDescription}>{outcomeset.description}</span>
              ) : null}
            </div>
            <ImportButton name={outcomeset.name} onImport={() => onImport(outcomeset.id)} />
          </li>
        ))}
        <li className={[styles.item, styles.more].join(' ')}>{t('list.more')}</li>
      </ul>
    </Loader>
  );
}
