import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import {
  AUTO_LANGUAGE,
  detectLanguage,
  FALLBACK_LANGUAGE,
  LOCALE_STORAGE_KEY,
  matchLanguage,
  PSEUDO_LANGUAGE,
  pseudoStrings,
  SUPPORTED_LANGUAGES,
} from './locale';
import type accountStrings from '../../../locales/en/account.json';
import type answeringStrings from '../../../locales/en/answering.json';
import type beneficiariesStrings from '../../../locales/en/beneficiaries.json';
import type beneficiaryLinksStrings from '../../../locales/en/beneficiary-links.json';
import type catalogueStrings from '../../../locales/en/catalogue.json';
import type homeStrings from '../../../locales/en/home.json';
import type importsStrings from '../../../locales/en/imports.json';
import type invitesStrings from '../../../locales/en/invites.json';
import type journeyStrings from '../../../locales/en/journey.json';
import type opsStrings from '../../../locales/en/ops.json';
import type questionnairesStrings from '../../../locales/en/questionnaires.json';
import type recordsStrings from '../../../locales/en/records.json';
import type reportsStrings from '../../../locales/en/reports.json';
import type sequencesStrings from '../../../locales/en/sequences.json';
import type settingsStrings from '../../../locales/en/settings.json';
import type socialValueStrings from '../../../locales/en/social-value.json';

/**
 * English is the source of truth (STYLE rule 15); namespaces are `common`, `errors` and one per feature, one file
 * each in locales/en/. The three every first page needs ship with the entry; the others load with the first
 * screen that asks for one (react-i18next suspends it meanwhile), so a first visit downloads only its own text.
 */
export const EAGER_NAMESPACES = { common, errors, auth } as const;
export const defaultNS = 'common';

/** Every namespace's English strings, for typed keys (web/src/types/i18next.d.ts); types only, nothing loads. */
export type Resources = typeof EAGER_NAMESPACES & {
  account: typeof accountStrings;
  answering: typeof answeringStrings;
  beneficiaries: typeof beneficiariesStrings;
  'beneficiary-links': typeof beneficiaryLinksStrings;
  catalogue: typeof catalogueStrings;
  home: typeof homeStrings;
  imports: typeof importsStrings;
  invites: typeof invitesStrings;
  journey: typeof journeyStrings;
  ops: typeof opsStrings;
  questionnaires: typeof questionnairesStrings;
  records: typeof recordsStrings;
  reports: typeof reportsStrings;
  sequences: typeof sequencesStrings;
  settings: typeof settingsStrings;
  'social-value': typeof socialValueStrings;
};
export { LOCALE_STORAGE_KEY };

const namespaceFiles = import.meta.glob<ResourceKey>(
  ['../../../locales/en/*.json', '!**/common.json', '!**/errors.json', '!**/auth.json'],
  { import: 'default' },
);

/** Every namespace of locales/en/, by name. */
export const NAMESPACES = [
  ...Object.keys(EAGER_NAMESPACES),
  ...Object.keys(namespaceFiles).map((file) => file.replace(/^.*\/|\.json$/g, '')),
];

/**
 * Starts loading the namespaces a page's first render will ask for, from its route's loader: beside the page's
 * data and modules rather than after them, when the render would suspend for them.
 */
export function preloadNamespaces(namespaces: (keyof Resources)[]): void {
  if (i18n.isInitialized) void i18n.loadNamespaces(namespaces);
}

/** A namespace no file holds: a mistake in the code, which no retry mends. */
class UnknownNamespace extends Error {}

async function readNamespace(namespace: string): Promise<ResourceKey> {
  const eager = (EAGER_NAMESPACES as Record<string, ResourceKey>)[namespace];
  if (eager) return eager;
  const load = namespaceFiles[`../../../locales/en/${namespace}.json`];
  if (!load) throw new UnknownNamespace(`No locale namespace ${namespace}`);
  return load();
}

const RETRY_MS = { first: 500, most: 10_000 };

