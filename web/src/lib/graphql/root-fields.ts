/** What an operation asks of the root type: whether it is a mutation, and the response keys it must get back. */
export type RootFields = { mutation: boolean; fields: string[] };

// Strings and comments are whole tokens so that a brace or parenthesis inside them is never counted.
const TOKENS = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*|\.\.\.|[A-Za-z_]\w*|[{}():@]/g;
const NAME = /^[A-Za-z_]/;

/**
 * The top-level selections of a document's operation (its fragments skipped), each by alias else by name.
 * Documents arrive as plain text in production (the Babel step of vite-plugin-graphql-documents), so they are
 * read here rather than parsed by graphql-js, which would put its parser on every page.
 */
export function rootFields(document: string): RootFields {
  const tokens = (document.match(TOKENS) ?? []).filter((token) => !/^["#]/.test(token));
  let keyword: string | undefined;
  let parens = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === '(') parens += 1;
    else if (token === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (token === '{' && keyword === 'fragment') {
      index = closingBrace(tokens, index);
      keyword = undefined;
    } else if (token === '{')
      return { mutation: keyword === 'mutation', fields: selections(tokens, index + 1) };
    else keyword ??= token;
  }
  return { mutation: false, fields: [] };
}

/** The response keys of the selection set that starts at `start` (just after its `{`). */
function selections(tokens: string[], start: number): string[] {
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === '(') parens += 1;
    else if (token === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (token === '{') depth += 1;
    else if (token === '}') {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth > 0) continue;
    // A spread adds no key of its own; what follows `...` is a fragment's name or `on` and a type.
    else if (token === '...') index += tokens[index + 1] === 'on' ? 2 : 1;
    // A directive's name.
    else if (token === '@') index += 1;
    else if (NAME.test(token)) {
      fields.push(token);
      // `alias: field`: the alias is the key.
      if (tokens[index + 1] === ':') index += 2;
    }
  }
  return fields;
}

/** The index of the `}` closing the `{` at `open`. */
function closingBrace(tokens: string[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (tokens[index] === '{') depth += 1;
    else if (tokens[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return tokens.length;
}

/**
 * The first root field `data` lacks, if any. Every mutation field of schema.graphql is non-null, so a null one is
 * as missing as an absent one; a query field may be null by design.
 */
export function missingRootField(document: string, data: unknown): string | undefined {
  const { mutation, fields } = rootFields(document);
  const values = (data ?? {}) as Record<string, unknown>;
  return fields.find((field) => values[field] === undefined || (mutation && values[field] === null));
}
