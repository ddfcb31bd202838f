import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RecordTypeChoice } from '@/features/records/components/record-type-choice';

/** Spec 01 §2 /record: choose Live, Remote or Data Entry; `ben` and `q` pass through. */
export default function ChooseRecordRoute() {
  const { t } = useTranslation('records');
  const [search] = useSearchParams();
  const query = { ben: search.get('ben') ?? undefined, q: search.get('q') ?? undefined };
  return (
    <>
      <h1>{t('choose.title')}</h1>
      <RecordTypeChoice hrefFor={(type) => paths.recordType.getHref(type, query)} />
    </>
  );
}
