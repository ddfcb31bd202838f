import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { SUPPORT_EMAIL } from '@/config/support';
import { subscribeToFailures } from '@/lib/graphql/client';
import { getOrganisationQueryOptions } from '../api/get-organisation';

type Props = {
  /** The organisation the page shows; nothing is shown before it has loaded. */
  organisation: { name: string; suspended: boolean } | undefined;
};

/**
 * The notice of a suspended organisation (docs/decisions.md, "Suspended organisations"): members can read, and
 * every write is refused with `organisation.suspended`. A refused write says so here too, whatever form sent it,
 * and refreshes the organisation, so a suspension made while the page was open shows at once.
 */
export function SuspendedNotice({ organisation }: Props) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(
    () =>
      subscribeToFailures((error) => {
        if (error.code !== 'organisation.suspended') return;
        setRefused(true);
        void queryClient.invalidateQueries({ queryKey: getOrganisationQueryOptions().queryKey });
      }),
    [queryClient],
  );
  if (!organisation) return null;
  if (!organisation.suspended && !refused) return null;
  return (
    <Alert tone={refused ? 'error' : 'warning'} title={t('suspended.title')}>
      {refused ? <p>{t('suspended.refused')}</p> : null}
      <p>{t('suspended.text', { name: organisation.name, email: SUPPORT_EMAIL })}</p>
    </Alert>
  );
}
