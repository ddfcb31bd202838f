import { build, type BuildOptions } from 'esbuild';
import { LAMBDA_BUNDLE } from '../../infra/lib/lambda-bundling.ts';

/** The Lambda entries, bundled as the CDK house function bundles them (minified ESM for Node 22). */
export const LAMBDA_ENTRIES = {
  graphql: 'functions/src/graphql/handler.ts',
  authorizer: 'functions/src/authorizer/handler.ts',
  export: 'functions/src/export/handler.ts',
  billing: 'functions/src/billing/handler.ts',
  'pre-authentication': 'functions/src/pre-authentication/handler.ts',
} as const;

/** The CDK house function's bundling (infra/lib/constructs/node-function.ts), without source maps. */
export const LAMBDA_BUNDLING = {
  ...LAMBDA_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  banner: { js: LAMBDA_BUNDLE.banner },
  // The Lambda runtime provides the AWS SDK v3, so the CDK bundling leaves it out too.
  external: ['@aws-sdk/*'],
} satisfies BuildOptions;

/** Size in KB of each minified Lambda bundle. */
export async function measureLambdaBundles(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [name, entry] of Object.entries(LAMBDA_ENTRIES)) {
    const result = await build({ ...LAMBDA_BUNDLING, entryPoints: [entry], write: false });
    const bytes = result.outputFiles.reduce((total, file) => total + file.contents.byteLength, 0);
    sizes[name] = Math.round((bytes / 1024) * 10) / 10;
  }
  return sizes;
}
