import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, NAMESPACES } from '@/lib/i18n';

// Screens load their feature's text on demand in the app; tests render them at once, so every namespace is ready.
await initI18n().loadNamespaces(NAMESPACES);
// jsdom has no CSS.escape, which react-aria's overlays use.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
  });
}
// jsdom does not scroll; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;
// Lazy route modules load (and are transformed) on first use; on a busy 2-core machine that took over 5 s once.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
