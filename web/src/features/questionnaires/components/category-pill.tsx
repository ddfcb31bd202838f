import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Question, Questionnaire } from '../api/get-questionnaire';
import { useSetCategory } from '../api/set-category';
import styles from './questionnaires.module.css';

/** Spec 02 §2 and §9: category pills cycle through 5 colour classes, by the category's place. */
const PILL_CLASSES = [styles.pill0, styles.pill1, styles.pill2, styles.pill3, styles.pill4];
const NONE = '';

type PillState =
  { kind: 'none' } | { kind: 'unknown' } | { kind: 'category'; name: string; colour: string | undefined };

/** What a question's pill shows: its category, "No Category", or "Unknown Category" for an id not found. */
function pillState(questionnaire: Questionnaire, categoryID: string | null | undefined): PillState {
  if (!categoryID) return { kind: 'none' };
  const index = questionnaire.categories.findIndex((category) => category.id === categoryID);
  const category = questionnaire.categories[index];
  if (!category) return { kind: 'unknown' };
  return { kind: 'category', name: category.name, colour: PILL_CLASSES[index % PILL_CLASSES.length] };
}

/**
 * Spec 02 §2 category pill on a question: shows the category's name, "No Category" or "Unknown Category".
 * Unless the questionnaire is read-only it opens a menu to set the category; while that is saved it shows
 * loading, and a refusal turns it into "Setting category failed" (choosing again retries).
 */
export function CategoryPill({
  questionnaire,
  question,
  number,
}: {
  questionnaire: Questionnaire;
  question: Question;
  number: number;
}) {
  const { t } = useTranslation('questionnaires');
  const set = useSetCategory();
  const state = pillState(questionnaire, question.categoryID);
  const text =
    state.kind === 'category'
      ? state.name
      : state.kind === 'unknown'
        ? t('questions.unknownCategory')
        : t('questions.noCategory');
  const colour = state.kind === 'category' ? state.colour : undefined;

  if (questionnaire.readOnly) return <span className={[styles.pill, colour].join(' ')}>{text}</span>;

  const shown = set.isPending
    ? t('questions.settingCategory')
    : set.isError
      ? t('questions.categoryFailed')
      : text;
  return (
    <>
      <MenuTrigger>
        <Button
          className={[
            styles.pill,
            styles.pillButton,
            set.isError ? styles.pillFailed : set.isPending ? styles.pillLoading : colour,
          ].join(' ')}
          isPending={set.isPending}
          aria-label={t('questions.categoryFor', { number, category: shown })}
        >
          {set.isPending ? <span className={styles.pillSpinner} aria-hidden="true" /> : null}
          {shown}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" focusable="false">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </Button>
        <Popover className={styles.menuPopover}>
          <Menu
            className={styles.menu}
            aria-label={t('questions.chooseCategory', { number })}
            selectionMode="single"
            selectedKeys={[question.categoryID ?? NONE]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const key = keys === 'all' ? undefined : [...keys][0];
              if (key === undefined) return;
              const categoryID = key === NONE ? null : String(key);
              if (categoryID === (question.categoryID ?? null) && !set.isError) return;
              set.mutate({ id: questionnaire.id, questionID: question.id, categoryID });
            }}
          >
            <MenuItem id={NONE} className={styles.menuItem}>
              {t('questions.noCategory')}
            </MenuItem>
            {questionnaire.categories.map((category) => (
              <MenuItem key={category.id} id={category.id} className={styles.menuItem}>
                {category.name}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {set.isError ? (
        <span role="alert" className="visually-hidden">
          {t('questions.categoryFailed')}
        </span>
      ) : null}
    </>
  );
}
