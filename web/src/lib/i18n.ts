import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import account from '../../../locales/en/account.json';
import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';

/** English is the source of truth (STYLE rule 15); namespaces are `common`, `errors` and one per feature. */
export const resources = { en: { common, errors, auth, account } } as const;
export const defaultNS = 'common';
/** Spec 01 §4 Locale: the preference is stored under `locale`. */
export const LOCALE_STORAGE_KEY = 'locale';

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources,
        defaultNS,
        ns: Object.keys(resources.en),
        fallbackLng: 'en',
        supportedLngs: ['en'],
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
        detection: {
          order: ['querystring', 'localStorage', 'navigator'],
          lookupQuerystring: 'lng',
          lookupLocalStorage: LOCALE_STORAGE_KEY,
          caches: ['localStorage'],
        },
      });
  }
  return i18n;
}
