import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { labelColourOn, seriesColours } from '../utils/chart-colours';
import { countTicks } from '../utils/chart-utils';
import type { Distribution } from '../utils/report-data';
import { ChartFrame } from './chart-frame';
import { DataTable } from './data-table';
import { CHART_THEME } from './radar-chart';
import styles from './reports.module.css';
import { ResponsiveBar } from './lazy-charts';

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
          const ticks = countTicks(Math.max(0, ...item.bins.map((bin) => bin.count)));
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
              <ResponsiveBar
                data={item.bins.map((bin) => ({ value: String(bin.value), count: bin.count }))}
                keys={['count']}
                indexBy="value"
                margin={{ top: 10, right: 10, bottom: 50, left: 50 }}
                padding={0.2}
                colors={[colour]}
                axisBottom={{ legend: t('series.value'), legendPosition: 'middle', legendOffset: 38 }}
                valueScale={{ type: 'linear', min: 0, max: ticks.at(-1) }}
                axisLeft={{
                  legend: t('series.beneficiaries'),
                  legendPosition: 'middle',
                  legendOffset: -40,
                  tickValues: ticks,
                }}
                gridYValues={ticks}
                label={(bar) => (bar.value ? String(bar.value) : '')}
                labelTextColor={labelColourOn(colour)}
                theme={CHART_THEME}
                animate={false}
                role="img"
                ariaLabel={title}
              />
            </ChartFrame>
          );
        })}
      </div>
    </>
  );
}
