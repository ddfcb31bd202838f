import { vi } from 'vitest';
import { operationName, stubGraphql, type Answer, type Operation } from './stub-api';

type StaffApiOptions = {
  /** The ids of the organisation's plugins, as GetOrganisation answers them. */
  plugins?: string[];
  /** Requests outside GraphQL (`/v1/don/*`): the answer, or undefined for a GraphQL request. */
  rest?: (url: string, init: RequestInit) => Response | undefined;
};

/** What the staff shell asks on every page: the organisation (with its plugins) and the signed-in user. */
const shellAnswers = (plugins: string[]): Record<string, Answer> => ({
  GetOrganisation: () => ({
    data: { organisation: { id: 'o', name: 'Org', plugins: plugins.map((id) => ({ id })) } },
  }),
  GetSelf: () => ({
    data: {
      self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada' }, settings: { language: 'en' } },
    },
  }),
});

/**
 * A fetch stub for a staff route's test: the shell's own queries answered, every other GraphQL operation by its
 * name from `answers` (which may also replace the shell's). An operation without an answer gets a GraphQL error
 * naming it, so the screen shows its failure. Returns the operations in order, and the variables of each call of
 * one operation.
 */
export function stubStaffApi(
  answers: Record<string, Answer>,
  { plugins = [], rest }: StaffApiOptions = {},
): { calls: Operation[]; variablesOf: (name: string) => Record<string, unknown>[] } {
  const all = { ...shellAnswers(plugins), ...answers };
  const calls = stubGraphql((operation) => {
    const name = operationName(operation);
    return all[name]?.(operation) ?? { data: null, errors: [{ errorType: 'unexpected', message: name }] };
  });
  if (rest) {
    const graphql = vi.mocked(globalThis.fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        const answer = rest(url, init);
        return answer ? Promise.resolve(answer) : graphql(url, init);
      }),
    );
  }
  return {
    calls,
    variablesOf: (name) => calls.filter((call) => operationName(call) === name).map((call) => call.variables),
  };
}
