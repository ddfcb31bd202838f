import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { rememberedQuestionnaire } from '@/lib/preferences';
import { hasPlugin, useOrganisation } from '@/features/account/api/get-organisation';
import { forwardHref } from '@/features/answering/utils/forward-list';
import { BeneficiarySelector } from '@/features/beneficiaries/components/beneficiary-selector';
import { summonCodeFor } from '@/features/beneficiary-links/utils/summon-code';
import { EnthusiasmPanel } from '@/features/questionnaires/components/enthusiasm-panel';
import { LinkTypeChoice } from '@/features/records/components/link-type-choice';
import { NewRecordForm, type NewRecordResult } from '@/features/records/components/new-record-form';
import { isRecordType } from '@/features/records/utils/new-record-form';

type NewRecordPageProps = {
  type: string | undefined;
  /** The beneficiary passed in (query `ben`) or, with `fixedBeneficiary`, the page's beneficiary. */
  beneficiary?: string;
  fixedBeneficiary?: boolean;
  /** The questionnaire or sequence to preselect (query `q`); else the remembered questionnaire. */
  questionnaire?: string;
  /** The heading level: a page of its own (h1) or a beneficiary page's tab (h2). */
  heading: 'h1' | 'h2';
};

/**
 * The new-record page shared by /record/{type} and /beneficiary/{id}/record/{type}: composes the records form with
 * the beneficiary selector, the summon code and the forward list.
 */
export function NewRecordPage({
  type,
  beneficiary,
  fixedBeneficiary,
  questionnaire,
  heading,
}: NewRecordPageProps) {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const organisation = useOrganisation();
  const Heading = heading;
  const preselected = questionnaire ?? rememberedQuestionnaire();
  if (!isRecordType(type)) {
    return (
      <Alert title={tc('error.title')}>
        <p>{t('errors.unknownType')}</p>
      </Alert>
    );
  }
  const onStarted = (result: NewRecordResult) => {
    if (result.kind === 'jti') return `${window.location.origin}${paths.jti.getHref(result.jti)}`;
    if (result.kind === 'summon') {
      const code = result.beneficiaryID
        ? summonCodeFor(result.summonID, result.beneficiaryID)
        : result.summonID;
      return `${window.location.origin}${paths.summon.getHref(code)}`;
    }
    // Data entry opens the records for typing in; live records open the answering flow.
    const href = forwardHref(result.forward, result.type === 'historic' ? 'dataentry' : 'meeting');
    if (href) return navigate(href);
  };
  return (
    <>
      <Heading>{t(`form.title.${type}`)}</Heading>
      <EnthusiasmPanel />
      {(type === 'remote' || type === 'summon') && !fixedBeneficiary ? (
        <LinkTypeChoice
          current={type}
          hrefFor={(linkType) => paths.recordType.getHref(linkType, { ben: beneficiary, q: questionnaire })}
        />
      ) : null}
      <Card>
        <NewRecordForm
          key={`${type}/${beneficiary ?? ''}/${preselected ?? ''}`}
          type={type}
          beneficiary={beneficiary}
          questionnaire={preselected}
          oneTimeLinks={hasPlugin(organisation.data, 'no-single-ben-summon')}
          renderBeneficiary={fixedBeneficiary ? undefined : (field) => <BeneficiarySelector {...field} />}
          onStarted={onStarted}
        />
      </Card>
    </>
  );
}
