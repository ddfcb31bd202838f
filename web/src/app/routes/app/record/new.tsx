import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { encodeNext, forwardHref, isAbsoluteUrl } from '@/features/answering/utils/forward-list';
import { summonCodeFor } from '@/features/beneficiary-links/utils/summon-code';
import { getRecordSourcesQueryOptions } from '@/features/records/api/get-record-sources';
import { NewRecordForm, type NewRecordResult } from '@/features/records/components/new-record-form';
import { isRecordType } from '@/features/records/utils/new-record-form';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getRecordSourcesQueryOptions());
  return null;
};

/** Spec 01 §2 /record/{type}: configure a live, remote, historic or summon record. */
export default function NewRecordRoute() {
  const { t } = useTranslation('records');
  const { type } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  if (!isRecordType(type)) {
    return (
      <Alert title={t('errors.unknownType')}>
        <p>{t('errors.unknownType')}</p>
      </Alert>
    );
  }
  const onStarted = (result: NewRecordResult) => {
    if (result.kind === 'summon') {
      const code = result.beneficiaryID
        ? summonCodeFor(result.summonID, result.beneficiaryID)
        : result.summonID;
      return `${window.location.origin}${paths.summon.getHref(code)}`;
    }
    const [first, ...rest] = result.forward;
    const next = encodeNext(rest);
    // Data entry opens the first record for typing in; live records open the answering flow.
    const href =
      result.type === 'historic' && first && !isAbsoluteUrl(first)
        ? `/dataentry/${encodeURIComponent(first)}${next ? `?next=${encodeURIComponent(next)}` : ''}`
        : forwardHref(result.forward);
    if (href) void navigate(href);
  };
  return (
    <>
      <h1>{t(`form.title.${type}`)}</h1>
      <Card>
        <NewRecordForm
          type={type}
          beneficiary={search.get('ben') ?? undefined}
          questionnaire={search.get('q') ?? undefined}
          onStarted={onStarted}
        />
      </Card>
    </>
  );
}
