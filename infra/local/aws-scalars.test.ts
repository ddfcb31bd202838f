import { buildSchema, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import { implementAwsScalars } from './aws-scalars.ts';

function schemaEchoing(scalar: string) {
  const schema = buildSchema(`scalar ${scalar}\ntype Query { echo(value: ${scalar}): ${scalar} }`);
  implementAwsScalars(schema);
  return (literal: string) =>
    graphqlSync({
      schema,
      source: `{ echo(value: ${literal}) }`,
      rootValue: { echo: ({ value }: { value: unknown }) => value },
    });
}

describe('AWS scalars', () => {
  it.each([
    ['AWSDateTime', '"2024-02-29T10:00:00.000Z"', '"2024-02-30T10:00:00Z"'],
    ['AWSDateTime', '"2024-01-01T10:00:00+01:00"', '"2024-01-01T10:00:00"'],
    ['AWSDate', '"2024-12-31"', '"2024-13-01"'],
    ['AWSTime', '"23:59:59.999"', '"noon"'],
    ['AWSEmail', '"someone@example.org"', '"someone"'],
    ['AWSURL', '"https://example.org/x"', '"example.org"'],
    ['AWSIPAddress', '"10.0.0.0/8"', '"10.0.0.300"'],
    ['AWSPhone', '"+44 20 7946 0000"', '"call me"'],
    ['AWSTimestamp', '1700000000', '"1700000000"'],
  ])('%s accepts %s and refuses %s', (scalar, valid, invalid) => {
    // Prepare
    const echo = schemaEchoing(scalar);

    // Act
    const accepted = echo(valid);
    const refused = echo(invalid);

    // Assess
    expect(accepted.errors).toBeUndefined();
    expect(refused.errors?.length).toBe(1);
  });

  it('AWSJSON parses input for the resolver and serialises output as a JSON string', () => {
    // Prepare
    const schema = buildSchema('scalar AWSJSON\ntype Query { echo(value: AWSJSON): AWSJSON }');
    implementAwsScalars(schema);
    let received: unknown;

    // Act
    const result = graphqlSync({
      schema,
      source: '{ echo(value: "{\\"a\\":[1,2]}") }',
      rootValue: { echo: ({ value }: { value: unknown }) => ((received = value), { b: true }) },
    });
    const invalid = graphqlSync({
      schema,
      source: '{ echo(value: "{nope") }',
      rootValue: { echo: () => null },
    });

    // Assess
    expect(received).toEqual({ a: [1, 2] });
    expect(result.data).toEqual({ echo: '{"b":true}' });
    expect(invalid.errors?.length).toBe(1);
  });
});
