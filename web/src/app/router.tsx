import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { convert, INDEX, pageRoute, rootRoute } from './landing-routes';
import { paths } from '@/config/paths';

/** The route table of spec 01 §2 and spec 02 §2. Every route module is loaded on demand. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  const page = pageRoute(load);
  return [
    rootRoute(load, [
      { path: paths.redirect.path, lazy: () => import('./routes/redirect').then(load) },
      page(paths.logout.path, 'logout', () => import('./routes/logout')),
      page(paths.invite.path, 'invite', () => import('./routes/invite')),
      {
        lazy: () => import('./routes/app/staff-layout').then(load),
        children: [
          page(INDEX, 'home', () => import('./routes/app/home')),
          page(paths.profile.path, 'profile', () => import('./routes/app/profile')),
          page(paths.record.path, 'recordChoose', () => import('./routes/app/record/choose')),
          page(paths.recordType.path, 'recordNew', () => import('./routes/app/record/new')),
          page(paths.report.path, 'report', () => import('./routes/app/report/form')),
          page(paths.reportExport.path, 'reportExport', () => import('./routes/app/report/export')),
          page(paths.reportView.path, 'reportView', () => import('./routes/app/report/report')),
          page(paths.journey.path, 'journey', () => import('./routes/app/journey')),
          page(paths.socialValue.path, 'socialValue', () => import('./routes/app/plugin/sve')),
          {
            // The operator console: its own chunks, so no other page grows; the layout refuses non-operators.
            path: paths.ops.path,
            lazy: () => import('./routes/app/ops/layout').then(load),
            children: [
              page(INDEX, 'ops', () => import('./routes/app/ops/list')),
              page('org/:orgId', 'opsOrganisation', () => import('./routes/app/ops/organisation')),
              page('*', 'notFound', () => import('./routes/app/not-found')),
            ],
          },
          page(paths.beneficiary.path, 'beneficiarySelect', () => import('./routes/app/beneficiary/select')),
          {
            path: paths.beneficiaryJourney.path,
            lazy: () => import('./routes/app/beneficiary/layout').then(load),
            children: [
              page(INDEX, 'beneficiaryJourney', () => import('./routes/app/beneficiary/journey')),
              page('journey', 'beneficiaryJourney', () => import('./routes/app/beneficiary/journey')),
              page('records', 'beneficiaryRecords', () => import('./routes/app/beneficiary/records')),
              page('config', 'beneficiaryConfig', () => import('./routes/app/beneficiary/config')),
              page(
                'record',
                'beneficiaryRecordChoose',
                () => import('./routes/app/beneficiary/record-choose'),
              ),
              page(
                'record/:type',
                'beneficiaryRecordNew',
                () => import('./routes/app/beneficiary/record-new'),
              ),
              page('export/:qid', 'beneficiaryExport', () => import('./routes/app/beneficiary/export')),
              page('*', 'notFound', () => import('./routes/app/not-found')),
            ],
          },
          page(paths.meetingView.path, 'recordView', () => import('./routes/app/meeting/view')),
          page(paths.meetingEdit.path, 'recordEdit', () => import('./routes/app/meeting/edit')),
          {
            path: paths.settings.path,
            lazy: () => import('./routes/app/settings/layout').then(load),
            children: [
              page(INDEX, 'settingsData', () => import('./routes/app/settings/data')),
              page('data', 'settingsData', () => import('./routes/app/settings/data')),
              page(
                'data/questionnaire/export/:id',
                'settingsExport',
                () => import('./routes/app/settings/export'),
              ),
              // One route with and without the import's id, so the page (and the file read into it) stays as the
              // address gains the id once the file is sent.
              page('data/import/:id?', 'settingsImport', () => import('./routes/app/settings/import')),
              page('users', 'settingsUsers', () => import('./routes/app/settings/users')),
              page('links', 'settingsLinks', () => import('./routes/app/settings/links')),
              page('branding', 'settingsBranding', () => import('./routes/app/settings/branding')),
              page('patron', 'settingsPatron', () => import('./routes/app/settings/patron')),
              page(
                'patron/success',
                'settingsPatronSuccess',
                () => import('./routes/app/settings/patron-success'),
              ),
              page('*', 'notFound', () => import('./routes/app/not-found')),
            ],
          },
          page(paths.questions.path, 'questionnaires', () => import('./routes/app/questions/list')),
          page(paths.questionsNew.path, 'questionnaireNew', () => import('./routes/app/questions/new')),
          page(
            paths.questionsNewCustom.path,
            'questionnaireNewCustom',
            () => import('./routes/app/questions/new-custom'),
          ),
          {
            path: paths.questionnaire.path,
            lazy: () => import('./routes/app/questions/editor').then(load),
            children: [
              page(INDEX, 'questionnaireGeneral', () => import('./routes/app/questions/general')),
              page('questions', 'questionnaireQuestions', () => import('./routes/app/questions/questions')),
              page(
                'categories',
                'questionnaireCategories',
                () => import('./routes/app/questions/categories'),
              ),
            ],
          },
          page(paths.catalogue.path, 'catalogue', () => import('./routes/app/catalogue/list')),
          {
            path: paths.catalogueQuestionnaire.path,
            lazy: () => import('./routes/app/catalogue/detail').then(load),
            children: [
              page(INDEX, 'catalogueGeneral', () => import('./routes/app/catalogue/general')),
              page('questions', 'catalogueQuestions', () => import('./routes/app/catalogue/questions')),
              page('categories', 'catalogueCategories', () => import('./routes/app/catalogue/categories')),
            ],
          },
          page(paths.sequences.path, 'sequences', () => import('./routes/app/sequences/list')),
          page(paths.sequencesNew.path, 'sequenceNew', () => import('./routes/app/sequences/new')),
          page(paths.sequence.path, 'sequenceEdit', () => import('./routes/app/sequences/edit')),
        ],
      },
      page(paths.dataEntry.path, 'questionnaire', () => import('./routes/dataentry')),
      page('*', 'notFound', () => import('./routes/not-found')),
    ]),
  ];
}
