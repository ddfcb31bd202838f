import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../../../locales/en/account.json';
import answering from '../../../locales/en/answering.json';
import beneficiaryLinks from '../../../locales/en/beneficiary-links.json';
import records from '../../../locales/en/records.json';
import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import invites from '../../../locales/en/invites.json';
import questionnaires from '../../../locales/en/questionnaires.json';
import settings from '../../../locales/en/settings.json';
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

/** English is the source of truth (STYLE rule 15); namespaces are `common`, `errors` and one per feature. */
export const resources = {
  en: {
    common,
    errors,
    auth,
    account,
    questionnaires,
    invites,
    answering,
    settings,
    'beneficiary-links': beneficiaryLinks,
    records,
  },
} as const;
export const defaultNS = 'common';
export { LOCALE_STORAGE_KEY };

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
    Object.entries(resources.en).map(([namespace, strings]) => [namespace, pseudoStrings(strings)]),
  );
}

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    const lng = detect();
    void i18n.use(initReactI18next).init({
      resources: lng === PSEUDO_LANGUAGE ? { ...resources, [PSEUDO_LANGUAGE]: pseudoResources() } : resources,
      lng,
      defaultNS,
      ns: Object.keys(resources.en),
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
