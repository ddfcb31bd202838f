import type { QueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { convert, page, rootRoute } from './landing-routes';
import { paths } from '@/config/paths';

/**
 * Around every page of the whole app: a new page opens at its top and Back returns to where the page was (the
 * home feed is long). The light build's router has no ScrollRestoration (light-routes.tsx scrolls instead).
 */
function WholeApp() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table of spec 01 §2 and spec 02 §2. Every route module is loaded on demand. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      Component: WholeApp,
      children: [
        rootRoute(load, [
          { path: paths.redirect.path, lazy: () => import('./routes/redirect').then(load) },
          {
            path: paths.logout.path,
            handle: page('logout'),
            lazy: () => import('./routes/logout').then(load),
          },
          {
            path: paths.invite.path,
            handle: page('invite'),
            lazy: () => import('./routes/invite').then(load),
          },
          {
            lazy: () => import('./routes/app/staff-layout').then(load),
            children: [
              { index: true, handle: page('home'), lazy: () => import('./routes/app/home').then(load) },
              {
                path: paths.profile.path,
                handle: page('profile'),
                lazy: () => import('./routes/app/profile').then(load),
              },
              {
                path: paths.record.path,
                handle: page('recordChoose'),
                lazy: () => import('./routes/app/record/choose').then(load),
              },
              {
                path: paths.recordType.path,
                handle: page('recordNew'),
                lazy: () => import('./routes/app/record/new').then(load),
              },
              {
                path: paths.report.path,
                handle: page('report'),
                lazy: () => import('./routes/app/report/form').then(load),
              },
              {
                path: paths.reportExport.path,
                handle: page('reportExport'),
                lazy: () => import('./routes/app/report/export').then(load),
              },
              {
                path: paths.reportView.path,
                handle: page('reportView'),
                lazy: () => import('./routes/app/report/report').then(load),
              },
              {
                path: paths.journey.path,
                handle: page('journey'),
                lazy: () => import('./routes/app/journey').then(load),
              },
              {
                path: paths.socialValue.path,
                handle: page('socialValue'),
                lazy: () => import('./routes/app/plugin/sve').then(load),
              },
              {
                path: paths.beneficiary.path,
                handle: page('beneficiarySelect'),
                lazy: () => import('./routes/app/beneficiary/select').then(load),
              },
              {
                path: paths.beneficiaryJourney.path,
                lazy: () => import('./routes/app/beneficiary/layout').then(load),
                children: [
                  {
                    index: true,
                    handle: page('beneficiaryJourney'),
                    lazy: () => import('./routes/app/beneficiary/journey').then(load),
                  },
                  {
                    path: 'journey',
                    handle: page('beneficiaryJourney'),
                    lazy: () => import('./routes/app/beneficiary/journey').then(load),
                  },
                  {
                    path: 'records',
                    handle: page('beneficiaryRecords'),
                    lazy: () => import('./routes/app/beneficiary/records').then(load),
                  },
                  {
                    path: 'config',
                    handle: page('beneficiaryConfig'),
                    lazy: () => import('./routes/app/beneficiary/config').then(load),
                  },
                  {
                    path: 'record',
                    handle: page('beneficiaryRecordChoose'),
                    lazy: () => import('./routes/app/beneficiary/record-choose').then(load),
                  },
                  {
                    path: 'record/:type',
                    handle: page('beneficiaryRecordNew'),
                    lazy: () => import('./routes/app/beneficiary/record-new').then(load),
                  },
                  {
                    path: 'export/:qid',
                    handle: page('beneficiaryExport'),
                    lazy: () => import('./routes/app/beneficiary/export').then(load),
                  },
                  {
                    path: '*',
                    handle: page('notFound'),
                    lazy: () => import('./routes/app/not-found').then(load),
                  },
                ],
              },
              {
                path: paths.meetingView.path,
                handle: page('recordView'),
                lazy: () => import('./routes/app/meeting/view').then(load),
              },
              {
                path: paths.meetingEdit.path,
                handle: page('recordEdit'),
                lazy: () => import('./routes/app/meeting/edit').then(load),
              },
              {
                path: paths.settings.path,
                lazy: () => import('./routes/app/settings/layout').then(load),
                children: [
                  {
                    index: true,
                    handle: page('settingsData'),
                    lazy: () => import('./routes/app/settings/data').then(load),
                  },
                  {
                    path: 'data',
                    handle: page('settingsData'),
                    lazy: () => import('./routes/app/settings/data').then(load),
                  },
                  {
                    path: 'data/questionnaire/export/:id',
                    handle: page('settingsExport'),
                    lazy: () => import('./routes/app/settings/export').then(load),
                  },
                  {
                    path: 'users',
                    handle: page('settingsUsers'),
                    lazy: () => import('./routes/app/settings/users').then(load),
                  },
                  {
                    path: 'branding',
                    handle: page('settingsBranding'),
                    lazy: () => import('./routes/app/settings/branding').then(load),
                  },
                  {
                    path: 'patron',
                    handle: page('settingsPatron'),
                    lazy: () => import('./routes/app/settings/patron').then(load),
                  },
                  {
                    path: 'patron/success',
                    handle: page('settingsPatronSuccess'),
                    lazy: () => import('./routes/app/settings/patron-success').then(load),
                  },
                  {
                    path: '*',
                    handle: page('notFound'),
                    lazy: () => import('./routes/app/not-found').then(load),
                  },
                ],
              },
              {
                path: paths.questions.path,
                handle: page('questionnaires'),
                lazy: () => import('./routes/app/questions/list').then(load),
              },
              {
                path: paths.questionsNew.path,
                handle: page('questionnaireNew'),
                lazy: () => import('./routes/app/questions/new').then(load),
              },
              {
                path: paths.questionsNewCustom.path,
                handle: page('questionnaireNewCustom'),
                lazy: () => import('./routes/app/questions/new-custom').then(load),
              },
              {
                path: paths.questionnaire.path,
                lazy: () => import('./routes/app/questions/editor').then(load),
                children: [
                  {
                    index: true,
                    handle: page('questionnaireGeneral'),
                    lazy: () => import('./routes/app/questions/general').then(load),
                  },
                  {
                    path: 'questions',
                    handle: page('questionnaireQuestions'),
                    lazy: () => import('./routes/app/questions/questions').then(load),
                  },
                  {
                    path: 'categories',
                    handle: page('questionnaireCategories'),
                    lazy: () => import('./routes/app/questions/categories').then(load),
                  },
                ],
              },
              {
                path: paths.catalogue.path,
                handle: page('catalogue'),
                lazy: () => import('./routes/app/catalogue/list').then(load),
              },
              {
                path: paths.catalogueQuestionnaire.path,
                lazy: () => import('./routes/app/catalogue/detail').then(load),
                children: [
                  {
                    index: true,
                    handle: page('catalogueGeneral'),
                    lazy: () => import('./routes/app/catalogue/general').then(load),
                  },
                  {
                    path: 'questions',
                    handle: page('catalogueQuestions'),
                    lazy: () => import('./routes/app/catalogue/questions').then(load),
                  },
                  {
                    path: 'categories',
                    handle: page('catalogueCategories'),
                    lazy: () => import('./routes/app/catalogue/categories').then(load),
                  },
                ],
              },
              {
                path: paths.sequences.path,
                handle: page('sequences'),
                lazy: () => import('./routes/app/sequences/list').then(load),
              },
              {
                path: paths.sequencesNew.path,
                handle: page('sequenceNew'),
                lazy: () => import('./routes/app/sequences/new').then(load),
              },
              {
                path: paths.sequence.path,
                handle: page('sequenceEdit'),
                lazy: () => import('./routes/app/sequences/edit').then(load),
              },
            ],
          },
          {
            path: paths.dataEntry.path,
            handle: page('questionnaire'),
            lazy: () => import('./routes/dataentry').then(load),
          },
          { path: '*', handle: page('notFound'), lazy: () => import('./routes/not-found').then(load) },
        ]),
      ],
    },
  ];
}
