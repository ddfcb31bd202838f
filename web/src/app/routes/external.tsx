import { useParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { decodeExternal } from '@/features/answering/utils/forward-list';
import { ExternalNotice } from '@/features/beneficiary-links/components/external-notice';

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
