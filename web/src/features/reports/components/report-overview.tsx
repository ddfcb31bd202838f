import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import {
  categoryLabel,
  questionLabel,
  splitExclusions,
  type LabelTexts,
  type ReportData,
  type ReportQuestionnaire,
} from '../utils/report-data';
import styles from './reports.module.css';

type ReportOverviewProps = {
  report: ReportData;
  questionnaire: ReportQuestionnaire | undefined;
  minRecords: number;
  /** Baseline and Status hide beneficiaries left out for too few records (client notes §2.3). */
  hideExcludedBeneficiaries?: boolean;
  /** The journey page of a beneficiary. */
  journeyHref: (beneficiary: string) => string;
};

/**
 * Spec 02 §2 report overview: "Overview" (or "Report failed" with nobody included), the included beneficiaries
 * linked to their journeys, those excluded for a single record, excluded questions and categories, and the
 * warnings box.
 */
export function ReportOverview({
  report,
  questionnaire,
  minRecords,
  hideExcludedBeneficiaries,
  journeyHref,
}: ReportOverviewProps) {
  const { t } = useTranslation('reports');
  const texts: LabelTexts = {
    unknownQuestion: t('overview.unknownQuestion'),
    unknownCategory: t('overview.unknownCategory'),
    archived: t('overview.archived'),
  };
  const exclusions = splitExclusions(report.excluded);
  const included = report.beneficiaries.map((b) => b.id);
  const reason = (code: string) =>
    t(`overview.reasons.${code}` as 'overview.reasons.notAnswered', { defaultValue: code });
  return (
    <Card>
      <div className={styles.overview}>
        <h2>{included.length ? t('overview.title') : t('overview.failed')}</h2>
        {included.length ? (
          <>
            <p>{t('overview.included', { count: included.length })}</p>
            <ul className={styles.inlineList}>
              {included.map((id) => (
                <li key={id}>
                  <Link to={journeyHref(id)}>{id}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {!hideExcludedBeneficiaries && exclusions.beneficiaries.length ? (
          <>
            <p>
              {minRecords <= 2
                ? t('overview.excludedSingle', { count: exclusions.beneficiaries.length })
                : t('overview.excludedFew', { count: exclusions.beneficiaries.length, min: minRecords })}
            </p>
            <ul className={styles.inlineList}>
              {exclusions.beneficiaries.map((id) => (
                <li key={id}>
                  <Link to={journeyHref(id)}>{id}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {exclusions.questions.length ? (
          <>
            <p>{t('overview.excludedQuestions')}</p>
            <ul>
              {exclusions.questions.map((id) => (
                <li key={id}>{questionLabel(questionnaire, id, texts)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {exclusions.categories.length ? (
          <>
            <p>{t('overview.excludedCategories')}</p>
            <ul>
              {exclusions.categories.map(({ id, reason: code }) => (
                <li key={id}>
                  {code === 'noQuestions'
                    ? t('overview.noQuestions', { name: categoryLabel(questionnaire, id, texts) })
                    : categoryLabel(questionnaire, id, texts)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {exclusions.warnings.length ? (
          <Alert tone="warning" title={t('overview.warnings')}>
            <ul>
              {exclusions.warnings.map((warning) => (
                <li
                  key={`${warning.beneficiary}:${warning.question ?? ''}:${warning.category ?? ''}:${warning.reason}`}
                >
                  {t('overview.warning', {
                    beneficiary: warning.beneficiary,
                    name: warning.question
                      ? questionLabel(questionnaire, warning.question, texts)
                      : categoryLabel(questionnaire, warning.category ?? '', texts),
                    reason: reason(warning.reason),
                  })}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
