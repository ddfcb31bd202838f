import { readFileSync } from 'node:fs';
import { buildSchema, findBreakingChanges, findDangerousChanges, parse, print, visit, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appSyncSchema, interfaceFieldsClosedToLambda } from './appsync-schema.ts';
import { repoPath } from './paths.ts';

const AWS_DECLARATIONS = readFileSync(repoPath('infra/appsync/aws.graphql'), 'utf8');
const SCHEMA = readFileSync(repoPath('schema.graphql'), 'utf8');

describe('appSyncSchema', () => {
  it('takes out descriptions of every kind and comments, keeping types, interfaces and directives', () => {
    // Prepare
    const sdl = `# A comment
"A type"
type Query @aws_lambda {
  """
  A field
  """
  thing(
    "An argument"
    id: ID!
  ): Thing @aws_cognito_user_pools(cognito_groups: ["a"])
}
interface Named {
  "A name"
  name: String
}
type Thing implements Named @aws_cognito_user_pools @aws_lambda {
  name: String
}
"Kinds"
enum Kind {
  # null
  A
  "The B"
  B
}`;

    // Act
    const deployed = appSyncSchema(sdl);

    // Assess
    expect(deployed).not.toMatch(/A type|A field|An argument|A name|Kinds|The B|comment|null/);
    expect(deployed).toContain('type Query @aws_lambda {');
    expect(deployed).toContain('thing(id: ID!): Thing @aws_cognito_user_pools(cognito_groups: ["a"])');
    expect(deployed).toContain('type Thing implements Named @aws_cognito_user_pools @aws_lambda {');
    expect(deployed).toContain('interface Named {');
    expect(deployed).toMatch(/enum Kind \{\s+A\s+B\s+\}/);
  });

  it('leaves the repository schema meaning the same, with no description or comment left', () => {
    // Act
    const deployed = appSyncSchema(SCHEMA);

    // Assess: the same types, fields, arguments and applied directives; nothing AppSync has refused to parse.
    const build = (sdl: string) => buildSchema(`${AWS_DECLARATIONS}\n${sdl}`);
    expect(findBreakingChanges(build(SCHEMA), build(deployed))).toEqual([]);
    expect(findDangerousChanges(build(SCHEMA), build(deployed))).toEqual([]);
    const applied = (sdl: string) => {
      const found: string[] = [];
      visit(parse(sdl), { [Kind.DIRECTIVE]: (node) => void found.push(print(node)) });
      return found;
    };
    expect(applied(deployed)).toEqual(applied(SCHEMA));
    expect(deployed).not.toContain('"');
    expect(deployed).not.toContain('#');
    expect(() => parse(deployed)).not.toThrow();
  });
});

describe('interfaceFieldsClosedToLambda', () => {
  it('finds none in the repository schema: a link token reads questions and answers through their interfaces', () => {
    // Act
    const gaps = interfaceFieldsClosedToLambda(SCHEMA);

    // Assess
    expect(gaps).toEqual([]);
  });

  it('names an implementing type without @aws_lambda, and a field whose own directives leave Lambda out', () => {
    // Prepare
    const sdl = `
interface Named { name: String id: ID }
type Open implements Named @aws_lambda { name: String id: ID }
type Closed implements Named @aws_cognito_user_pools { name: String id: ID }
type Narrowed implements Named @aws_lambda { name: String @aws_cognito_user_pools id: ID }`;

    // Act
    const gaps = interfaceFieldsClosedToLambda(sdl);

    // Assess
    expect(gaps).toEqual(['Closed.name', 'Closed.id', 'Narrowed.name']);
  });
});
