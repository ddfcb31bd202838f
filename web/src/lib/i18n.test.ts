import { afterEach, describe, expect, it } from 'vitest';
import { applyUserLanguage, initI18n, LOCALE_STORAGE_KEY } from './i18n';

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
