import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import {
  compactDocument,
  documentExportName,
  graphqlDocumentsBabelPlugin,
} from './vite-plugin-graphql-documents.ts';

const GENERATED = `
export class TypedDocumentString<TResult, TVariables> extends String {}
export const QuestionnaireFieldsFragmentDoc = new TypedDocumentString(\`
    fragment QuestionnaireFields on OutcomeSet { id }
    \`, {"fragmentName":"QuestionnaireFields"}) as unknown as TypedDocumentString<Q, unknown>;
export const MoveQuestionDocument = new TypedDocumentString(\`
    mutation MoveQuestion($id: String!) { MoveQuestion(id: $id) { ...QuestionnaireFields } }
    fragment QuestionnaireFields on OutcomeSet { id }\`) as unknown as TypedDocumentString<M, V>;
`;

function transform(source: string) {
  const folder = mkdtempSync(join(tmpdir(), 'ripple-documents-'));
  const generated = join(folder, 'graphql.ts');
  writeFileSync(generated, GENERATED);
  return transformSync(source, {
    filename: join(folder, 'move-question.ts'),
    babelrc: false,
    configFile: false,
    plugins: [graphqlDocumentsBabelPlugin(generated)],
  })?.code;
}

describe('documentExportName', () => {
  it("names operations and fragments as codegen's client preset does", () => {
    expect(documentExportName('\n  mutation MoveQuestion($id: String!) {')).toBe('MoveQuestionDocument');
    expect(documentExportName('query getSelf { self { id } }')).toBe('GetSelfDocument');
    expect(documentExportName('fragment QuestionnaireFields on OutcomeSet {')).toBe(
      'QuestionnaireFieldsFragmentDoc',
    );
    expect(documentExportName('{ self { id } }')).toBeNull();
  });
});

describe('compactDocument', () => {
  it('drops what GraphQL ignores and keeps the spaces between names', () => {
    expect(
      compactDocument('\n  query Q($id: String!, $n: Int) {\n    a(id: $id) { ... on T { id } ...F }\n  }\n'),
    ).toBe('query Q($id:String!$n:Int){a(id:$id){...on T{id}...F}}');
  });

  it('keeps string values as written', () => {
    expect(compactDocument('{ a(x: "one,  two", y: """ three\n  four """) }')).toBe(
      '{a(x:"one,  two" y:""" three\n  four """)}',
    );
  });
});

describe('graphqlDocumentsBabelPlugin', () => {
  it('replaces a graphql() call with the generated text compacted, fragments included', () => {
    // Act
    const code = transform(
      'import { graphql } from "@/lib/graphql/generated";\nconst Doc = graphql(`\n  mutation MoveQuestion($id: String!) { MoveQuestion(id: $id) { ...QuestionnaireFields } }\n`);',
    );
    // Assess
    expect(code).not.toContain('graphql(');
    expect(code).toContain(
      '"mutation MoveQuestion($id:String!){MoveQuestion(id:$id){...QuestionnaireFields}}fragment QuestionnaireFields on OutcomeSet{id}"',
    );
  });

  it('fails the build for a document codegen has not generated', () => {
    expect(() => transform('const Doc = graphql(`query Missing { self { id } }`);')).toThrow(
      'MissingDocument is not generated: run npm run codegen',
    );
  });

  it('leaves other calls alone', () => {
    const code = transform('const a = graphql(name);\nconst b = other(`query X { a }`);');
    expect(code).toContain('graphql(name)');
    expect(code).toContain('other(`query X { a }`)');
  });
});
