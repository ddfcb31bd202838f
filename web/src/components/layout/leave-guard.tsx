import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AlertDialog, preloadAlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { discardsChanges, hasUnsavedChanges, useHasUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * Asks before leaving a page whose form holds changes not saved: a volunteer who follows a link halfway through
 * writing a question would otherwise lose it. Moving to another page of the app asks in this dialog, closing or
 * reloading the tab in the browser's own. Changes of the query alone (a tab's filter) stay on the page.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const unsaved = useHasUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !discardsChanges(nextLocation.state),
  );

  useEffect(() => {
    if (!unsaved) return;
    // The dialog is ready by the time a click away would need it.
    preloadAlertDialog();
    // Read as the page unloads: changes discarded on purpose a moment before do not ask.
    const ask = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return (
    <AlertDialog
      isOpen={blocker.state === 'blocked'}
      title={t('leave.title')}
      onDismiss={stay}
      buttons={
        <>
          <Button onClick={stay}>{t('leave.stay')}</Button>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    >
      <p>{t('leave.text')}</p>
    </AlertDialog>
  );
}
