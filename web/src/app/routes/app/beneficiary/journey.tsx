import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { JourneyPage } from '@/features/journey/components/journey-page';
import type { JourneyViews } from '@/features/journey/components/journey-views';
import { ChartFrame } from '@/features/reports/components/chart-frame';
import { DataTable } from '@/features/reports/components/data-table';
import { RadarChart } from '@/features/reports/components/radar-chart';

/** The report feature's chart pieces the journey draws with. */
export const journeyViews: JourneyViews = { Radar: RadarChart, Table: DataTable, Frame: ChartFrame };

/** The export page of a beneficiary's records (spec 01 §2 /beneficiary/{id}/export/{qid}). */
export const beneficiaryExportHref = (beneficiary: string) => (questionnaire: string) =>
  `${paths.beneficiaryJourney.getHref(beneficiary)}/export/${encodeURIComponent(questionnaire)}`;

/** Spec 01 §2 /beneficiary/{id} (index): the beneficiary's journey; query `q` picks the questionnaire. */
export default function BeneficiaryJourneyRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <JourneyPage
      key={id}
      beneficiary={id}
      questionnaire={search.get('q') ?? undefined}
      views={journeyViews}
      exportHref={beneficiaryExportHref(id)}
    />
  );
}
