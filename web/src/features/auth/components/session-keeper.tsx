import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import buttonStyles from '@/components/ui/button.module.css';
import { Toast, ToastRegion } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getSession, refreshSession, signOutUser, type Session } from '@/lib/auth';
import type { ApiError } from '@/lib/graphql/api-error';
import { subscribeToFailures } from '@/lib/graphql/client';
import { subscribeToOtherTabs } from '@/lib/tab-messages';
import { hasUnsavedChanges, useHasUnsavedChanges } from '@/lib/unsaved-changes';
import { startSessionScheduler, type SessionNotice, type SessionScheduler } from '../utils/session-scheduler';

/** Why the page has no session: signed out (another tab, a dead refresh token), or Log in could not renew it. */
type Away = 'signedOut' | 'notRenewed';

/** Answers that mean the request carried no usable session (docs/api-errors.md, "Transport-level refusals"). */
const SESSION_REFUSALS = new Set([
  'UnauthorizedException',
  'Unauthorized',
  'auth.unauthenticated',
  'http.401',
]);

/**
 * Whether a failure may mean the session is gone: a refusal for want of one, or a staff page's request that went
 * out without a token. A network failure says nothing (offline, the token simply could not be refreshed).
 */
const maySignalLostSession = (error: ApiError, signedIn: boolean) =>
  SESSION_REFUSALS.has(error.code) || (!signedIn && error.code !== 'network');

