import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql → resolver-side types (functions) and typed client documents (web). */
const scalars = {
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

const config: CodegenConfig = {
  schema: ['infra/appsync/aws.graphql', 'schema.graphql'],
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/lib/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'functions/src/graphql/generated/schema-types.ts': {
      plugins: [
        { add: { content: '/* Generated from schema.graphql by `npm run codegen`. Do not edit. */' } },
        'typescript',
      ],
      config: { scalars, enumsAsTypes: true, avoidOptionals: false, useTypeImports: true },
    },
    'web/src/lib/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, documentMode: 'string', useTypeImports: true },
    },
  },
};

export default config;
