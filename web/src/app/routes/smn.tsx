import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useNewMeetingFromSummon } from '@/features/beneficiary-links/api/new-meeting-from-summon';
import { SummonError } from '@/features/beneficiary-links/components/summon-error';
import { SummonForm } from '@/features/beneficiary-links/components/summon-form';
import { logOutStaffFirst } from '@/features/beneficiary-links/utils/log-out-staff-first';
import { decodeSummonCode } from '@/features/beneficiary-links/utils/summon-code';

/** Public; a signed-in staff user is logged out first and then comes back here (spec 01 §2). */
export const clientLoader =
  () =>
  async ({ request }: LoaderFunctionArgs) => {
    await logOutStaffFirst(request);
    return null;
  };

/** Spec 01 §4 "Summon": the ID form when the link names no beneficiary, else start at once; then /jti/{id}. */
export default function SummonRoute() {
  const { t } = useTranslation('beneficiary-links');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const summon = useNewMeetingFromSummon();
  const { namesBeneficiary } = decodeSummonCode(id);
  const started = useRef(false);
  // mutateAsync: a callback given to mutate() is skipped if the form re-renders while the request runs, which
  // would leave the beneficiary on this page. The error shows through summon.error.
  const start = (beneficiaryID?: string) =>
    summon.mutateAsync({ summonID: id, beneficiaryID: beneficiaryID ?? null }).then(
      (jti) => navigate(paths.jti.getHref(jti), { replace: true }),
      () => undefined,
    );
  useEffect(() => {
    if (namesBeneficiary && !started.current) {
      started.current = true;
      start();
    }
    // Starts once for a link that names its beneficiary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namesBeneficiary]);
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('summon.title')}</h1>
        {summon.error ? <SummonError error={summon.error} /> : null}
        {namesBeneficiary ? (
          summon.error ? null : (
            <Loader loading entity="">
              {null}
            </Loader>
          )
        ) : (
          <SummonForm onSubmit={start} busy={summon.isPending || summon.isSuccess} />
        )}
      </Card>
    </AppShell>
  );
}
