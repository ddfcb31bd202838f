import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { BootFallback } from './boot-fallback';
import { jtiLoader } from './routes/jti-loader';
import { paths } from '@/config/paths';

type LazyRouteModule = {
  default: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: React.ComponentType;
};

/** Turns a lazy route module (`default` component, `clientLoader(queryClient)`) into RR7 route properties. */
const convert = (queryClient: QueryClient) => (module: LazyRouteModule) => ({
  Component: module.default,
  ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
  ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
});

type Load = ReturnType<typeof convert>;

/** The pages of LANDING_PATHS (config/landing-paths.ts), in both route tables. */
function landingRoutes(load: Load): RouteObject[] {
  return [
    { path: paths.login.path, lazy: () => import('./routes/login').then(load) },
    { path: paths.signup.path, lazy: () => import('./routes/signup').then(load) },
    ...[paths.terms, paths.cookies, paths.privacy, paths.about, paths.contact].map((page) => ({
      path: page.path,
      lazy: () => import('./routes/info').then(load),
    })),
    { path: paths.unsubscribe.path, lazy: () => import('./routes/unsubscribe').then(load) },
    { path: paths.meeting.path, lazy: () => import('./routes/meeting').then(load) },
    { path: paths.summon.path, lazy: () => import('./routes/smn').then(load) },
    // The loader is in the route table, not the lazy module: the token request starts without waiting for it.
    { path: paths.jti.path, loader: jtiLoader, lazy: () => import('./routes/jti').then(load) },
    { path: paths.external.path, lazy: () => import('./routes/external').then(load) },
  ];
}

/** The document's address, and the way to load another (`window.location`; a fake in tests). */
export type DocumentLocation = Pick<Location, 'href' | 'assign'>;

/**
 * Leaves the light build for the whole app: a link or redirect to any other page loads it afresh (the edge
 * serves `index.html` there). Only if the edge served the light build for a path it does not hold (the first
 * load, so the request is the page's own address) does it show not found rather than reload forever.
 */
const leaveForWholeApp =
  (location: DocumentLocation): LoaderFunction =>
  ({ request }) => {
    const withoutHash = (url: string) => url.split('#')[0];
    if (withoutHash(request.url) === withoutHash(location.href)) return null;
    location.assign(request.url);
    // The page is unloading; nothing renders meanwhile.
    return new Promise<never>(() => {});
  };

/** The route table of `light.html`: the landing pages; anything else hands over to the whole app. */
export function createLightRoutes(
  queryClient: QueryClient,
  location: DocumentLocation = window.location,
): RouteObject[] {
  const load = convert(queryClient);
  const leave = leaveForWholeApp(location);
  return [
    {
      path: '/',
      // Static, so that it renders before the lazy root module arrives (React Router warns otherwise).
      HydrateFallback: BootFallback,
      lazy: () => import('./routes/root').then(load),
      children: [
        ...landingRoutes(load),
        { index: true, loader: leave },
        { path: '*', loader: leave, lazy: () => import('./routes/not-found').then(load) },
      ],
    },
  ];
}

