import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** schema.graphql with AppSync's scalars and directives (infra/appsync/aws.graphql), as the emulator loads it. */
export function loadSchema(): GraphQLSchema {
  return buildSchema(
    readFileSync(new URL('../../../infra/appsync/aws.graphql', import.meta.url), 'utf8') +
      readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'),
  );
}

export type OperationKind = 'query' | 'mutation';

export interface Operation {
  kind: OperationKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** Reachable with the Lambda authorizer (beneficiary link tokens and the anonymous caller). */
  lambdaAuth: boolean;
  /** Reachable with a staff Cognito ID token: the default mode, or named with @aws_cognito_user_pools. */
  cognitoAuth: boolean;
}

/** Every root field of Query and Mutation, in schema order: a new operation joins the matrices by itself. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const directives = (field.astNode?.directives ?? []).map((d) => d.name.value);
      return {
        kind,
        name: field.name,
        field,
        lambdaAuth: directives.includes('aws_lambda'),
        cognitoAuth: directives.length === 0 || directives.includes('aws_cognito_user_pools'),
      };
    }),
  );
}

/**
 * Every leaf field of `type` down to `depth` levels, with inline fragments for interfaces, so a response shows
 * whatever the resolver returned.
 */
export function selectionOf(schema: GraphQLSchema, type: GraphQLNamedType, depth = 3): string {
  if (isLeafType(type)) return '';
  const fieldsOf = (object: GraphQLNamedType, level: number): string => {
    if (!isObjectType(object) && !isAbstractType(object)) return '';
    const parts: string[] = ['__typename'];
    if (isAbstractType(object)) {
      for (const implementation of schema.getPossibleTypes(object)) {
        parts.push(`... on ${implementation.name} { ${fieldsOf(implementation, level)} }`);
      }
      return parts.join(' ');
    }
    for (const field of Object.values(object.getFields())) {
      if (field.args.some((arg) => arg.type.toString().endsWith('!'))) continue;
      const named = getNamedType(field.type);
      if (isLeafType(named)) parts.push(field.name);
      else if (level > 1) parts.push(`${field.name} { ${fieldsOf(named, level - 1)} }`);
    }
    return parts.join(' ');
  };
  return `{ ${fieldsOf(type, depth)} }`;
}

/** A document calling `operation` with a variable for each argument in `args` (the others are left out). */
export function documentOf(schema: GraphQLSchema, operation: Operation, args: readonly string[]): string {
  const used: GraphQLArgument[] = operation.field.args.filter((arg) => args.includes(arg.name));
  const declarations = used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation.kind} ${operation.name}Call${declarations ? `(${declarations})` : ''} { ${operation.name}${
    passed ? `(${passed})` : ''
  } ${selectionOf(schema, getNamedType(operation.field.type))} }`;
}

export const isRequired = (arg: GraphQLArgument): boolean => arg.type.toString().endsWith('!');
