import type { QueryClient } from '@tanstack/react-query';
import { prefetchLinkSourceNames, useLinkSourceNames } from '../use-link-source-names';
import { prefetchOpenLinks } from '@/features/settings/api/get-open-links';
import { OpenLinks } from '@/features/settings/components/open-links';

export const clientLoader = (queryClient: QueryClient) => () => {
  void prefetchOpenLinks(queryClient);
  prefetchLinkSourceNames(queryClient);
  return null;
};

/** Settings > Links (issue 27): the organisation's open one-time links and summons, each with Revoke. */
export default function SettingsLinksRoute() {
  return <OpenLinks names={useLinkSourceNames()} />;
}
