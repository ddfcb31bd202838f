import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { HomeContext } from '../api/get-home-context';
import { hasFilters, NO_FILTERS, type FeedFilters as Filters } from '../utils/feed-pages';
import { sortOptions, stringOptions } from '../utils/filter-options';
import { DeferredFilterComboBox } from './deferred-filter-combo-box';
import styles from './home.module.css';

type FeedFiltersProps = {
  context: HomeContext;
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/** Spec 01 §2 Home: the feed's filters by beneficiaries, questionnaires, users and tags. */
export function FeedFilters({ context, filters, onChange }: FeedFiltersProps) {
  const { t } = useTranslation('home');
  const options = useMemo(
    () => ({
      beneficiaries: sortOptions(stringOptions(context.beneficiaries)),
      questionnaires: sortOptions(context.outcomesets.map(({ id, name }) => ({ id, name }))),
      users: sortOptions(context.organisation.users.map(({ id, name }) => ({ id, name }))),
      tags: sortOptions(stringOptions(context.tags)),
    }),
    [context],
  );
  const keys = ['beneficiaries', 'questionnaires', 'users', 'tags'] as const;
  return (
    <div role="group" aria-labelledby="feed-filters-title" className={styles.filters}>
      <h3 id="feed-filters-title" className="visually-hidden">
        {t('filters.title')}
      </h3>
      {keys.map((key) => (
        <DeferredFilterComboBox
          key={key}
          label={t(`filters.${key}`)}
          options={options[key]}
          chosen={filters[key]}
          onChange={(chosen) => onChange({ ...filters, [key]: chosen })}
        />
      ))}
      {hasFilters(filters) ? (
        <Button variant="secondary" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
