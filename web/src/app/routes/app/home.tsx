import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '@/features/account/api/get-organisation';
import { useSelf } from '@/features/account/api/get-self';
import { getHomeContextQueryOptions } from '@/features/home/api/get-home-context';
import { getRecentMeetingsInfiniteOptions } from '@/features/home/api/get-recent-meetings';
import { HomePage } from '@/features/home/components/home-page';
import { NO_FILTERS } from '@/features/home/utils/feed-pages';
import { preloadNamespaces } from '@/lib/i18n';

/** Starts the home page's queries while the route module loads; the page shows its own loaders. */
export const clientLoader = (queryClient: QueryClient) => () => {
  preloadNamespaces(['home']);
  void queryClient.prefetchQuery(getHomeContextQueryOptions());
  void queryClient.prefetchInfiniteQuery(getRecentMeetingsInfiniteOptions(NO_FILTERS));
  return null;
};

/** Spec 01 §2 Home: the signed-in user's greeting and active organisation above the home page. */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const self = useSelf();
  const organisation = useOrganisation();
  return (
    <HomePage
      heading={self.data ? t('welcome', { name: self.data.profile.name }) : t('title')}
      organisation={organisation.data?.name}
    />
  );
}
