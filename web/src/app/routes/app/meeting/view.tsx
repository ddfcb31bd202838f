import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { getRecordQueryOptions, useRecord } from '@/features/records/api/get-record';
import { RecordSummary } from '@/features/records/components/record-summary';
import styles from '@/features/records/components/records.module.css';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getRecordQueryOptions(params.id));
    return null;
  };

/** Spec 01 §2 /meeting/{id}/view: the read-only record with a Back button. */
export default function MeetingViewRoute() {
  const { t } = useTranslation('records');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = useRecord(id);
  return (
    <>
      <h1>{t('view.title')}</h1>
      <Loader loading={record.isPending} error={record.error} entity={t('view.entity')}>
        {record.data ? (
          <Card>
            <RecordSummary record={record.data} />
            <div className={styles.buttons}>
              <Button
                variant="secondary"
                onClick={() =>
                  window.history.length > 1
                    ? void navigate(-1)
                    : void navigate(paths.beneficiaryRecords.getHref(record.data.beneficiary))
                }
              >
                {t('view.back')}
              </Button>
              <Link className={styles.linkButton} to={paths.meetingEdit.getHref(id)}>
                {t('view.edit')}
              </Link>
            </div>
          </Card>
        ) : null}
      </Loader>
    </>
  );
}
