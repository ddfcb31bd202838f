import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_FOCUSED_TESTS = {
  selector: 'CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name=/^(only|skip)$/]',
  message: 'No focused or skipped tests.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/generated/**',
      'functions/edge/viewer-request.js',
      'infra/appsync/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules (floating promises, unsafe any, misused promises) on the code that ships: the Lambda
  // functions and the SPA. Each program is built once from its own tsconfig; infra/, test/ and scripts/ keep the
  // syntactic rules, because a third and fourth program would cost the CI run more than two minutes.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
  })),
  {
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/generated/**'],
    languageOptions: {
      parserOptions: {
        project: ['./functions/tsconfig.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // React Router's documented way out of a loader is `throw redirect(...)` / `throw new Response(...)`.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      'no-param-reassign': 'error',
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', fetch: 'readonly' },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/app/*', '@/app'], message: 'Shared code and features never import app/.' }],
        },
      ],
    },
  },
  {
    // app/ composes everything, so it (and the entry point) may import itself.
    files: ['web/src/app/**/*.{ts,tsx}', 'web/src/main.tsx', 'web/src/light.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One-way imports: features never import each other; shared folders never import features.
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'Features do not import each other; compose them in app/routes.',
            },
            { group: ['@/app/*'], message: 'Features never import app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{components,lib,hooks,utils,config,brands}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code never imports features or app/.' },
          ],
        },
      ],
    },
  },
  {
    // functions/ must not depend on infra/ (infra → functions is allowed).
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_FOCUSED_TESTS,
        {
          // A named `z` binds zod's whole namespace, its 40 locales included (~440 KB in a Lambda bundle, and in
          // its cold start); the namespace import lets esbuild keep only what is used (docs/decisions.md).
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`.",
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/infra/**'], message: 'functions/ never imports infra/.' }] },
      ],
    },
  },
);
