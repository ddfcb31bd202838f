import { AppShell } from '@/components/layout/app-shell';
import StaffNotFoundRoute from './app/not-found';

/** Unknown routes: the not-found card in the public shell. */
export default function NotFoundRoute() {
  return (
    <AppShell>
      <StaffNotFoundRoute />
    </AppShell>
  );
}
