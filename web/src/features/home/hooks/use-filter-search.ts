import { useTranslation } from 'react-i18next';
import { matchFilterOptions, type FilterOption } from '../utils/filter-options';

/**
 * What a filter dropdown shows for the text typed (spec 01 §5): its matches, or the message in their place, which
 * the field's hint also reads out. Shared by the combo box and the plain field standing in for it until it loads.
 */
export function useFilterSearch(options: readonly FilterOption[], query: string, chosen: readonly string[]) {
  const { t } = useTranslation('home');
  const result = matchFilterOptions(options, query, chosen);
  let emptyMessage = t('filters.typeToSearch');
  if (result.kind === 'tooMany') emptyMessage = t('filters.tooMany', { count: result.count });
  if (result.kind === 'none' && result.query) emptyMessage = t('filters.none', { query: result.query });
  return {
    matches: result.kind === 'matches' ? result.options : [],
    emptyMessage,
    hint: result.kind === 'matches' ? '' : emptyMessage,
  };
}
