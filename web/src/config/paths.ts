/** Route paths paired with typed hrefs; never build an app URL by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: { path: '/signup', getHref: () => '/signup' },
  // Staff areas of the route table (spec 01 §2); their pages arrive with their own issues.
  record: { path: '/record', getHref: () => '/record' },
  beneficiary: { path: '/beneficiary', getHref: () => '/beneficiary' },
  report: { path: '/report', getHref: () => '/report' },
  questions: { path: '/questions', getHref: () => '/questions' },
  settings: { path: '/settings', getHref: () => '/settings' },
  socialValue: { path: '/plugin/sve', getHref: () => '/plugin/sve' },
  profile: { path: '/profile', getHref: () => '/profile' },
  invite: { path: '/invite/:id', getHref: (id: string) => `/invite/${encodeURIComponent(id)}` },
  unsubscribe: {
    path: '/unsubscribe/:uid',
    getHref: (uid: string) => `/unsubscribe/${encodeURIComponent(uid)}`,
  },
  // Footer pages.
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  logout: {
    path: '/logout',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/logout?redirect=${encodeURIComponent(redirectTo)}` : '/logout',
  },
  redirect: {
    path: '/redirect',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/redirect?redirect=${encodeURIComponent(redirectTo)}` : '/redirect',
  },
} as const;

/**
 * A `redirect` query value made safe: only a path on this origin (starting with one `/`), else `/`.
 * Stops `?redirect=https://evil.example` and `//evil.example` from leaving the app.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
