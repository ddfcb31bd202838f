import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Alias, type Plugin } from 'vite';
import base from './vite.config.ts';

const INDEX_HTML = fileURLToPath(new URL('./index.html', import.meta.url));
const LIGHT_HTML = fileURLToPath(new URL('./light.html', import.meta.url));
const LIGHT_ROUTER = fileURLToPath(new URL('./src/lib/light-router/index.ts', import.meta.url));

/** `light.html` is `index.html` with the light entry, made at build time so that there is one page to edit. */
function lightHtml(): Plugin {
  return {
    name: 'ripple-light-html',
    enforce: 'pre',
    resolveId: (id) => (id === LIGHT_HTML ? LIGHT_HTML : null),
    load(id) {
      if (id !== LIGHT_HTML) return null;
      const html = readFileSync(INDEX_HTML, 'utf8');
      if (!html.includes('/src/main.tsx')) throw new Error('web/index.html no longer loads /src/main.tsx');
      return html.replace('/src/main.tsx', '/src/light.tsx');
    },
  };
}

/**
 * The light build: `light.html` and the landing pages (src/light.tsx) on Preact's React layer, written next to
 * the whole app's build. React DOM alone is more than half of a phone's first download and most of its start-up
 * work; the landing pages use no react-aria collection, the one thing Preact cannot render (docs/decisions.md
 * "Web bundles"). Run after the main build, which empties the folder.
 */
export default defineConfig((env) => {
  const whole = base(env);
  // The whole app's alias of react-router to its router (app.ts) would match first; the light build has its own.
  const wholeAliases: readonly Alias[] = Array.isArray(whole.resolve?.alias) ? whole.resolve.alias : [];
  const otherAliases = wholeAliases.filter(({ find }) => String(find) !== String(/^react-router$/));
  return mergeConfig(
    { ...whole, resolve: { ...whole.resolve, alias: otherAliases } },
    {
      plugins: [lightHtml()],
      resolve: {
        alias: [
          // React Router is two fifths of the light entry; the landing pages need a small part of it.
          { find: /^react-router$/, replacement: LIGHT_ROUTER },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      },
      build: {
        emptyOutDir: false,
        // One small stylesheet in the page rather than one per route added later (docs/decisions.md "Web bundles").
        cssCodeSplit: false,
        manifest: '.vite/light-manifest.json',
        rollupOptions: { input: LIGHT_HTML },
      },
    },
  );
});
