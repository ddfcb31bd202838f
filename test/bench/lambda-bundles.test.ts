import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLING, LAMBDA_ENTRIES } from './lambda-bundles.ts';

/** The source files and packages a Lambda's bundle is made of, as esbuild's metafile lists them. */
async function bundleInputs(entry: string): Promise<string[]> {
  const { metafile } = await build({
    ...LAMBDA_BUNDLING,
    entryPoints: [entry],
    write: false,
    metafile: true,
    outfile: 'bundle.mjs',
  });
  return Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
}

describe('the graphql Lambda bundle', () => {
  it('leaves the spreadsheet import job to its own Lambda', async () => {
    // Prepare: the job's own code, as its Lambda bundles it.
    const job = await bundleInputs('functions/src/imports/handler.ts');
    expect(job.some((input) => input.endsWith('domains/imports/import-job.ts'))).toBe(true);
    expect(job.some((input) => input.includes('node_modules/csv-parse/'))).toBe(true);

    // Act
    const graphql = await bundleInputs(LAMBDA_ENTRIES.graphql);

    // Assess: the API only starts the job (an asynchronous Invoke); its reading and checking of rows would be module
    // evaluation on every cold start of the function each beneficiary's first request waits for (issue 35).
    expect(graphql.filter((input) => /domains\/imports\/import-(job|csv)\.ts$/.test(input))).toEqual([]);
    expect(graphql.filter((input) => input.includes('node_modules/csv-parse/'))).toEqual([]);
  });
});
