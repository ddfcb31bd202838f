import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite-plugin-brands.ts';
import { graphqlDocumentsBabelPlugin, pureGraphqlDocuments } from './vite-plugin-graphql-documents.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * react-router's package exports name only its development build, in every condition (remix-run/react-router
 * #12532, #14102), so builds shipped its dev warnings: each builds and throws an Error to capture a stack, on a
 * phone's main thread. Builds take the production build beside it; the dev server and tests keep the warnings.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react({ babel: { plugins: [graphqlDocumentsBabelPlugin(`${src}/lib/graphql/generated/graphql.ts`)] } }),
    pureGraphqlDocuments(),
    brandsPlugin(`${src}/brands`),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The manifest lets test/bench/web-bundles.ts measure what a first visit to a route downloads.
  // WEB_DIST (absolute) builds elsewhere so that parallel runs do not overwrite each other's web/dist.
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
}));
