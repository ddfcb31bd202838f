import { readFileSync, statSync } from 'node:fs';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * The generated constant of a document: `{Name}Document` for operations, `{Name}FragmentDoc` for fragments
 * (codegen's names for PascalCase operation names).
 */
export function documentExportName(source: string): string | null {
  const match = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(source);
  if (!match) return null;
  const name = match[2]!.charAt(0).toUpperCase() + match[2]!.slice(1);
  return match[1] === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Every generated document's full text (its fragments appended, as `documentMode: 'string'` writes them). */
export function readGeneratedDocuments(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, text] of source.matchAll(/export const (\w+) = new TypedDocumentString\(`([^`]*)`/g)) {
    documents.set(name!, text!);
  }
  return documents;
}

/**
 * The document without what GraphQL ignores: indentation, line breaks, commas, and spaces beside punctuators.
 * Its text is in the chunk of every page that uses it and in the body of every request. String values keep theirs.
 */
export function compactDocument(text: string): string {
  return text
    .split(/("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*")/)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/#[^\n\r]*/g, '')
            .replace(/[\s,]+/g, ' ')
            .replace(/ ?([!$():=@[\]{|}]|\.\.\.) ?/g, '$1'),
    )
    .join('')
    .trim();
}

/**
 * Keeps every page's JavaScript to the GraphQL documents it uses. The generated `graphql()` looks documents up
 * in one map of all of them, and Rollup keeps a module whole in one chunk, so any start-up module calling it would
 * put every document of the app into the entry. This Babel step (run by @vitejs/plugin-react) replaces each
 * `graphql(`…`)` with the text codegen generated for it (compacted), so a document lives in the chunk that uses it; the
 * generated modules are then unused (`pureGraphqlDocuments` lets Rollup drop them). A document codegen has not
 * seen fails the build: run `npm run codegen`.
 */
export function graphqlDocumentsBabelPlugin(generatedFile: string) {
  let cache: { mtimeMs: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const { mtimeMs } = statSync(generatedFile);
    if (cache?.mtimeMs !== mtimeMs)
      cache = { mtimeMs, documents: readGeneratedDocuments(readFileSync(generatedFile, 'utf8')) };
    return cache.documents;
  };
  return ({ types: t }: { types: typeof BabelTypes }): PluginObj => ({
    name: 'ripple-graphql-documents',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node;
        if (callee.type !== 'Identifier' || callee.name !== 'graphql' || args.length !== 1) return;
        const [argument] = args;
        if (argument?.type !== 'TemplateLiteral' || argument.expressions.length) return;
        const exportName = documentExportName(argument.quasis[0]!.value.cooked ?? '');
        if (!exportName) return;
        const text = documents().get(exportName);
        if (text === undefined)
          throw path.buildCodeFrameError(`${exportName} is not generated: run npm run codegen`);
        path.replaceWith(t.stringLiteral(compactDocument(text)));
      },
    },
  });
}

/** Marks the generated documents' constructions side-effect free, so Rollup drops those a chunk never imports. */
export function pureGraphqlDocuments(): Plugin {
  return {
    name: 'ripple-pure-graphql-documents',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/lib/graphql/generated/graphql.ts')) return null;
      return {
        code: code.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString('),
        map: null,
      };
    },
  };
}
