import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The light build: `light.html` and the landing pages (src/light.tsx) on Preact's React layer, written next to
 * the whole app's build. React DOM alone is more than half of a phone's first download and most of its start-up
 * work; the landing pages use no react-aria collection, the one thing Preact cannot render (docs/decisions.md
 * "Web bundles"). Run after the main build, which empties the folder.
 */
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    build: {
      emptyOutDir: false,
      manifest: '.vite/light-manifest.json',
      rollupOptions: { input: 'light.html' },
    },
  }),
);
