import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { hasPlugin, useOrganisation } from '@/features/account/api/get-organisation';
import { ReportPage } from '@/features/reports/components/report-page';
import { parseReportType } from '@/features/reports/utils/report-url';

/** Spec 02 §2 /report/{type}/{questionSetID}/{start}/{end}?tags&open&or&min&vis&agg. */
export default function ReportRoute() {
  const { type: rawType, questionSetID = '', start = '', end = '' } = useParams();
  const organisation = useOrganisation();
  const diluted = hasPlugin(organisation.data, 'diluted_report');
  const type = parseReportType(rawType);
  // Unknown types, and the diluted report without its plugin, show Distance Travelled.
  if (!type || (type === 'diluted_dist' && organisation.data && !diluted) || rawType === 'service') {
    const rest = window.location.pathname.split('/').slice(3).join('/');
    return <Navigate replace to={`/report/dist/${rest}${window.location.search}`} />;
  }
  return (
    <ReportPage
      key={`${type}/${questionSetID}/${start}/${end}`}
      type={type}
      scope={{ questionnaire: questionSetID, start, end }}
      diluted={diluted}
      journeyHref={(beneficiary) => paths.beneficiaryJourney.getHref(beneficiary)}
      newRecordHref={paths.record.getHref()}
      newReportHref={`${paths.report.getHref()}?q=${encodeURIComponent(questionSetID)}`}
    />
  );
}
