import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite-plugin-brands.ts';
import { graphqlDocumentsBabelPlugin, pureGraphqlDocuments } from './vite-plugin-graphql-documents.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Builds take `react-router` from our own router (docs/decisions.md "The whole app has a router of its own"):
 * React Router was 93 KB (minified) of the entry every staff page loads. Source, types and unit tests stay on React
 * Router's API and package; the dev server keeps React Router too, so a difference shows up in the tests and the
 * built app's journeys, not in development alone.
 */
const appRouter = fileURLToPath(new URL('./src/lib/light-router/app.ts', import.meta.url));

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
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: appRouter }] : []),
    ],
  },
  css: { modules: command === 'build' ? { generateScopedName: scopedClassName } : {} },
  // The manifest lets test/bench/web-bundles.ts measure what a first visit to a route downloads.
  // WEB_DIST (absolute) builds elsewhere so that parallel runs do not overwrite each other's web/dist.
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
}));
