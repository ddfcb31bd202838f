import i18n from 'i18next';
import {
  createContext,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useParams } from 'react-router';
import { useBrand } from '@/components/brand/brand-provider';
import type { Resources } from '@/lib/i18n';

/** A page's name in the tab's title: a key of `pageTitle` in locales/en/common.json. */
export type PageTitle = keyof Resources['common']['pageTitle'];

/** How long a page may take to show its h1 (its data loading) before focus stays on #main. */
const HEADING_WAIT_MS = 10_000;

/** The path of the page last shown in this document; null until the first page shows. */
const ShownPath = createContext<RefObject<string | null>>({ current: null });

/** Remembers which page was shown last, so that a page can tell arriving from another page from the first load. */
export function PageChangeProvider({ children }: { children: ReactNode }) {
  const shown = useRef<string | null>(null);
  return <ShownPath value={shown}>{children}</ShownPath>;
}

/**
 * Whether focus is already where it belongs on the new page: on a tab of the tab list that changed the page (the
 * tabs pattern keeps focus there), or in the page's content, where the page itself put it (its own heading, a
 * first field). A link left behind in the header, the footer or a side menu does not count, nor <body>.
 */
function focusIsPlaced(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  if (active.closest('[role="tab"]')) return true;
  return main.contains(active) && !active.closest('nav');
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // Scrolling is ScrollRestoration's job: back to a page restores where it was (in the whole app).
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page's h1, so that a screen reader announces the page and the next Tab starts at its
 * top (WCAG 2.4.3). A page whose h1 waits for its data gets #main meanwhile, then the h1 if focus is still there.
 * Returns what stops the waiting.
 */
function focusNewPage(): (() => void) | undefined {
  const main = document.getElementById('main');
  if (!main || focusIsPlaced(main)) return undefined;
  const heading = main.querySelector('h1');
  if (heading) {
    focusHeading(heading);
    return undefined;
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector('h1');
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) focusHeading(arrived);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * The language, for a title in it. i18next itself rather than react-i18next's hook, which would move into the
 * light build's entry (as in BootFallback): the answer page's phones download and run that first.
 */
const useLanguage = () =>
  useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    () => i18n.language,
  );

/**
 * What a page does as it shows: names the tab "{page} – {brand}" (WCAG 2.4.2) and, when it replaced another page
 * (a new path, not a new query and not the first load), moves focus to it. The route's params fill the title's
 * placeholders (a beneficiary's id).
 */
export function usePageChange(title: PageTitle) {
  const language = useLanguage();
  const { brand } = useBrand();
  const params = useParams();
  const { pathname } = useLocation();
  const shownRef = use(ShownPath);
  const text = i18n.t('documentTitle', {
    lng: language,
    page: i18n.t(`pageTitle.${title}`, { ...params, lng: language }),
    brand: brand.name,
  });
  useEffect(() => {
    document.title = text;
  }, [text]);
  useEffect(() => {
    const previous = shownRef.current;
    shownRef.current = pathname;
    if (previous === null || previous === pathname) return undefined;
    return focusNewPage();
  }, [pathname, shownRef]);
}

/** A route's page component that names the tab and takes focus as it shows (`usePageChange`). */
export function withPageChange(Page: ComponentType, title: PageTitle): ComponentType {
  function PageWithTitle() {
    usePageChange(title);
    return <Page />;
  }
  PageWithTitle.displayName = `PageWithTitle(${title})`;
  return PageWithTitle;
}
