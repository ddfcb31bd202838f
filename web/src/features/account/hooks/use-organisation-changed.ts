import { useEffect, useState } from 'react';
import { subscribeToFailures } from '@/lib/graphql/client';
import { subscribeToOtherTabs } from '@/lib/tab-messages';
import { isSwitchingOrganisation } from '../api/set-active-organisation';

/**
 * Whether the user's organisation was switched elsewhere while this page shows `shownOrgId`: the API refused a
 * request with `auth.organisationChanged` (another tab or device switched), or another tab of this browser says it
 * switched to another organisation. A tab that switches back to this one clears it. `dismiss` is for this page
 * switching back itself.
 */
export function useOrganisationChanged(shownOrgId: string | undefined) {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const stopFailures = subscribeToFailures((error) => {
      if (error.code === 'auth.organisationChanged' && !isSwitchingOrganisation()) setChanged(true);
    });
    const stopTabs = subscribeToOtherTabs((message) => {
      if (message.kind !== 'organisationChanged' || !shownOrgId) return;
      setChanged(message.orgId !== shownOrgId);
    });
    return () => {
      stopFailures();
      stopTabs();
    };
  }, [shownOrgId]);
  return { changed, dismiss: () => setChanged(false) };
}
