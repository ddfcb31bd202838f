import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useCatalogue } from '../api/get-catalogue';
import { ImportButton } from './import-button';
import styles from './catalogue.module.css';

/**
 * Spec 02 §2 /catalogue: each questionnaire with its name, description and import button (or, when already
 * imported, a link to the organisation's copy), then "More Coming Soon...".
 */
export function CatalogueList({
  onImport,
  importedHref,
}: {
  onImport: (id: string) => Promise<unknown>;
  /** Where the organisation's copy of an entry is, by the entry's name; undefined when not imported. */
  importedHref: (name: string) => string | undefined;
}) {
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
            <ImportButton
              name={outcomeset.name}
              onImport={() => onImport(outcomeset.id)}
              importedHref={importedHref(outcomeset.name)}
            />
          </li>
        ))}
        <li className={[styles.item, styles.more].join(' ')}>{t('list.more')}</li>
      </ul>
    </Loader>
  );
}
