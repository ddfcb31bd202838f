import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite-plugin-brands.ts';
import { graphqlDocumentsBabelPlugin, pureGraphqlDocuments } from './vite-plugin-graphql-documents.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    react({ babel: { plugins: [graphqlDocumentsBabelPlugin(`${src}/lib/graphql/generated/graphql.ts`)] } }),
    pureGraphqlDocuments(),
    brandsPlugin(`${src}/brands`),
  ],
  resolve: { alias: { '@': src } },
  // The manifest lets test/bench/web-bundles.ts measure what a first visit to a route downloads.
  // WEB_DIST (absolute) builds elsewhere so that parallel runs do not overwrite each other's web/dist.
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
