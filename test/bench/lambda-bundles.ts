import { build } from 'esbuild';

/** The Lambda entries, bundled as the CDK house function bundles them (minified ESM for Node 22). */
export const LAMBDA_ENTRIES = {
  graphql: 'functions/src/graphql/handler.ts',
  authorizer: 'functions/src/authorizer/handler.ts',
  export: 'functions/src/export/handler.ts',
  billing: 'functions/src/billing/handler.ts',
} as const;

/** Size in KB of each minified Lambda bundle. */
export async function measureLambdaBundles(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [name, entry] of Object.entries(LAMBDA_ENTRIES)) {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      write: false,
      // The Lambda runtime provides the AWS SDK v3, so the CDK bundling leaves it out too.
      external: ['@aws-sdk/*'],
    });
    const bytes = result.outputFiles.reduce((total, file) => total + file.contents.byteLength, 0);
    sizes[name] = Math.round((bytes / 1024) * 10) / 10;
  }
  return sizes;
}
