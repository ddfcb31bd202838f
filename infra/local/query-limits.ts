import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type {
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ASTVisitor,
} from 'graphql';

// The copy of graphql that graphql-yoga loads (see appsync-emulator.ts).
const { GraphQLError, Kind } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/**
 * The errors AppSync's limits produce. Its documentation says only that a request out of bounds gets "a limit
 * error"; `ResolverExecutionLimitReached` is the type AppSync answers when the resolver count is reached, and the
 * depth error follows its pattern (docs/decisions.md, "Query cost limits").
 */
export const LIMIT_ERRORS = {
  depth: 'QueryDepthLimitReached',
  resolvers: 'ResolverExecutionLimitReached',
} as const;

type Fragments = Record<string, FragmentDefinitionNode>;

/** How deep a selection goes: a field is one level, a fragment (inline or named) none of its own. */
export function selectionDepth(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  seen = new Set<string>(),
): number {
  let deepest = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else if (!seen.has(selection.name.value)) {
      // A fragment cycle is refused by GraphQL validation anyway; here it must just not loop.
      const inner = new Set(seen).add(selection.name.value);
      deepest = Math.max(
        deepest,
        selectionDepth(fragments[selection.name.value]?.selectionSet, fragments, inner),
      );
    }
  }
  return deepest;
}

/** Root fields an operation runs, aliases and fragments included; `__typename` runs no resolver. */
export function rootFieldCount(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      const inner = new Set(seen).add(selection.name.value);
      count += rootFieldCount(fragments[selection.name.value]?.selectionSet, fragments, inner);
    }
  }
  return count;
}

/**
 * A validation rule refusing every operation over AppSync's `queryDepthLimit` or `resolverCountLimit`, so that
 * nothing of it runs.
 */
export function queryLimitsRule(limits: { depth: number; resolvers: number }) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Fragments = Object.fromEntries(
      context
        .getDocument()
        .definitions.flatMap((definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
        ),
    );
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const depth = selectionDepth(operation.selectionSet, fragments);
        if (depth > limits.depth) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the limit of ${limits.depth}.`, {
              nodes: [operation],
              extensions: { errorType: LIMIT_ERRORS.depth },
            }),
          );
        }
        const resolvers = rootFieldCount(operation.selectionSet, fragments);
        if (resolvers > limits.resolvers) {
          context.reportError(
            new GraphQLError(
              `The request would run ${resolvers} resolvers; the limit is ${limits.resolvers}.`,
              { nodes: [operation], extensions: { errorType: LIMIT_ERRORS.resolvers } },
            ),
          );
        }
      },
    };
  };
}
