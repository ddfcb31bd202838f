import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type {
  GraphQLError as GraphQLErrorType,
  GraphQLScalarType as ScalarType,
  GraphQLSchema,
  ValueNode,
} from 'graphql';

// The same copy of graphql as graphql-yoga (see appsync-emulator.ts).
const { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

/**
 * AppSync's built-in scalars with its validation rules, so a value the cloud would refuse is refused locally too.
 * https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html
 */

const offset = '(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)';
const time = '\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?';
const patterns = {
  AWSDate: new RegExp(`^\\d{4}-\\d{2}-\\d{2}${offset}?$`),
  AWSTime: new RegExp(`^${time}${offset}?$`),
  // The time zone offset is required for AWSDateTime.
  AWSDateTime: new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${time}${offset}$`),
  AWSEmail: /^[^\s@]+@[^\s@]+$/,
  AWSPhone: /^\+?[0-9][0-9 ().-]{2,}$/,
};

function validDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const validators: Record<string, (value: string) => boolean> = {
  AWSDate: (v) => patterns.AWSDate.test(v) && validDate(v),
  AWSTime: (v) => patterns.AWSTime.test(v),
  AWSDateTime: (v) => patterns.AWSDateTime.test(v) && validDate(v),
  AWSEmail: (v) => patterns.AWSEmail.test(v),
  AWSPhone: (v) => patterns.AWSPhone.test(v),
  AWSURL: (v) => {
    try {
      return new URL(v).protocol.length > 1;
    } catch {
      return false;
    }
  },
  AWSIPAddress: (v) => {
    const [ip, prefix, ...rest] = v.split('/');
    return rest.length === 0 && isIP(ip ?? '') !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
  },
};

function invalid(name: string, value: unknown): GraphQLErrorType {
  return new GraphQLError(`Can't serialize value: Invalid ${name} value ${JSON.stringify(value)}`);
}

function stringScalar(name: string, valid: (value: string) => boolean): ScalarType {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !valid(value)) throw invalid(name, value);
    return value;
  };
  return new GraphQLScalarType({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const timestamp = new GraphQLScalarType({
  name: 'AWSTimestamp',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid('AWSTimestamp', value);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid('AWSTimestamp', value);
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw invalid('AWSTimestamp', valueFromASTUntyped(ast));
    return Number(ast.value);
  },
});

/** AWSJSON travels as a JSON string; resolvers receive and return parsed values, as with AppSync. */
const json = new GraphQLScalarType({
  name: 'AWSJSON',
  serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value) => {
    if (typeof value !== 'string') throw invalid('AWSJSON', value);
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw invalid('AWSJSON', value);
    }
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid('AWSJSON', valueFromASTUntyped(ast));
    try {
      return JSON.parse(ast.value) as unknown;
    } catch {
      throw invalid('AWSJSON', ast.value);
    }
  },
});

export const AWS_SCALARS: ScalarType[] = [
  ...Object.entries(validators).map(([name, valid]) => stringScalar(name, valid)),
  timestamp,
  json,
];

/** Gives the scalars declared (without behaviour) in infra/appsync/aws.graphql their AppSync behaviour. */
export function implementAwsScalars(schema: GraphQLSchema): void {
  for (const scalar of AWS_SCALARS) {
    const declared = schema.getType(scalar.name);
    // By tag, not instanceof: the schema may come from the other (ESM or CommonJS) copy of graphql.
    if (Object.prototype.toString.call(declared) === '[object GraphQLScalarType]') {
      Object.assign(declared as ScalarType, {
        serialize: scalar.serialize,
        parseValue: scalar.parseValue,
        parseLiteral: scalar.parseLiteral,
      });
    }
  }
}
