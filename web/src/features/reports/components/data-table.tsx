import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnSummary,
  formatValue,
  nextSort,
  sortRows,
  type SortState,
  type TableRow,
} from '../utils/impact-table';
import styles from './reports.module.css';

type DataTableProps<Column extends string> = {
  caption: string;
  /** Header of the name column. */
  nameHeader: string;
  columns: readonly { id: Column; header: string }[];
  rows: readonly TableRow<Column>[];
  /** Whole counts are shown without decimals (the footer keeps two). */
  integers?: boolean;
  sortable?: boolean;
  /** Total and Average rows (spec 02 §2). */
  summary?: boolean;
};

/**
 * Spec 02 §2 impact table: sortable columns (by name ascending at first), values to two decimals, "N/A"
 * where a value is missing, and Total and Average rows.
 */
export function DataTable<Column extends string>({
  caption,
  nameHeader,
  columns,
  rows,
  integers,
  sortable = true,
  summary = true,
}: DataTableProps<Column>) {
  const { t } = useTranslation('reports');
  const [sort, setSort] = useState<SortState<Column>>({ column: 'name', direction: 'ascending' });
  const notAvailable = t('table.notAvailable');
  const shown = sortable ? sortRows(rows, sort) : rows;
  const cell = (value: number | undefined) =>
    integers && value !== undefined ? String(value) : formatValue(value, notAvailable);
  const header = (id: 'name' | Column, text: string) => {
    if (!sortable) return <th scope="col">{text}</th>;
    const active = sort.column === id;
    return (
      <th scope="col" aria-sort={active ? sort.direction : 'none'}>
        <button type="button" className={styles.sortButton} onClick={() => setSort(nextSort(sort, id))}>
          {text}
          <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };
  const summaries = columns.map((column) => columnSummary(rows.map((row) => row.values[column.id])));
  const wrap = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(wrap);
  const hintId = useId();
  // A labelled, focusable region, so that a keyboard can scroll a table wider than a phone (WCAG 2.1.1, axe
  // scrollable-region-focusable); when it is, a hint says so and shadows at the cut edges show there is more.
  return (
    <div
      ref={wrap}
      className={styles.tableWrap}
      role="region"
      aria-label={t('table.scrollRegion', { caption })}
      aria-describedby={overflowing ? hintId : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region is scrolled by keyboard once focused
      tabIndex={0}
    >
      {overflowing ? (
        <p id={hintId} className={styles.scrollHint}>
          <span aria-hidden="true">↔</span> {t('table.scrollHint')}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {header('name', nameHeader)}
            {columns.map((column) => (
              <Fragment key={column.id}>{header(column.id, column.header)}</Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              {columns.map((column) => (
                <td key={column.id}>{cell(row.values[column.id])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {summary ? (
          <tfoot>
            <tr>
              <th scope="row">{t('table.total')}</th>
              {summaries.map((s, index) => (
                <td key={columns[index]!.id}>{formatValue(s.total, notAvailable)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('table.average')}</th>
              {summaries.map((s, index) => (
                <td key={columns[index]!.id}>{formatValue(s.average, notAvailable)}</td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Whether the element's content is wider than it, followed as the element or its content resizes. */
function useOverflowing(ref: React.RefObject<HTMLElement | null>) {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.lastElementChild ?? element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
