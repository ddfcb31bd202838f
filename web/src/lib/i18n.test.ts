import { createInstance, type BackendModule } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyUserLanguage,
  createNamespaceBackend,
  initI18n,
  LOCALE_STORAGE_KEY,
  preloadNamespaces,
} from './i18n';

const i18n = initI18n();

afterEach(async () => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  await i18n.changeLanguage('en');
});

describe('applyUserLanguage (spec 01 §4 Locale)', () => {
  it("applies the user's stored language and saves it as the preference", async () => {
    // Act
    await applyUserLanguage('en-XA');
    // Assess
    expect(i18n.language).toBe('en-XA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-XA');
    expect(i18n.t('notFound.title')).toBe('⟦Þáĝé ñóţ ƒóúñð⟧');
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it("keeps the detected language for 'und' (auto detect)", async () => {
    await applyUserLanguage('und');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});

describe('preloadNamespaces', () => {
  it("asks i18next for a page's namespaces ahead of its first render", () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');

    preloadNamespaces(['reports']);

    expect(load).toHaveBeenCalledWith(['reports']);
    load.mockRestore();
  });
});

describe('the namespace backend', () => {
  /** An i18next instance of its own on `backend`, in English, with no namespace loaded yet. */
  async function instanceWith(backend: BackendModule) {
    const instance = createInstance();
    await instance
      .use(backend)
      .init({ lng: 'en', fallbackLng: 'en', ns: [], resources: { en: {} }, partialBundledLanguages: true });
    return instance;
  }

  it('keeps a namespace loading until its file downloads, never showing its keys', async () => {
    // Prepare: the file fails twice (no network), then arrives
    let failures = 2;
    const read = vi.fn(() => {
      if (failures-- > 0) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve({ next: 'Next' });
    });
    let retry = () => {};
    const wait = () => new Promise<void>((resolve) => (retry = resolve));
    const instance = await instanceWith(createNamespaceBackend(read, wait));
    // Act
    const loaded = instance.loadNamespaces('answering');
    // Assess: not counted as loaded while it fails, so react-i18next keeps the screen suspended
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(instance.hasLoadedNamespace('answering')).toBe(false);
    retry();
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(instance.hasLoadedNamespace('answering')).toBe(false);
    retry();
    await loaded;
    expect(instance.hasLoadedNamespace('answering')).toBe(true);
    expect(instance.t('answering:next')).toBe('Next');
  });

  it('does not retry a namespace no file holds', async () => {
    // Prepare
    const instance = await instanceWith(createNamespaceBackend());
    // Act
    await instance.loadNamespaces('no-such-feature');
    // Assess
    expect(instance.hasLoadedNamespace('no-such-feature')).toBe(true);
  });
});
