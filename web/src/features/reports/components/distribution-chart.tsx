import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { seriesColours } from '../utils/chart-colours';
import type { Distribution } from '../utils/report-data';
import { Columns } from './bar-charts';
import { ChartFrame } from './chart-frame';
import { DataTable } from './data-table';
import styles from './reports.module.css';

/**
 * Spec 02 §2 distribution chart: one card per dimension counting beneficiaries per whole value, 2 cards per
 * row from 990 px; a note says when fractions were rounded.
 */
export function DistributionCharts({ items }: { items: readonly Distribution[] }) {
  const { t } = useTranslation('reports');
  const { brand } = useBrand();
  const [colour] = seriesColours(brand.colours.chart, 1) as [string];
  return (
    <>
      {items.some((item) => item.rounded) ? <p className={styles.hint}>{t('charts.rounded')}</p> : null}
      <div className={styles.cards}>
        {items.map((item) => {
          const title = t('charts.distribution', { name: item.name });
          const table = (
            <DataTable
              caption={title}
              nameHeader={t('table.value')}
              columns={[{ id: 'count', header: t('series.beneficiaries') }]}
              rows={item.bins.map((bin) => ({
                id: String(bin.value),
                name: String(bin.value),
                values: { count: bin.count },
              }))}
              integers
              sortable={false}
              summary={false}
            />
          );
          return (
            <ChartFrame key={item.id} title={title} table={table} small>
              <Columns
                title={title}
                columns={item.bins.map((bin) => ({ label: String(bin.value), count: bin.count }))}
                colour={colour}
                xLegend={t('series.value')}
                yLegend={t('series.beneficiaries')}
              />
            </ChartFrame>
          );
        })}
      </div>
    </>
  );
}
