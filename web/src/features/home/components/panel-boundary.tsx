import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/ui/error-box';

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** One home panel's error boundary (STYLE rule 3): a failing panel shows 'Failed to load {entity}' alone. */
export function PanelBoundary({ entity, children }: { entity: string; children: ReactNode }) {
  const { t } = useTranslation();
  return <Boundary fallback={<ErrorBox text={t('loader.failed', { entity })} />}>{children}</Boundary>;
}
