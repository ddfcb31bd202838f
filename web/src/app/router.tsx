import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { convert, rootRoute } from './landing-routes';
import { paths } from '@/config/paths';

/** The route table of spec 01 §2 and spec 02 §2. Every route module is loaded on demand. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    rootRoute(load, [
      { path: paths.redirect.path, lazy: () => import('./routes/redirect').then(load) },
      { path: paths.logout.path, lazy: () => import('./routes/logout').then(load) },
      { path: paths.invite.path, lazy: () => import('./routes/invite').then(load) },
      {
        lazy: () => import('./routes/app/staff-layout').then(load),
        children: [
          { index: true, lazy: () => import('./routes/app/home').then(load) },
          { path: paths.profile.path, lazy: () => import('./routes/app/profile').then(load) },
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
              { path: 'data', lazy: () => import('./routes/app/settings/data').then(load) },
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
    ]),
  ];
}
