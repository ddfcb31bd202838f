import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { useSveReport, type SveReportInput } from '../api/get-sve-report';
import { DEFLATORS, deflatorValue, handOffUrl, type Deflator, type SveQuestion } from '../utils/sve';
import styles from './social-value.module.css';

type Values = Record<Deflator, string>;

const required = z.string().check(z.minLength(1, 'calculator.errors.question'));
const validate = toFormikValidate<Values>(
  z.object({ dropOff: required, attribution: required, deadweight: required }),
);

const assign = (url: string) => window.location.assign(url);

type SveCalculatorProps = {
  input: SveReportInput;
  /** Sends the browser to the social value site. */
  go?: (url: string) => void;
};

/** Spec 02 §2 Social Value Engine: pick the drop-off, attribution and dead weight questions, then hand off. */
export function SveCalculator({ input, go = assign }: SveCalculatorProps) {
  const { t } = useTranslation('social-value');
  const data = useSveReport(input);
  const questions: (SveQuestion & { label: string })[] = (data.data?.report.questions ?? []).flatMap(
    (row) => {
      const question = data.data?.outcomeset.questions.find((q) => q.id === row.id);
      if (!question) return [];
      const left = 'leftValue' in question && typeof question.leftValue === 'number' ? question.leftValue : 1;
      const right =
        'rightValue' in question && typeof question.rightValue === 'number' ? question.rightValue : 5;
      const label = (question.short?.trim() || question.question) + (question.archived ? t('archived') : '');
      return [{ ...row, min: Math.min(left, right), max: Math.max(left, right), label }];
    },
  );
  const percent = (value: number) => t('calculator.percent', { value: (value * 100).toFixed(1) });
  return (
    <Loader loading={data.isPending} error={data.error} entity={t('calculator.entity')}>
      {!questions.length || !data.data?.report.beneficiaries.length ? (
        <Alert tone="warning" title={t('calculator.noData')}>
          <p>{t('calculator.noDataText')}</p>
        </Alert>
      ) : (
        <Formik<Values>
          initialValues={{ dropOff: '', attribution: '', deadweight: '' }}
          validate={validate}
          onSubmit={(values) => {
            const pick = (deflator: Deflator) =>
              deflatorValue(
                questions.find((q) => q.id === values[deflator])!,
                deflator,
              );
            go(
              handOffUrl({
                dropOff: pick('dropOff'),
                attribution: pick('attribution'),
                deadweight: pick('deadweight'),
              }),
            );
          }}
        >
          {({ values, errors, touched, submitCount, getFieldProps }) => (
            <Form noValidate className={styles.form}>
              <p>{t('calculator.intro', { count: data.data.report.beneficiaries.length })}</p>
              {DEFLATORS.map((deflator) => {
                const id = `sve-${deflator}`;
                const error =
                  (touched[deflator] || submitCount > 0) && errors[deflator]
                    ? t('calculator.errors.question')
                    : undefined;
                const chosen = questions.find((q) => q.id === values[deflator]);
                return (
                  <div key={deflator} className={styles.field}>
                    <label htmlFor={id} className={styles.label}>
                      {t(`calculator.${deflator}`)}
                    </label>
                    <span id={`${id}-hint`} className={styles.hint}>
                      {t(`calculator.${deflator}Hint`)}
                    </span>
                    <select
                      {...getFieldProps(deflator)}
                      id={id}
                      className={styles.select}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
                    >
                      <option value="">{t('calculator.choose')}</option>
                      {questions.map((q) => (
                        <option key={q.id} value={q.id}>
                          {q.label}
                        </option>
                      ))}
                    </select>
                    {chosen ? (
                      <output htmlFor={id} className={styles.value}>
                        {percent(deflatorValue(chosen, deflator))}
                      </output>
                    ) : null}
                    {error ? (
                      <span id={`${id}-error`} className={styles.error}>
                        {error}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              <Button type="submit">{t('calculator.submit')}</Button>
            </Form>
          )}
        </Formik>
      )}
    </Loader>
  );
}
