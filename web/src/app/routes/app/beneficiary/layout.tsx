import { Outlet, useParams } from 'react-router';
import { BeneficiaryPage } from '@/features/beneficiaries/components/beneficiary-page';

/** Spec 01 §2 /beneficiary/{id}: titled by the id, with the side menu (Journey, Records, New Record, Admin). */
export default function BeneficiaryLayoutRoute() {
  const { id = '' } = useParams();
  return (
    <BeneficiaryPage beneficiary={id}>
      <Outlet />
    </BeneficiaryPage>
  );
}
