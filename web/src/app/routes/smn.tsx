import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useSummonStatus } from '@/features/beneficiary-links/api/get-summon-status';
import { useNewMeetingFromSummon } from '@/features/beneficiary-links/api/new-meeting-from-summon';
import { LogOutWarning } from '@/features/beneficiary-links/components/log-out-warning';
import { SummonClosed, SummonError } from '@/features/beneficiary-links/components/summon-error';
import { SummonForm } from '@/features/beneficiary-links/components/summon-form';
import { mustLogOutFirst } from '@/features/beneficiary-links/utils/must-log-out-first';
import { decodeSummonCode } from '@/features/beneficiary-links/utils/summon-code';

type SummonPage = { logOutFirst: boolean };

/** Public; a signed-in staff user is warned first and the link is used only once they continue (spec 01 §2). */
export const clientLoader = () => async (): Promise<SummonPage> => ({ logOutFirst: await mustLogOutFirst() });

/** Spec 01 §4 "Summon" at /smn/{id}, after the warning for a signed-in staff user. */
export default function SummonRoute() {
  const { t } = useTranslation('beneficiary-links');
  const { logOutFirst } = useLoaderData<SummonPage>();
  return (
    // A beneficiary's page: the logo must not send them to the staff sign-in.
    <AppShell width="narrow" homeLink={false}>
      <Card>
        <h1>{t('summon.title')}</h1>
        {logOutFirst ? <LogOutWarning /> : <SummonStart />}
      </Card>
    </AppShell>
  );
}

/**
 * A link naming its beneficiary starts at once (its use tells what is wrong with it). One that names no one is
 * checked first, so an unknown, expired or exhausted link says so alone rather than after an ID was typed (issue
 * 31); an open one asks for the ID. Then /jti/{id}.
 */
function SummonStart() {
  const { id = '' } = useParams();
  const { namesBeneficiary } = decodeSummonCode(id);
  const status = useSummonStatus(id, !namesBeneficiary);
  if (namesBeneficiary) return <SummonUse id={id} namesBeneficiary />;
  if (status.isPending) {
    return (
      <Loader loading entity="">
        {null}
      </Loader>
    );
  }
  if (status.isError) return <SummonError error={status.error} onRetry={() => void status.refetch()} />;
  if (status.data !== 'OPEN') return <SummonClosed status={status.data} />;
  return <SummonUse id={id} namesBeneficiary={false} />;
}

/** Uses the summon: the ID form when the link names no beneficiary, else at once. */
function SummonUse({ id, namesBeneficiary }: { id: string; namesBeneficiary: boolean }) {
  const navigate = useNavigate();
  const summon = useNewMeetingFromSummon();
  const started = useRef(false);
  // mutateAsync: a callback given to mutate() is skipped if the form re-renders while the request runs, which
  // would leave the beneficiary on this page. The error shows through summon.error.
  const start = (beneficiaryID?: string) => {
    void summon.mutateAsync({ summonID: id, beneficiaryID: beneficiaryID ?? null }).then(
      (jti) => navigate(paths.jti.getHref(jti), { replace: true }),
      () => undefined,
    );
  };
  useEffect(() => {
    if (namesBeneficiary && !started.current) {
      started.current = true;
      start();
    }
    // Starts once for a link that names its beneficiary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namesBeneficiary]);
  return (
    <>
      {/* The form stays for a link that names no one, so sending it again is its Try again. */}
      {summon.error ? (
        <SummonError error={summon.error} onRetry={namesBeneficiary ? () => start() : undefined} />
      ) : null}
      {namesBeneficiary ? (
        summon.error ? null : (
          <Loader loading entity="">
            {null}
          </Loader>
        )
      ) : (
        <SummonForm onSubmit={start} busy={summon.isPending || summon.isSuccess} />
      )}
    </>
  );
}
