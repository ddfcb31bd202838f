/**
 * Pages people land on from a link or a bookmark before anything else: signing in, the information pages and
 * the beneficiary's link pages. The edge function serves them `light.html`, a small build of the app that
 * holds only these pages (web/src/light.tsx); every other path gets the whole app. Dependency-free because the
 * edge function's build reads it too (functions/edge/build-edge-code.ts).
 */
export const LANDING_PATHS = [
  '/login',
  '/signup',
  '/terms',
  '/cookies',
  '/privacy',
  '/about',
  '/contact',
  '/unsubscribe/:uid',
  '/verify-email',
  '/verify-email/:token',
  '/meeting/:id',
  '/smn/:id',
  '/jti/:jti',
  '/external/:url',
] as const;
