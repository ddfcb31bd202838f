import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Toast, ToastRegion } from '@/components/ui/toast';
import { getSession, refreshSession } from '@/lib/auth';
import { startSessionScheduler, type SessionNotice } from '../utils/session-scheduler';

/** Seconds left until `expiresAt`, re-rendered every second (never below 0). */
function useSecondsLeft(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

function ExpiringToast({ expiresAt, onLogIn }: { expiresAt: number; onLogIn: () => void }) {
  const { t } = useTranslation('auth');
  const seconds = useSecondsLeft(expiresAt);
  return (
    <Toast
      tone="warning"
      action={
        <Button variant="secondary" onClick={onLogIn}>
          {t('session.logIn')}
        </Button>
      }
    >
      {t('session.expiring', { seconds })}
    </Toast>
  );
}

/**
 * Keeps a signed-in session alive by the rules of spec 01 §4 "Session" (see `startSessionScheduler`) and shows
 * its toasts: the countdown with a Log in button at 60 seconds or less, the renewal for 2 seconds.
 */
export function SessionKeeper({ onLogIn }: { onLogIn: () => void }) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<SessionNotice>({ kind: 'none' });
  useEffect(() => {
    let active = true;
    let stop = () => {};
    void getSession().then((session) => {
      if (!active || !session) return;
      stop = startSessionScheduler({
        expiresAt: session.expiresAt,
        refresh: () => refreshSession().then((renewed) => renewed.expiresAt),
        onNotice: setNotice,
      }).stop;
    });
    return () => {
      active = false;
      stop();
    };
  }, []);
  return (
    <ToastRegion label={t('session.notifications')}>
      {notice.kind === 'expiring' ? <ExpiringToast expiresAt={notice.expiresAt} onLogIn={onLogIn} /> : null}
      {notice.kind === 'renewed' ? <Toast tone="success">{t('session.renewed')}</Toast> : null}
    </ToastRegion>
  );
}
