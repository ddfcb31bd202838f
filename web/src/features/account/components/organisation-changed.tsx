import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { reloadApp, switchOrganisationBack } from '../api/set-active-organisation';
import { useOrganisationChanged } from '../hooks/use-organisation-changed';

type Props = {
  /** The organisation this page shows; nothing is shown before it has loaded. */
  organisation: { id: string; name: string } | undefined;
  /** Reloads the app in the organisation now active; injected in tests. */
  reload?: () => void;
};

/**
 * The blocking notice once the user's organisation was switched in another tab or on another device: this page's
 * data and forms belong to the organisation it shows, and the API now refuses its requests, so nothing more can be
 * saved here. Reload continues in the organisation now active (what was typed here is lost); Switch back makes this
 * page's organisation active again, keeping the page and what was typed on it (the other tab is then told).
 */
export function OrganisationChanged({ organisation, reload }: Props) {
  const { t } = useTranslation('account');
  const { changed, dismiss } = useOrganisationChanged(organisation?.id);
  const back = useMutation({
    mutationFn: (orgID: string) => switchOrganisationBack(orgID),
    onSuccess: dismiss,
  });
  if (!organisation) return null;
  return (
    <AlertDialog
      isOpen={changed}
      title={t('organisationChanged.title')}
      buttons={
        <>
          <Button onClick={() => reloadApp(reload)}>{t('organisationChanged.reload')}</Button>
          <Button variant="secondary" disabled={back.isPending} onClick={() => back.mutate(organisation.id)}>
            {back.isPending
              ? t('organisationChanged.switchingBack')
              : t('organisationChanged.switchBack', { name: organisation.name })}
          </Button>
        </>
      }
    >
      <p>{t('organisationChanged.text', { name: organisation.name })}</p>
      {back.isError ? <p role="alert">{t('organisationChanged.switchBackFailed')}</p> : null}
    </AlertDialog>
  );
}