/** Seconds left until `expiresAt`, re-rendered every second (never below 0). */
function useSecondsLeft(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/**
 * The countdown. The toast region is a polite live region, so the seconds, which change every second, are hidden
 * from screen readers (they would hear them over and over); a sentence that does not change is announced once.
 */
function ExpiringToast({
  expiresAt,
  onLogIn,
  busy,
}: {
  expiresAt: number;
  onLogIn: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  const seconds = useSecondsLeft(expiresAt);
  return (
    <Toast
      tone="warning"
      action={
        <Button variant="secondary" onClick={onLogIn} disabled={busy}>
          {busy ? t('session.loggingIn') : t('session.logIn')}
        </Button>
      }
    >
      <span aria-hidden="true">{t('session.expiring', { seconds })}</span>
      <span className="visually-hidden">{t('session.expiringSoon')}</span>
    </Toast>
  );
}

/**
 * No session. With changes not saved on the page, logging in happens in a new tab, whose tokens this tab then picks
 * up from the storage the tabs share, so the page and what was typed on it stay. Without, Log in leaves for the
 * login page as before.
 */
function AwayToast({ away, onLogIn }: { away: Away; onLogIn: () => void }) {
  const { t } = useTranslation('auth');
  const unsaved = useHasUnsavedChanges();
  if (!unsaved) {
    return (
      <Toast
        tone="warning"
        action={
          <Button variant="secondary" onClick={onLogIn}>
            {t('session.logIn')}
          </Button>
        }
      >
        {away === 'signedOut' ? t('session.signedOut') : t('session.notRenewed')}
      </Toast>
    );
  }
  return (
    <Toast
      tone="warning"
      action={
        <a
          href={paths.login.getHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={[buttonStyles.button, buttonStyles.secondary].join(' ')}
        >
          {t('session.logInNewTab')}
        </a>
      }
    >
      {away === 'signedOut' ? t('session.signedOutKept') : t('session.notRenewedKept')}
    </Toast>
  );
}

const leaveForLogin = (href: string) => window.location.assign(href);

/**
 * Keeps a signed-in session alive by the rules of spec 01 §4 "Session" (see `startSessionScheduler`) and shows
 * its toasts: the countdown with a Log in button at 60 seconds or less, the renewal for 2 seconds.
 *
 * It also notices when the session is gone (another tab logged out, the refresh token died, the countdown ran
 * out): a request refused for want of a session, another tab's sign-out or the end of the countdown make it read
 * the stored tokens again, and with no session it says so, telling the user their changes on the page are kept. A login in
 * another tab (told through the shared storage, or seen when this tab gets the focus back) brings it back.
 *
 * `leave` goes to the login page (injected in tests).
 */
export function SessionKeeper({ leave = leaveForLogin }: { leave?: (href: string) => void }) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<SessionNotice>({ kind: 'none' });
  const [away, setAway] = useState<Away | null>(null);
  const [busy, setBusy] = useState(false);
  const scheduler = useRef<SessionScheduler | null>(null);
  const awayRef = useRef<Away | null>(null);
  const mounted = useRef(true);
  /** `check`, for the scheduler, which outlives the render that started it. */
  const checkRef = useRef<() => void>(() => undefined);

  const goAway = useCallback((reason: Away) => {
    awayRef.current ??= reason;
    setAway(awayRef.current);
  }, []);

  /** A session to keep alive; `renewed` when it came back or was renewed by hand, which the user is told. */
  const adopt = useCallback((session: Session, renewed: boolean) => {
    if (!mounted.current) return;
    awayRef.current = null;
    setAway(null);
    if (!scheduler.current) {
      scheduler.current = startSessionScheduler({
        expiresAt: session.expiresAt,
        refresh: () => refreshSession().then((fresh) => fresh.expiresAt),
        onNotice: (next) => {
          setNotice(next);
          // The countdown ran out: is there still a session (another tab may have renewed it)?
          if (next.kind === 'expiring' && next.expiresAt <= Date.now()) checkRef.current();
        },
      });
    }
    if (renewed) scheduler.current.renewed(session.expiresAt);
  }, []);

  /** Whether there is a session now, from the tokens every tab shares (renewed if near expiry). */
  const check = useCallback(async () => {
    const session = await getSession();
    if (!mounted.current) return;
    if (!session) goAway('signedOut');
    else if (awayRef.current) adopt(session, true);
  }, [adopt, goAway]);

  useEffect(() => {
    mounted.current = true;
    checkRef.current = () => void check();
    void getSession().then((session) => (session ? adopt(session, false) : check()));
    const stopFailures = subscribeToFailures((error, { signedIn }) => {
      if (maySignalLostSession(error, signedIn)) void check();
    });
    const stopTabs = subscribeToOtherTabs((message) => {
      if (message.kind === 'signedOut' || message.kind === 'signedIn') void check();
    });
    const onReturn = () => {
      if (awayRef.current && document.visibilityState !== 'hidden') void check();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      mounted.current = false;
      stopFailures();
      stopTabs();
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      scheduler.current?.stop();
      scheduler.current = null;
    };
  }, [adopt, check]);

  /** Sign out now (clearing the tokens the tabs share) and come back here after logging in again. */
  const logInAgain = async () => {
    await signOutUser().catch(() => undefined);
    leave(paths.login.getHref(window.location.pathname + window.location.search));
  };

  /**
   * The countdown's Log in: the countdown mostly shows because refreshing failed on a bad connection, so try that
   * first. If it fails and forms hold changes, log in in a new tab (AwayToast) rather than leave the page; else go
   * to the login page and come back here afterwards.
   */
  const logIn = async () => {
    setBusy(true);
    const session = await refreshSession().catch(() => null);
    if (!mounted.current) return;
    setBusy(false);
    if (session) return adopt(session, true);
    if (hasUnsavedChanges()) return goAway('notRenewed');
    await logInAgain();
  };

  return (
    <ToastRegion label={t('session.notifications')}>
      {away ? <AwayToast away={away} onLogIn={() => void logInAgain()} /> : null}
      {!away && notice.kind === 'expiring' ? (
        <ExpiringToast expiresAt={notice.expiresAt} onLogIn={() => void logIn()} busy={busy} />
      ) : null}
      {!away && notice.kind === 'renewed' ? <Toast tone="success">{t('session.renewed')}</Toast> : null}
    </ToastRegion>
  );
}
