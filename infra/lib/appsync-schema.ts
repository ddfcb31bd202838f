import { Kind, parse, print, visit, type ASTNode, type ConstDirectiveNode } from 'graphql';

/**
 * The schema as AppSync is given it: `schema.graphql` with every description ("…" and """…""") and `#` comment
 * taken out, nothing else changed. AppSync's parser has refused description strings with "Failed to parse schema
 * document" (aws-appsync-community#38, still open) and `#` comments before enum values (#55, #410), and no AWS
 * page says it accepts either; types, fields, interfaces and the @aws_* directives are what AWS documents, so
 * they are all that is sent. The descriptions stay in the repository file for codegen and readers.
 * docs/decisions.md, "The schema AppSync deploys".
 */
export function appSyncSchema(sdl: string): string {
  const stripped = visit(parse(sdl, { noLocation: true }), {
    enter(node: ASTNode) {
      if ('description' in node && node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return print(stripped);
}

const LAMBDA = 'aws_lambda';
const hasLambda = (directives: readonly ConstDirectiveNode[] | undefined) =>
  (directives ?? []).some((directive) => directive.name.value === LAMBDA);

/**
 * Interface fields a Lambda-mode caller could not read: AppSync's auth directives go on OBJECT and FIELD_DEFINITION
 * only (not INTERFACE), and it checks the field of the object type a value turns out to be, so each implementing
 * type must allow `@aws_lambda` on itself or on that field. Answers `Type.field` for each gap; empty when none.
 */
export function interfaceFieldsClosedToLambda(sdl: string): string[] {
  const document = parse(sdl, { noLocation: true });
  const interfaceFields = new Map<string, string[]>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION)
      interfaceFields.set(
        definition.name.value,
        (definition.fields ?? []).map((field) => field.name.value),
      );
  }
  const gaps: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const typeOpen = hasLambda(definition.directives);
    for (const implemented of definition.interfaces ?? []) {
      for (const name of interfaceFields.get(implemented.name.value) ?? []) {
        const field = definition.fields?.find((candidate) => candidate.name.value === name);
        // A field directive replaces the type's in AppSync, so it must name Lambda itself when present.
        const fieldDirectives = (field?.directives ?? []).filter((d) => d.name.value.startsWith('aws_'));
        const open = fieldDirectives.length > 0 ? hasLambda(fieldDirectives) : typeOpen;
        if (!open) gaps.push(`${definition.name.value}.${name}`);
      }
    }
  }
  return gaps;
}
