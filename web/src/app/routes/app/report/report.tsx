import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { hasPlugin, useOrganisation } from '@/features/account/api/get-organisation';
import { ReportPage } from '@/features/reports/components/report-page';
import { parseReportType } from '@/features/reports/utils/report-url';

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
