import { Kind, parse } from 'graphql';

/** A root field of the schema, which gets one resolver. */
export interface RootField {
  readonly typeName: string;
  readonly fieldName: string;
}

const DEFAULT_ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * Every Query and Mutation field of a schema (definitions and `extend type` alike), in schema order, so a field
 * added to `schema.graphql` gets its resolver without touching the stack. Subscriptions are left out: they are
 * resolved by AppSync itself, not by the Lambda.
 */
export function rootFields(sdl: string): RootField[] {
  const document = parse(sdl);
  const rootNames: Record<'query' | 'mutation', string> = {
    query: DEFAULT_ROOT_TYPES.query,
    mutation: DEFAULT_ROOT_TYPES.mutation,
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION && definition.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const operationType of definition.operationTypes ?? []) {
      if (operationType.operation === 'query' || operationType.operation === 'mutation') {
        rootNames[operationType.operation] = operationType.type.name.value;
      }
    }
  }
  const wanted = new Set(Object.values(rootNames));
  const fields: RootField[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    if (!wanted.has(definition.name.value)) continue;
    for (const field of definition.fields ?? []) {
      fields.push({ typeName: definition.name.value, fieldName: field.name.value });
    }
  }
  return fields;
}