/** The route table of spec 01 §2 built so far. Every route module is loaded on demand. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      path: '/',
      // Static, so that it renders before the lazy root module arrives (React Router warns otherwise).
      HydrateFallback: BootFallback,
      lazy: () => import('./routes/root').then(load),
      children: [
        ...landingRoutes(load),
        { path: paths.redirect.path, lazy: () => import('./routes/redirect').then(load) },
        { path: paths.logout.path, lazy: () => import('./routes/logout').then(load) },
        { path: paths.invite.path, lazy: () => import('./routes/invite').then(load) },
        {
          lazy: () => import('./routes/app/staff-layout').then(load),
          children: [
            { index: true, lazy: () => import('./routes/app/home').then(load) },
            { path: paths.profile.path, lazy: () => import('./routes/app/profile').then(load) },
            // Staff areas whose pages arrive with later issues: guarded, then not found inside the staff shell.
            { path: paths.record.path, lazy: () => import('./routes/app/record/choose').then(load) },
            { path: paths.recordType.path, lazy: () => import('./routes/app/record/new').then(load) },
            { path: paths.report.path, lazy: () => import('./routes/app/report/form').then(load) },
            { path: paths.reportExport.path, lazy: () => import('./routes/app/report/export').then(load) },
            { path: paths.reportView.path, lazy: () => import('./routes/app/report/report').then(load) },
            { path: paths.journey.path, lazy: () => import('./routes/app/journey').then(load) },
            { path: paths.socialValue.path, lazy: () => import('./routes/app/plugin/sve').then(load) },
            {
              path: paths.beneficiary.path,
              lazy: () => import('./routes/app/beneficiary/select').then(load),
            },
            {
              path: paths.beneficiaryJourney.path,
              lazy: () => import('./routes/app/beneficiary/layout').then(load),
              children: [
                { index: true, lazy: () => import('./routes/app/beneficiary/journey').then(load) },
                { path: 'journey', lazy: () => import('./routes/app/beneficiary/journey').then(load) },
                { path: 'records', lazy: () => import('./routes/app/beneficiary/records').then(load) },
                { path: 'config', lazy: () => import('./routes/app/beneficiary/config').then(load) },
                { path: 'record', lazy: () => import('./routes/app/beneficiary/record-choose').then(load) },
                {
                  path: 'record/:type',
                  lazy: () => import('./routes/app/beneficiary/record-new').then(load),
                },
                { path: 'export/:qid', lazy: () => import('./routes/app/beneficiary/export').then(load) },
                { path: '*', lazy: () => import('./routes/app/not-found').then(load) },
              ],
            },
            { path: paths.meetingView.path, lazy: () => import('./routes/app/meeting/view').then(load) },
            { path: paths.meetingEdit.path, lazy: () => import('./routes/app/meeting/edit').then(load) },
            {
              path: paths.settings.path,
              lazy: () => import('./routes/app/settings/layout').then(load),
              children: [
                { index: true, lazy: () => import('./routes/app/settings/data').then(load) },
                {
                  path: 'data/questionnaire/export/:id',
                  lazy: () => import('./routes/app/settings/export').then(load),
                },
                { path: 'users', lazy: () => import('./routes/app/settings/users').then(load) },
                { path: 'branding', lazy: () => import('./routes/app/settings/branding').then(load) },
                { path: 'patron', lazy: () => import('./routes/app/settings/patron').then(load) },
                {
                  path: 'patron/success',
                  lazy: () => import('./routes/app/settings/patron-success').then(load),
                },
                { path: '*', lazy: () => import('./routes/app/not-found').then(load) },
              ],
            },
            { path: paths.questions.path, lazy: () => import('./routes/app/questions/list').then(load) },
            { path: paths.questionsNew.path, lazy: () => import('./routes/app/questions/new').then(load) },
            {
              path: paths.questionsNewCustom.path,
              lazy: () => import('./routes/app/questions/new-custom').then(load),
            },
            {
              path: paths.questionnaire.path,
              lazy: () => import('./routes/app/questions/editor').then(load),
              children: [
                { index: true, lazy: () => import('./routes/app/questions/general').then(load) },
                { path: 'questions', lazy: () => import('./routes/app/questions/questions').then(load) },
                { path: 'categories', lazy: () => import('./routes/app/questions/categories').then(load) },
              ],
            },
            { path: paths.catalogue.path, lazy: () => import('./routes/app/catalogue/list').then(load) },
            {
              path: paths.catalogueQuestionnaire.path,
              lazy: () => import('./routes/app/catalogue/detail').then(load),
              children: [
                { index: true, lazy: () => import('./routes/app/catalogue/general').then(load) },
                { path: 'questions', lazy: () => import('./routes/app/catalogue/questions').then(load) },
                { path: 'categories', lazy: () => import('./routes/app/catalogue/categories').then(load) },
              ],
            },
            { path: paths.sequences.path, lazy: () => import('./routes/app/sequences/list').then(load) },
            { path: paths.sequencesNew.path, lazy: () => import('./routes/app/sequences/new').then(load) },
            { path: paths.sequence.path, lazy: () => import('./routes/app/sequences/edit').then(load) },
          ],
        },
        { path: paths.dataEntry.path, lazy: () => import('./routes/dataentry').then(load) },
        { path: '*', lazy: () => import('./routes/not-found').then(load) },
      ],
    },
  ];
}
