import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearBeneficiarySession, getBeneficiarySession } from '@/lib/beneficiary-session';

/**
 * The header's one item for a beneficiary user (spec 01 §2 Shell): ends the link session and shows the logout
 * page. Nothing for staff, and nothing once the session has ended (after the thank-you page).
 */
export function BeneficiaryLogOut() {
  const { t } = useTranslation('answering');
  const navigate = useNavigate();
  if (!getBeneficiarySession()) return null;
  const logOut = () => {
    clearBeneficiarySession();
    void navigate(paths.logout.getHref());
  };
  return (
    <Button variant="secondary" onClick={logOut}>
      {t('logOut')}
    </Button>
  );
}
