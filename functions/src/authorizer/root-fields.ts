/**
 * How many root fields the operation of a request runs, read from the query text AppSync hands the authorizer
 * (`requestContext.queryString`, `operationName`). Aliases and fragments count; `__typename` runs no resolver and
 * does not. Undefined when the text is not a document this reader understands: the caller then refuses it.
 *
 * A small tokenizer rather than graphql-js: the authorizer runs before every anonymous and link request, and
 * only the shape of the top level matters here.
 */

// Strings, block strings and comments are whole tokens so that braces inside them are never counted.
const TOKENS = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*|\.\.\.|[A-Za-z_]\w*|[{}()[\]:@$=!,]|[^\s,]/g;
const NAME = /^[A-Za-z_]\w*$/;

type Definition = { kind: 'operation' | 'fragment'; name: string | undefined; start: number };

class Malformed extends Error {}

export function rootFieldCount(queryString: string, operationName?: string | null): number | undefined {
  const tokens = (queryString.match(TOKENS) ?? []).filter((token) => !/^["#]/.test(token));
  try {
    const definitions = readDefinitions(tokens);
    const operations = definitions.filter((d) => d.kind === 'operation');
    const operation = operationName
      ? operations.find((d) => d.name === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation) return undefined;
    const fragments = new Map(
      definitions.filter((d) => d.kind === 'fragment').map((d) => [d.name ?? '', d.start] as const),
    );
    return countFields(tokens, operation.start, fragments, new Set());
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}

function at(tokens: string[], index: number): string {
  const token = tokens[index];
  if (token === undefined) throw new Malformed();
  return token;
}

/** The index of the token after the group that opens at `index` (`{`, `(` or `[`). */
function skipGroup(tokens: string[], index: number): number {
  const open = at(tokens, index);
  const close = open === '{' ? '}' : open === '(' ? ')' : ']';
  let depth = 0;
  for (let i = index; i < tokens.length; i += 1) {
    if (tokens[i] === open) depth += 1;
    else if (tokens[i] === close && --depth === 0) return i + 1;
  }
  throw new Malformed();
}

/** Skips directives (`@name(args)`) from `index`; the index after them. */
function skipDirectives(tokens: string[], index: number): number {
  let i = index;
  while (tokens[i] === '@') {
    if (!NAME.test(at(tokens, i + 1))) throw new Malformed();
    i += 2;
    if (tokens[i] === '(') i = skipGroup(tokens, i);
  }
  return i;
}

/** Every operation and fragment of the document, each with the index of its selection set's `{`. */
function readDefinitions(tokens: string[]): Definition[] {
  const definitions: Definition[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = at(tokens, i);
    if (token === '{') {
      definitions.push({ kind: 'operation', name: undefined, start: i });
      i = skipGroup(tokens, i);
      continue;
    }
    let kind: Definition['kind'];
    let name: string | undefined;
    if (token === 'query' || token === 'mutation' || token === 'subscription') {
      kind = 'operation';
      i += 1;
      if (NAME.test(at(tokens, i))) name = tokens[i++];
      if (tokens[i] === '(') i = skipGroup(tokens, i);
    } else if (token === 'fragment') {
      kind = 'fragment';
      name = at(tokens, i + 1);
      if (!NAME.test(name) || at(tokens, i + 2) !== 'on' || !NAME.test(at(tokens, i + 3)))
        throw new Malformed();
      i += 4;
    } else {
      throw new Malformed();
    }
    i = skipDirectives(tokens, i);
    if (at(tokens, i) !== '{') throw new Malformed();
    definitions.push({ kind, name, start: i });
    i = skipGroup(tokens, i);
  }
  return definitions;
}

/** The fields of the selection set opening at `start`, fragments expanded. */
function countFields(
  tokens: string[],
  start: number,
  fragments: Map<string, number>,
  seen: Set<string>,
): number {
  let count = 0;
  let i = start + 1;
  while (at(tokens, i) !== '}') {
    const token = at(tokens, i);
    if (token === '...') {
      const next = at(tokens, i + 1);
      if (next === 'on' || next === '@' || next === '{') {
        // An inline fragment: its fields are the root's fields.
        i = next === 'on' ? i + 3 : i + 1;
        i = skipDirectives(tokens, i);
        if (at(tokens, i) !== '{') throw new Malformed();
        count += countFields(tokens, i, fragments, seen);
        i = skipGroup(tokens, i);
      } else {
        const fragment = fragments.get(next);
        // An unknown or cyclic fragment fails validation anyway; counting it as too many keeps the rule simple.
        if (fragment === undefined || seen.has(next)) throw new Malformed();
        count += countFields(tokens, fragment, fragments, new Set(seen).add(next));
        i = skipDirectives(tokens, i + 2);
      }
      continue;
    }
    if (!NAME.test(token)) throw new Malformed();
    let fieldName = token;
    i += 1;
    if (tokens[i] === ':') {
      fieldName = at(tokens, i + 1);
      if (!NAME.test(fieldName)) throw new Malformed();
      i += 2;
    }
    if (tokens[i] === '(') i = skipGroup(tokens, i);
    i = skipDirectives(tokens, i);
    if (tokens[i] === '{') i = skipGroup(tokens, i);
    if (fieldName !== '__typename') count += 1;
  }
  return count;
}
