/** Route paths paired with typed hrefs; never build an app URL by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: { path: '/signup', getHref: () => '/signup' },
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
