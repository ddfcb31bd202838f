import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostBrand } from '@/components/brand/brand-provider';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { SUPPORT_EMAIL } from '@/config/support';
import type { Brand, LoadedBrand } from '@/lib/brand';
import { formatRatio } from '@/lib/brand-contrast';
import type { OrganisationBranding } from '@/lib/brand-organisation';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { isApiError } from '@/lib/graphql/api-error';
import { useClearOrganisationBranding } from '../api/clear-organisation-branding';
import {
  brandingFormSchema,
  MAX_CHART_COLOURS,
  useSetOrganisationBranding,
  type BrandingFormValues,
  type SetOrganisationBrandingInput,
} from '../api/set-organisation-branding';
import { brandingContrastWarnings } from '@/lib/branding-contrast';
import { ColourField } from './colour-field';
import { LogoField } from './logo-field';
import { BrandingPreview } from './branding-preview';
import styles from './branding.module.css';

const validate = toFormikValidate<BrandingFormValues>(brandingFormSchema);
const COLOUR_KEYS = ['primary', 'primaryContrast', 'accent', 'background', 'text'] as const;

/** The form's values: the organisation's branding where set, else the host brand's. */
function brandingValues(branding: OrganisationBranding, host: LoadedBrand): BrandingFormValues {
  const { chart, ...hostColours } = host.brand.colours;
  return {
    logo: branding.logo ?? null,
    colours: branding.colours ? { ...branding.colours } : hostColours,
    chart: branding.chart.length > 0 ? [...branding.chart] : [...chart],
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Only what changed is sent: an unchanged logo is not uploaded again, untouched colours stay unset. */
function brandingChange(
  initial: BrandingFormValues,
  values: BrandingFormValues,
): SetOrganisationBrandingInput {
  const changedColours = COLOUR_KEYS.some((key) => values.colours[key] !== initial.colours[key]);
  return {
    ...(values.logo === initial.logo ? {} : { logo: values.logo }),
    ...(changedColours ? { colours: values.colours } : {}),
    ...(sameList(values.chart, initial.chart) ? {} : { chart: values.chart }),
  };
}

function ContrastWarnings() {
  const { t } = useTranslation('settings');
  const { values } = useFormikContext<BrandingFormValues>();
  const warnings = brandingContrastWarnings(values.colours, values.chart);
  return (
    <div aria-live="polite">
      {warnings.length > 0 ? (
        <Alert tone="warning" title={t('branding.contrast.title')}>
          <p>{t('branding.contrast.intro')}</p>
          <ul className={styles.warnings}>
            {warnings.map(({ key, n, ratio, minimum }) => (
              <li key={`${key}${n ?? ''}`}>
                {t(`branding.contrast.${key}`, { ratio: formatRatio(ratio), minimum, n })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

function LivePreview({ name }: { name: string }) {
  const host = useHostBrand();
  const { values } = useFormikContext<BrandingFormValues>();
  const brand: Brand = {
    name: values.logo ? name : host.brand.name,
    colours: { ...values.colours, chart: values.chart },
  };
  return <BrandingPreview brand={brand} logoUrl={values.logo ?? host.logoUrl} />;
}

const saveErrorKey = (error: unknown) => {
  if (isApiError(error, 'branding.logoUnsupported')) return 'branding.errors.logoType';
  if (isApiError(error, 'branding.logoTooLarge')) return 'branding.errors.logoSize';
  if (isApiError(error, 'organisation.notPatron')) return 'branding.errors.notPatron';
  if (isApiError(error, 'input.invalid')) return 'branding.errors.invalid';
  return null;
};

/**
 * Spec 02 §2 branding (patrons): logo, brand and chart colours with a live preview and WCAG AA contrast
 * warnings. Save applies the branding across the app at once (the BrandProvider reads the same cache entry).
 */
export function BrandingEditor({ branding }: { branding: OrganisationBranding }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const host = useHostBrand();
  const save = useSetOrganisationBranding();
  const clear = useClearOrganisationBranding();
  const [result, setResult] = useState<{ saved: true } | { failed: unknown } | null>(null);
  const initialValues = brandingValues(branding, host);
  const failedKey = result && 'failed' in result ? saveErrorKey(result.failed) : null;

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      onSubmit={async (values, helpers) => {
        setResult(null);
        try {
          const saved = await save.mutateAsync(brandingChange(initialValues, values));
          helpers.resetForm({ values: brandingValues(saved, host) });
          setResult({ saved: true });
        } catch (error) {
          setResult({ failed: error });
        }
      }}
    >
      {({ dirty, isValid, isSubmitting, values, resetForm }) => (
        <div className={styles.layout}>
          <Form noValidate className={styles.form} aria-label={t('branding.title')}>
            <FormUnsavedChanges />
            {result && 'failed' in result ? (
              <Alert>
                <p>
                  {failedKey
                    ? t(failedKey)
                    : `${t('branding.errors.failed')} ${tc('advice', { email: SUPPORT_EMAIL })}`}
                </p>
              </Alert>
            ) : null}
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{t('branding.logoTitle')}</legend>
              <h3 aria-hidden="true">{t('branding.logoTitle')}</h3>
              <LogoField name="logo" />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{t('branding.coloursTitle')}</legend>
              <h3 aria-hidden="true">{t('branding.coloursTitle')}</h3>
              <div className={styles.colourGrid}>
                {COLOUR_KEYS.map((key) => (
                  <ColourField key={key} name={`colours.${key}`} label={t(`branding.colours.${key}`)} />
                ))}
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{t('branding.chartTitle')}</legend>
              <h3 aria-hidden="true">{t('branding.chartTitle')}</h3>
              <p className={styles.muted}>{t('branding.chartText')}</p>
              <FieldArray name="chart">
                {(helpers) => (
                  <>
                    <div className={styles.colourGrid}>
                      {values.chart.map((_colour, index) => (
                        // Colours may repeat, so the position is the identity.
                        <ColourField
                          key={index}
                          name={`chart.${index}`}
                          label={t('branding.chartColour', { n: index + 1 })}
                          action={
                            values.chart.length > 1 ? (
                              <Button
                                variant="secondary"
                                className={styles.remove}
                                aria-label={t('branding.removeChartColour', { n: index + 1 })}
                                onClick={() => helpers.remove(index)}
                              >
                                ×
                              </Button>
                            ) : null
                          }
                        />
                      ))}
                    </div>
                    {values.chart.length < MAX_CHART_COLOURS ? (
                      <div>
                        <Button
                          variant="secondary"
                          onClick={() => helpers.push(values.chart.at(-1) ?? '#000000')}
                        >
                          {t('branding.addChartColour')}
                        </Button>
                      </div>
                    ) : null}
                  </>
                )}
              </FieldArray>
            </fieldset>
            <ContrastWarnings />
            <div className={styles.actions}>
              <Button type="submit" disabled={!dirty || !isValid || isSubmitting}>
                {isSubmitting ? t('branding.saving') : t('branding.save')}
              </Button>
              {branding.updatedAt ? (
                <ConfirmButton
                  question={t('branding.resetQuestion')}
                  onConfirm={async () => {
                    setResult(null);
                    const cleared = await clear.mutateAsync();
                    resetForm({ values: brandingValues(cleared, host) });
                  }}
                  describeError={() => t('branding.errors.failed')}
                >
                  {t('branding.reset')}
                </ConfirmButton>
              ) : null}
              <p role="status" className={styles.status}>
                {result && 'saved' in result && !dirty ? t('branding.saved') : null}
              </p>
            </div>
          </Form>
          <div className={styles.previewColumn}>
            <LivePreview name={branding.name} />
          </div>
        </div>
      )}
    </Formik>
  );
}
