import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { decodeExternal } from '@/features/answering/utils/forward-list';
import { ExternalNotice } from '@/features/beneficiary-links/components/external-notice';
import { getSession } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';

/**
 * Spec 01 §6: beneficiary users (at the end of a sequence) and staff may open it; anyone else logs in first and
 * comes back (the route guard of spec 01 §2). The beneficiary is checked first: no Amplify on their phone.
 */
export const clientLoader =
  () =>
  async ({ request }: LoaderFunctionArgs) => {
    if (getBeneficiarySession() || (await getSession())) return null;
    const url = new URL(request.url);
    throw redirect(paths.login.getHref(url.pathname + url.search));
  };

/** Spec 01 §2 /external/{b64url}: confirm before leaving for a sequence's destination. */
export default function ExternalRoute() {
  const { url = '' } = useParams();
  return (
    <AppShell width="narrow" actions={<BeneficiaryLogOut />}>
      <Card>
        <ExternalNotice url={decodeExternal(url)} />
      </Card>
    </AppShell>
  );
}
