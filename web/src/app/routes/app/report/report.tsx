import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import {
  getOrganisationQueryOptions,
  hasPlugin,
  useOrganisation,
} from '@/features/account/api/get-organisation';
import { getReportQueryOptions, reportInputFor } from '@/features/reports/api/get-report';
import { getReportQuestionnaireQueryOptions } from '@/features/reports/api/get-report-questionnaire';
import { ReportPage } from '@/features/reports/components/report-page';
import { minRecordsFor, parseReportQuery, parseReportType } from '@/features/reports/utils/report-url';
import { preloadNamespaces } from '@/lib/i18n';

/**
 * Starts the report's requests and its wording while the route module loads, as the page would ask for them: a
 * report opened from a link should not wait for the page to render before asking the API.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    preloadNamespaces(['reports']);
    const type = parseReportType(params.type);
    const { questionSetID = '', start = '', end = '' } = params;
    if (!type || !questionSetID) return null;
    const query = parseReportQuery(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(getReportQuestionnaireQueryOptions(questionSetID));
    // The minimum may hang on the organisation's diluted_report plugin: unknown before its first answer, when the
    // page asks instead.
    const organisation = queryClient.getQueryData(getOrganisationQueryOptions().queryKey);
    const minRecords = minRecordsFor(type, query, hasPlugin(organisation, 'diluted_report'));
    if (!organisation && minRecords !== minRecordsFor(type, query, true)) return null;
    const report = getReportQueryOptions(
      reportInputFor({ questionnaire: questionSetID, start, end }, query, minRecords),
    );
    // Choosing another view on the page showing this report changes the URL but is no new visit: no refetch.
    if (!queryClient.getQueryCache().find({ queryKey: report.queryKey })?.getObserversCount()) {
      void queryClient.prefetchQuery(report);
    }
    return null;
  };

/** Spec 02 §2 /report/{type}/{questionSetID}/{start}/{end}?tags&open&or&min&vis&agg. */
export default function ReportRoute() {
  const { type: rawType, questionSetID = '', start = '', end = '' } = useParams();
  const location = useLocation();
  const organisation = useOrganisation();
  const diluted = hasPlugin(organisation.data, 'diluted_report');
  const type = parseReportType(rawType);
  // Unknown types, and the diluted report without its plugin, show Distance Travelled; an alias (service,
  // delta) moves to its view's own name, so the type menu marks the view and its links match.
  const shown = !type || (type === 'diluted_dist' && organisation.data && !diluted) ? 'dist' : type;
  if (shown !== rawType) {
    const rest = location.pathname.split('/').slice(3).join('/');
    return <Navigate replace to={`/report/${shown}/${rest}${location.search}`} />;
  }
  return (
    <ReportPage
      key={`${shown}/${questionSetID}/${start}/${end}`}
      type={shown}
      scope={{ questionnaire: questionSetID, start, end }}
      diluted={diluted}
      journeyHref={(beneficiary) => paths.beneficiaryJourney.getHref(beneficiary)}
      newRecordHref={paths.record.getHref()}
      newReportHref={`${paths.report.getHref()}?q=${encodeURIComponent(questionSetID)}`}
    />
  );
}
