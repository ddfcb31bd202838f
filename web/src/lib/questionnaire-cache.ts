import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The lists that offer questionnaires and sequences by name: the questionnaire list (`questionnaires`), the
 * report's (`questionnaires`, `report`), the new-record form's (`record-sources`), the sequence list with its
 * questionnaires' names (`sequences`), and the report's copy of a questionnaire (`questionnaire`, id, `report`).
 * Not one questionnaire's or sequence's own record (`questionnaires`, id), which its editor keeps itself.
 */
export const isQuestionnaireListQuery = ([root, second]: QueryKey): boolean =>
  root === 'record-sources' ||
  root === 'questionnaire' ||
  ((root === 'questionnaires' || root === 'sequences') && (second === undefined || second === 'report'));

/**
 * After a questionnaire or sequence is created, imported, edited or deleted, every list that offers it is read
 * again (at once where on screen), so that a new questionnaire can be recorded with straight away and a deleted
 * one is no longer offered.
 */
export function refreshQuestionnaireLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isQuestionnaireListQuery(query.queryKey) });
}
