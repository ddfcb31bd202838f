import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { exportInputFromSearch } from '@/features/settings/api/export-meetings';
import { ExportDownload } from '@/features/settings/components/export-download';

/** Spec 01 §2 /settings/data/questionnaire/export/{id}?start&end&tags&or: exports, then downloads. */
export default function SettingsExportRoute() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const input = useMemo(() => exportInputFromSearch(id, search), [id, search]);
  return (
    <>
      <h2>{t('export.title')}</h2>
      <ExportDownload key={JSON.stringify(input)} input={input} />
      <p>
        <Link to={paths.settings.getHref()}>{t('export.back')}</Link>
      </p>
    </>
  );
}
