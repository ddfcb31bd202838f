import { Component, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadChartImage } from '../utils/download-image';
import styles from './reports.module.css';

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type ChartFrameProps = {
  /** The chart's accessible name, shown as its caption. */
  title: string;
  /** The same data as a table, for screen readers and anyone who prefers numbers. */
  table: ReactNode;
  /** Above the chart: notes and legends. */
  before?: ReactNode;
  small?: boolean;
  children: ReactNode;
};

/**
 * A chart on white with its caption, a table alternative, "Download as image", and its own error boundary so
 * one failing chart does not blank the page (STYLE rule 3).
 */
export function ChartFrame({ title, table, before, small, children }: ChartFrameProps) {
  const { t } = useTranslation('reports');
  const captionId = useId();
  const area = useRef<HTMLDivElement>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = () => {
    if (!area.current) return;
    setDownloadFailed(false);
    downloadChartImage(area.current).catch(() => setDownloadFailed(true));
  };
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {before}
      <ChartBoundary fallback={<Alert>{t('charts.failed')}</Alert>}>
        <div ref={area} className={small ? styles.chartSmall : styles.chart}>
          {children}
        </div>
      </ChartBoundary>
      <div className={styles.figureTools}>
        <details>
          <summary>{t('charts.showTable')}</summary>
          {table}
        </details>
        <Button variant="secondary" onClick={download}>
          {t('charts.download')}
        </Button>
      </div>
      {downloadFailed ? <Alert>{t('charts.downloadFailed')}</Alert> : null}
    </figure>
  );
}

/** Spec 02 §8 "Incompatible Visualisation" with the reason. */
export function IncompatibleVisualisation({ reason }: { reason: string }) {
  const { t } = useTranslation('reports');
  return (
    <Alert tone="warning" title={t('charts.incompatible')}>
      <p>{reason}</p>
    </Alert>
  );
}
