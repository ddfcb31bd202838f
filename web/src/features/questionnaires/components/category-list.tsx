import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TextField } from '@/components/ui/form-field';
import fieldStyles from '@/components/ui/form-field.module.css';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { SUPPORT_EMAIL } from '@/config/support';
import { refusalMessage } from '@/lib/graphql/error-messages';
import {
  categorySchema,
  NEW_CATEGORY,
  useAddCategory,
  type CategoryInput,
  type CategoryValues,
} from '../api/add-category';
import { useDeleteCategory } from '../api/delete-category';
import { useEditCategory } from '../api/edit-category';
import type { Questionnaire } from '../api/get-questionnaire';
import { NEW, useInlineEditing } from '../hooks/use-inline-editing';
import { TextAreaField } from './text-area-field';
import { ScoringEditor } from './scoring-editor';
import styles from './questionnaires.module.css';

const validate = toFormikValidate(categorySchema);

function AggregationSelect({ id }: { id: string }) {
  const { t } = useTranslation('questionnaires');
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<CategoryValues>();
  const error =
    touched.aggregation && errors.aggregation
      ? t(errors.aggregation as 'validation.aggregationRequired')
      : '';
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('categories.aggregationLabel')}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={values.aggregation}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void setFieldValue('aggregation', event.target.value)}
        onBlur={() => void setFieldTouched('aggregation')}
      >
        <option value="mean">{t('categories.mean')}</option>
        <option value="sum">{t('categories.sum')}</option>
      </select>
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Spec 02 §2 category form: name, description, aggregation; submit only when changed and valid. */
function CategoryForm({
  idPrefix,
  initialValues,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initialValues: CategoryValues;
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('questionnaires');
  const { t: tc } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const translateError = (key: string) => t(key as 'validation.categoryNameRequired');
  return (
    <Formik<CategoryValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      onSubmit={async (values) => {
        setFailed(false);
        try {
          await onSubmit(categorySchema.parse(values));
        } catch {
          setFailed(true);
        }
      }}
    >
      {({ isSubmitting, isValid, dirty }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {failed ? (
            <Alert>
              <p>
                {t('categories.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <TextField
            id={`${idPrefix}-name`}
            name="name"
            label={t('categories.name')}
            translateError={translateError}
          />
          <TextAreaField
            id={`${idPrefix}-description`}
            name="description"
            label={t('categories.description')}
            translateError={translateError}
          />
          <AggregationSelect id={`${idPrefix}-aggregation`} />
          <div className={styles.buttons}>
            <Button type="submit" disabled={isSubmitting || !dirty || !isValid}>
              {isSubmitting ? t('likert.saving') : t('likert.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('likert.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Spec 02 §2 Categories tab: the categories with edit and delete (with confirmation and the in-use refusal),
 * an Add Category button and one inline form at a time. Read-only questionnaires get the list only.
 */
export function CategoryList({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const { t: te } = useTranslation('errors');
  const { editing, open, close, openerRef, openerOf, formHeadingRef } = useInlineEditing();
  const add = useAddCategory();
  const edit = useEditCategory();
  const remove = useDeleteCategory();
  const readOnly = questionnaire.readOnly;
  const categories = questionnaire.categories;
  const { removed } = useFocusAfterRemoval(
    categories.map((category) => category.id),
    (id) => openerOf(id ?? NEW),
  );

  return (
    <>
      {categories.length === 0 ? <p className={styles.empty}>{t('categories.empty')}</p> : null}
      <ul className={styles.list}>
        {categories.map((category, index) => (
          <li key={category.id} className={styles.item}>
            {editing === category.id ? (
              <div className={styles.questionBody}>
                <h2 ref={formHeadingRef} tabIndex={-1}>
                  {t('categories.editTitle')}
                </h2>
                <CategoryForm
                  idPrefix={`category-${category.id}`}
                  initialValues={{
                    name: category.name,
                    description: category.description ?? '',
                    aggregation: category.aggregation,
                  }}
                  onCancel={close}
                  onSubmit={async (input) => {
                    await edit.mutateAsync({ id: questionnaire.id, categoryID: category.id, input });
                    close();
                  }}
                />
              </div>
            ) : (
              <>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>
                    <span className={[styles.pill, styles[`pill${index % 5}`]].join(' ')}>
                      {category.name}
                    </span>
                  </span>
                  {category.description ? (
                    <span className={styles.itemDescription}>{category.description}</span>
                  ) : null}
                  <span className={styles.questionMeta}>
                    {t('categories.aggregation', { aggregation: t(`categories.${category.aggregation}`) })}
                  </span>
                  <ScoringEditor
                    questionnaireId={questionnaire.id}
                    readOnly={readOnly}
                    target={{ kind: 'category', id: category.id }}
                    reliability={category.reliability}
                    reliabilitySource={category.reliabilitySource}
                  />
                </div>
                {readOnly ? null : (
                  <div className={styles.itemActions}>
                    <button
                      ref={openerRef(category.id)}
                      type="button"
                      className={styles.textButton}
                      disabled={editing !== null}
                      onClick={() => open(category.id)}
                    >
                      {t('categories.edit')} <span className="visually-hidden">{category.name}</span>
                    </button>
                    <ConfirmButton
                      question={t('categories.deleteConfirm', { name: category.name })}
                      onConfirm={() =>
                        remove
                          .mutateAsync({ id: questionnaire.id, categoryID: category.id })
                          .then(() => removed(category.id, index))
                      }
                      describeError={(error) =>
                        refusalMessage(te, error, ['category.inUse'], t('categories.failed'))
                      }
                    >
                      {t('categories.delete')} <span className="visually-hidden">{category.name}</span>
                    </ConfirmButton>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : editing === NEW ? (
        <section className={styles.fieldset} aria-labelledby="new-category-title">
          <h2 id="new-category-title" ref={formHeadingRef} tabIndex={-1}>
            {t('categories.addTitle')}
          </h2>
          <CategoryForm
            idPrefix="new-category"
            initialValues={NEW_CATEGORY}
            onCancel={close}
            onSubmit={async (input) => {
              await add.mutateAsync({ id: questionnaire.id, input });
              close();
            }}
          />
        </section>
      ) : (
        <div className={styles.buttons}>
          <Button ref={openerRef(NEW)} onClick={() => open(NEW)} disabled={editing !== null}>
            {t('categories.add')}
          </Button>
        </div>
      )}
    </>
  );
}
