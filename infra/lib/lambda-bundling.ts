/**
 * The esbuild settings every Ripple Lambda bundle shares: the CDK house function (constructs/node-function.ts) and
 * the benchmarks that measure what Lambda runs (test/bench/lambda-bundles.ts).
 */
export const LAMBDA_BUNDLE = {
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  /**
   * ESM bundles run in Lambda's ESM loader, where `require` does not exist; some CommonJS dependencies still call
   * it for Node built-ins, so the bundle gets one.
   */
  banner:
    "import { createRequire as __ripple_createRequire } from 'node:module'; const require = __ripple_createRequire(import.meta.url);",
};
