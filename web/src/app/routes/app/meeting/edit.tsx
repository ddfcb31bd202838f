import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { BeneficiarySelector } from '@/features/beneficiaries/components/beneficiary-selector';
import { useDeleteMeeting } from '@/features/records/api/delete-meeting';
import { getRecordQueryOptions, useRecord } from '@/features/records/api/get-record';
import { EditRecordForm } from '@/features/records/components/edit-record-form';
import styles from '@/features/records/components/records.module.css';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getRecordQueryOptions(params.id));
    return null;
  };

/** Spec 01 §2 /meeting/{id}/edit: edit a record's date, tags, notes and beneficiary, or delete it. */
export default function MeetingEditRoute() {
  const { t } = useTranslation('records');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = useRecord(id);
  const remove = useDeleteMeeting();
  return (
    <>
      <h1>{t('edit.title')}</h1>
      <Loader query={record} entity={t('view.entity')}>
        {record.data ? (
          <Card>
            <p>
              <Link to={paths.meetingView.getHref(id)}>{t('edit.view')}</Link>
            </p>
            {/* Not rebuilt when the record is read again (a failed save refreshes it): that would drop the edits. */}
            <EditRecordForm
              key={record.data.id}
              record={record.data}
              renderBeneficiary={(field) => <BeneficiarySelector {...field} />}
              onSaved={() => void navigate(paths.meetingView.getHref(id))}
            />
            <div className={styles.danger}>
              <ConfirmButton
                question={t('edit.deleteQuestion')}
                describeError={() => t('edit.deleteFailed')}
                onConfirm={async () => {
                  const beneficiary = record.data.beneficiary;
                  await remove.mutateAsync({ meetingID: id, beneficiary });
                  await navigate(paths.beneficiaryRecords.getHref(beneficiary));
                }}
              >
                {t('edit.delete')}
              </ConfirmButton>
            </div>
          </Card>
        ) : null}
      </Loader>
    </>
  );
}
