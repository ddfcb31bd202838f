import { redirect } from 'react-router';
import { safeRedirect } from '@/config/paths';

/** `/redirect`: goes to the `redirect` query parameter, else `/` (spec 01 §2). */
export const clientLoader =
  () =>
  ({ request }: { request: Request }) =>
    redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));

export default function RedirectRoute() {
  return null;
}
