import { createHash } from 'node:crypto';
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

/**
 * A CSS module's class as built: its name, then a hash of its stylesheet, as Vite's default has them, without the
 * default's leading underscore and line number, which do not make it more unique. Every page's JavaScript holds the
 * names of the classes it uses, so these bytes are in each first visit.
 */
export const scopedClassName = (name: string, _file: string, css: string) =>
  `${name}_${createHash('sha256').update(css).digest('base64url').slice(0, 5)}`;

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
  css: { modules: command === 'build' ? { generateScopedName: scopedClassName } : {} },
  // The manifest lets test/bench/web-bundles.ts measure what a first visit to a route downloads.
  // WEB_DIST (absolute) builds elsewhere so that parallel runs do not overwrite each other's web/dist.
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
}));