/** Resolves when the next try is due: after a wait that doubles with each failure, or at once on reconnecting. */
function waitToRetry(failures: number): Promise<void> {
  return new Promise((resolve) => {
    const due = () => {
      clearTimeout(timer);
      window.removeEventListener('online', due);
      resolve();
    };
    const timer = setTimeout(due, Math.min(RETRY_MS.first * 2 ** failures, RETRY_MS.most));
    window.addEventListener('online', due);
  });
}

/**
 * Loads a namespace's file on demand; the pseudo-locale is English run through pseudoStrings. A download that
 * fails is tried again until it arrives, as i18next's own retries stop too soon: a read failed with
 * callback(err, true) is retried up to maxRetries times (5 by default, 350 ms apart at first, doubling), then
 * i18next gives up and counts the namespace as loaded, as it does at once for callback(err, null). Nothing asks
 * for it again, and every screen shows its keys ("next", "slider.awaiting") for the rest of the visit. Until the
 * file arrives, the screens that need it suspend, as they do on a first load.
 */
export function createNamespaceBackend(
  read: (namespace: string) => Promise<ResourceKey> = readNamespace,
  wait: (failures: number) => Promise<void> = waitToRetry,
): BackendModule {
  const readUntilLoaded = async (namespace: string): Promise<ResourceKey> => {
    for (let failures = 0; ; failures += 1) {
      try {
        return await read(namespace);
      } catch (error) {
        if (error instanceof UnknownNamespace) throw error;
        await wait(failures);
      }
    }
  };
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      readUntilLoaded(namespace).then(
        (strings) =>
          callback(
            null,
            language === PSEUDO_LANGUAGE
              ? pseudoStrings(strings as Parameters<typeof pseudoStrings>[0])
              : strings,
          ),
        (error: unknown) => callback(error as Error, null),
      );
    },
  };
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: string | null): void {
  try {
    if (language) localStorage.setItem(LOCALE_STORAGE_KEY, language);
    else localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** The language detected for this page (spec 01 §4 Locale). */
function detect(): string {
  return detectLanguage({
    search: typeof location === 'undefined' ? '' : location.search,
    stored: readStored(),
    browser: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  });
}

function pseudoResources() {
  return Object.fromEntries(
    Object.entries(EAGER_NAMESPACES).map(([namespace, strings]) => [namespace, pseudoStrings(strings)]),
  );
}

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    const lng = detect();
    const resources = { en: EAGER_NAMESPACES };
    void i18n
      .use(createNamespaceBackend())
      .use(initReactI18next)
      .init({
        resources:
          lng === PSEUDO_LANGUAGE ? { ...resources, [PSEUDO_LANGUAGE]: pseudoResources() } : resources,
        partialBundledLanguages: true,
        lng,
        defaultNS,
        ns: Object.keys(EAGER_NAMESPACES),
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        nonExplicitSupportedLngs: false,
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
      });
    document.documentElement.lang = lng;
    i18n.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
    // A language picked by the query string is remembered, as the detector's cache did.
    if (new URLSearchParams(typeof location === 'undefined' ? '' : location.search).has('lng')) store(lng);
  }
  return i18n;
}

/**
 * Spec 01 §4 Locale: after sign-in the user's stored language wins and is saved as the preference. Empty or
 * 'und' means auto detect: the language detected for this page stays.
 */
export async function applyUserLanguage(language: string | null | undefined): Promise<void> {
  const chosen = language && language !== AUTO_LANGUAGE ? matchLanguage(language) : null;
  if (!chosen) return;
  store(chosen);
  if (chosen === PSEUDO_LANGUAGE && !i18n.hasResourceBundle(PSEUDO_LANGUAGE, defaultNS)) {
    for (const [namespace, strings] of Object.entries(pseudoResources()))
      i18n.addResourceBundle(PSEUDO_LANGUAGE, namespace, strings);
  }
  if (i18n.language !== chosen) await i18n.changeLanguage(chosen);
}
