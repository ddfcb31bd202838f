import type { ComponentType, ReactNode } from 'react';

type Values = Record<string, number | undefined>;

/**
 * The chart and table pieces the journey draws with. The report feature owns them; the route hands them in,
 * since features do not import each other (STYLE rule 1).
 */
export type JourneyViews = {
  Radar: ComponentType<{
    title: string;
    dimensions: readonly { id: string; label: string }[];
    series: readonly { id: string; label: string; values: Values }[];
    minValue?: number;
    maxValue?: number;
    table: ReactNode;
  }>;
  Table: ComponentType<{
    caption: string;
    nameHeader: string;
    columns: readonly { id: string; header: string }[];
    rows: readonly { id: string; name: string; values: Values }[];
  }>;
  Frame: ComponentType<{ title: string; table: ReactNode; before?: ReactNode; children: ReactNode }>;
};
