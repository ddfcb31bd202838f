import { HomeSummary } from '@/features/account/components/home-summary';

export default function HomeRoute() {
  return <HomeSummary />;
}
