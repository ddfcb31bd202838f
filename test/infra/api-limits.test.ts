import { readFileSync } from 'node:fs';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_DEPTH_LIMIT, RESOLVER_COUNT_LIMIT } from '../../infra/lib/api-limits.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { rootFieldCount, selectionDepth } from '../../infra/local/query-limits.ts';
import { synthRipple } from './synth-ripple.ts';

/** Every document the web sends, as codegen lists them. */
function webOperations(): {
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
}[] {
  const generated = readFileSync(repoPath('web/src/lib/graphql/generated/gql.ts'), 'utf8');
  const documents = [...generated.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types/gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  return documents.flatMap((text) => {
    const document = parse(text);
    const fragments = Object.fromEntries(
      document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
    );
    return document.definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? [{ operation: d, fragments }] : [],
    );
  });
}

describe('AppSync query limits', () => {
  let template: Template;
  let cleanup: () => void;

  beforeAll(() => {
    const result = synthRipple();
    template = Template.fromStack(result.appStack);
    cleanup = result.cleanup;
  });
  afterAll(() => cleanup());

  it('sets the query depth and resolver count limits on the API', () => {
    // Assess
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: QUERY_DEPTH_LIMIT,
      ResolverCountLimit: RESOLVER_COUNT_LIMIT,
    });
  });

  it('caches no authorizer answer, since it depends on the query and AppSync caches by token alone', () => {
    // Assess
    const [api] = Object.values(template.findResources('AWS::AppSync::GraphQLApi')) as {
      Properties: {
        AdditionalAuthenticationProviders: { LambdaAuthorizerConfig?: Record<string, unknown> }[];
      };
    }[];
    const lambda = api!.Properties.AdditionalAuthenticationProviders.find((p) => p.LambdaAuthorizerConfig);
    expect(lambda?.LambdaAuthorizerConfig?.AuthorizerResultTtlInSeconds ?? 0).toBe(0);
  });

  it('keeps them inside the ranges AppSync accepts (depth 1–75, resolvers 1–10,000)', () => {
    // Assess
    expect(QUERY_DEPTH_LIMIT).toBeGreaterThanOrEqual(1);
    expect(QUERY_DEPTH_LIMIT).toBeLessThanOrEqual(75);
    expect(RESOLVER_COUNT_LIMIT).toBeGreaterThanOrEqual(1);
    expect(RESOLVER_COUNT_LIMIT).toBeLessThanOrEqual(10_000);
  });

  it("lets every request the web sends through, and is far below the 500 aliases of the issue's attack", () => {
    // Prepare
    const operations = webOperations();

    // Act
    const deepest = Math.max(...operations.map((o) => selectionDepth(o.operation.selectionSet, o.fragments)));
    const widest = Math.max(...operations.map((o) => rootFieldCount(o.operation.selectionSet, o.fragments)));

    // Assess
    expect(operations.length).toBeGreaterThan(50);
    expect(deepest).toBeLessThanOrEqual(QUERY_DEPTH_LIMIT);
    expect(widest).toBeLessThanOrEqual(RESOLVER_COUNT_LIMIT);
    expect(RESOLVER_COUNT_LIMIT).toBeLessThan(500);
  });
});
