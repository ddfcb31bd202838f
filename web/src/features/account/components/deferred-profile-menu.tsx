import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelf } from '../api/get-self';
import { initials } from '../utils/initials';
import type { ProfileMenu as Menu } from './profile-menu';
import styles from './profile-menu.module.css';

type MenuProps = { onLogOut: () => void };

/**
 * The profile menu's button, as it looks and reads, until someone reaches for it: react-aria's menu, popover and
 * collections are a quarter of a staff page's first script, and most visits never open the menu. Pointing at
 * the button, focusing or pressing it loads the menu (profile-menu.tsx), which takes the button's place, keeps
 * its focus, and opens if the button was pressed meanwhile.
 */
export function DeferredProfileMenu({ onLogOut }: MenuProps) {
  const { t } = useTranslation('account');
  const self = useSelf();
  // The menu once loaded, and whether this button had the focus it then takes over.
  const [loaded, setLoaded] = useState<{ Menu: typeof Menu; focused: boolean }>();
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./profile-menu')
      .then(({ ProfileMenu }) =>
        setLoaded({ Menu: ProfileMenu, focused: document.activeElement === button.current }),
      )
      // A failed download is tried again on the next reach.
      .catch(() => (loading.current = false));
  };
  if (loaded) return <loaded.Menu onLogOut={onLogOut} initiallyOpen={pressed} takeFocus={loaded.focused} />;
  const name = self.data?.profile.name ?? '';
  return (
    <div className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={t('menu.open', { initials: initials(name), name })}
        aria-haspopup="true"
        aria-expanded="false"
        onPointerEnter={load}
        onFocus={load}
        // A press counts from its start: the menu may take this button's place between pointer down and click.
        onPointerDown={() => {
          setPressed(true);
          load();
        }}
        onClick={() => {
          setPressed(true);
          load();
        }}
      >
        {initials(name)}
      </button>
    </div>
  );
}
