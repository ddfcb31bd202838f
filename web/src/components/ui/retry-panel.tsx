import { Button } from './button';
import { ErrorBox } from './error-box';

type RetryPanelProps = {
  /** What failed, as the error box words it. */
  text: string;
  /** The button's label, in the caller's namespace. */
  retryLabel: string;
  /** Without it the panel offers no Try again. */
  onRetry?: () => void;
  /** While the retry runs: the button is disabled and busy, so that it is not pressed twice. */
  retrying?: boolean;
  /** The panel's layout, the caller's own. */
  className?: string;
  /** A row to hold the button, where the caller lays out its buttons in one. */
  actionsClassName?: string;
};

/**
 * Spec 01 §2 error box with Try again beneath: for a failure that says nothing of what was asked (most often a
 * network lost on the way), which may well work the next time, where reloading the page is more than many know.
 */
export function RetryPanel({
  text,
  retryLabel,
  onRetry,
  retrying = false,
  className,
  actionsClassName,
}: RetryPanelProps) {
  const button = onRetry ? (
    <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
      {retryLabel}
    </Button>
  ) : null;
  return (
    <div className={className}>
      <ErrorBox text={text} />
      {button && actionsClassName ? <div className={actionsClassName}>{button}</div> : button}
    </div>
  );
}
