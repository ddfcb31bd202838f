import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ExportReportDownload } from '@/features/reports/components/export-report-download';
import { MIN_RECORDS, parseReportQuery, reportHref } from '@/features/reports/utils/report-url';

/** Client notes §4 /report/export/{qid}/{start}/{end}?tags&open&or&min: exports the report's records. */
export default function ReportExportRoute() {
  const { t } = useTranslation('reports');
  const { questionSetID = '', start = '', end = '' } = useParams();
  const [search] = useSearchParams();
  const query = parseReportQuery(search);
  const input = useMemo(
    () => ({
      questionnaire: questionSetID,
      start,
      end,
      tags: query.tags,
      openStart: query.openStart,
      orTags: query.orTags,
      minRequiredRecords: query.min ?? MIN_RECORDS.dist,
    }),
    [questionSetID, start, end, query.tags, query.openStart, query.orTags, query.min],
  );
  const scope = { questionnaire: questionSetID, start, end };
  return (
    <>
      <h1>{t('export.title')}</h1>
      <ExportReportDownload key={JSON.stringify(input)} input={input} />
      <p>
        <Link
          to={reportHref('dist', scope, {
            tags: query.tags,
            openStart: query.openStart,
            orTags: query.orTags,
          })}
        >
          {t('export.back')}
        </Link>
      </p>
    </>
  );
}
