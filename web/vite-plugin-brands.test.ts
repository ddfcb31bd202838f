import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import harbour from './src/brands/harbour/brand.json';
import { brandsPlugin, listBrands } from './vite-plugin-brands.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const folders: string[] = [];

/** A brands folder holding one brand whose brand.json is `source`. */
function brandsDirWith(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ripple-brands-'));
  folders.push(dir);
  mkdirSync(join(dir, 'partner'));
  writeFileSync(join(dir, 'partner', 'brand.json'), source);
  writeFileSync(join(dir, 'partner', 'logo.svg'), LOGO);
  return dir;
}

/** Runs the plugin's bundle step as Rollup would, collecting what it emits. */
function build(dir: string) {
  const emitFile = vi.fn();
  const hook = brandsPlugin(dir).generateBundle as (this: unknown) => void;
  hook.call({ emitFile });
  return emitFile;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('brandsPlugin', () => {
  it('ships every brand of web/src/brands', () => {
    expect(listBrands(join(import.meta.dirname, 'src/brands'))).toEqual([
      'default',
      'dev',
      'harbour',
      'meadow',
    ]);
  });

  it('copies a brand’s tokens and logo to brands/<brand>/', () => {
    // Prepare
    const dir = brandsDirWith(JSON.stringify(harbour));
    // Act
    const emitFile = build(dir);
    // Assess
    expect(emitFile.mock.calls.map(([file]) => file.fileName)).toEqual([
      'brands/partner/brand.json',
      'brands/partner/logo.svg',
    ]);
  });

  it.each([
    ['is not JSON', '{ "name": ', /partner\/brand\.json is not JSON/],
    [
      'lacks a colour',
      JSON.stringify({ ...harbour, colours: { ...harbour.colours, accent: undefined } }),
      /colours\.accent/,
    ],
    [
      'has a colour that is not hex',
      JSON.stringify({ ...harbour, colours: { ...harbour.colours, text: 'navy' } }),
      /colours\.text/,
    ],
    [
      'has no chart colours',
      JSON.stringify({ ...harbour, colours: { ...harbour.colours, chart: [] } }),
      /colours\.chart/,
    ],
  ])(
    'fails the build when the brand.json %s, naming the brand and the problem',
    (_label, source, message) => {
      const dir = brandsDirWith(source);
      expect(() => build(dir)).toThrow(message);
    },
  );
});
