import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { DONATE_URL, FEEDBACK_URL, HELP_URL } from '@/config/support';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { useOrganisation } from '../api/get-organisation';
import { useOrganisations } from '../api/get-organisations';
import { useSelf } from '../api/get-self';
import { useSetActiveOrganisation } from '../api/set-active-organisation';
import { initials } from '../utils/initials';
import styles from './profile-menu.module.css';

const LOG_OUT = 'log-out';
const ORG_PREFIX = 'org:';

/**
 * Initials button opening (spec 01 §2 Shell): name and active organisation, Profile, Change Account (other
 * organisations), Help, Send Feedback, Donate, Log Out.
 */
export function ProfileMenu({
  onLogOut,
  reload,
  initiallyOpen = false,
  takeFocus = false,
}: {
  onLogOut: () => void;
  reload?: () => void;
  /** Opens at once: pressed before this module had loaded (deferred-profile-menu.tsx). */
  initiallyOpen?: boolean;
  /** Takes focus as it appears: it replaces a button that had it. */
  takeFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const self = useSelf();
  const organisation = useOrganisation();
  const [open, setOpen] = useState(initiallyOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // Only as it appears: it takes over the focus of the button it replaced, once.
  const focusOnArrival = useRef(takeFocus);
  useEffect(() => {
    // Not if the focus moved on while this module loaded (a keyboard user tabbing past): removing the replaced
    // button leaves the focus on the body, anything else is where the user went.
    const focusIsNowhere = document.activeElement === null || document.activeElement === document.body;
    if (focusOnArrival.current && focusIsNowhere) trigger.current?.focus();
  }, []);
  const organisations = useOrganisations({ enabled: open });
  const switchOrganisation = useSetActiveOrganisation(reload);
  const [switchFailed, setSwitchFailed] = useState(false);

  const name = self.data?.profile.name ?? '';
  const others = (organisations.data ?? []).filter((org) => org.id !== organisation.data?.id);

  const onAction = (key: string | number) => {
    const id = String(key);
    if (id === LOG_OUT) {
      onLogOut();
      return;
    }
    if (id.startsWith(ORG_PREFIX)) {
      // Switching reloads the app in the other organisation: changes not saved are asked about first, and not
      // after the switch, when staying would leave this page's forms writing into the other organisation.
      if (hasUnsavedChanges() && !window.confirm(`${tc('leave.title')} ${tc('leave.text')}`)) return;
      setSwitchFailed(false);
      switchOrganisation.mutate(id.slice(ORG_PREFIX.length), { onError: () => setSwitchFailed(true) });
    }
  };

  return (
    <div className={styles.wrapper}>
      {switchFailed ? (
        <p role="alert" className={styles.error}>
          {t('menu.switchFailed')}
        </p>
      ) : null}
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          className={styles.trigger}
          aria-label={t('menu.open', { initials: initials(name), name })}
          ref={trigger}
        >
          {initials(name)}
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu className={styles.menu} onAction={onAction} aria-label={t('menu.label')}>
            <MenuSection>
              <Header className={styles.identity}>
                <span className={styles.name}>{name}</span>
                <span className={styles.organisation}>{organisation.data?.name}</span>
              </Header>
            </MenuSection>
            <MenuItem id="profile" href={paths.profile.getHref()} className={styles.item}>
              {t('menu.profile')}
            </MenuItem>
            <Separator className={styles.separator} />
            <MenuSection>
              <Header className={styles.sectionHeader}>{t('menu.changeAccount')}</Header>
              {others.length > 0 ? (
                others.map((org) => (
                  <MenuItem key={org.id} id={`${ORG_PREFIX}${org.id}`} className={styles.item}>
                    {org.name}
                  </MenuItem>
                ))
              ) : (
                <MenuItem id="none" isDisabled className={styles.item}>
                  {organisations.isPending
                    ? t('menu.loadingAccounts')
                    : organisations.isError
                      ? t('menu.accountsFailed')
                      : t('menu.noOtherAccounts')}
                </MenuItem>
              )}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuItem id="help" href={HELP_URL} className={styles.item}>
              {t('menu.help')}
            </MenuItem>
            <MenuItem id="feedback" href={FEEDBACK_URL} className={styles.item}>
              {t('menu.feedback')}
            </MenuItem>
            <MenuItem id="donate" href={DONATE_URL} className={styles.item}>
              {t('menu.donate')}
            </MenuItem>
            <Separator className={styles.separator} />
            <MenuItem id={LOG_OUT} className={styles.item}>
              {t('menu.logOut')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
