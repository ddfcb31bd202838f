import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { JourneyPage } from '@/features/journey/components/journey-page';
import { beneficiaryExportHref, journeyViews } from './beneficiary/journey';

/** /journey?ben={id}&q={questionnaire}: a beneficiary's journey picked by ID, without the beneficiary pages. */
export default function JourneyRoute() {
  const { t } = useTranslation('journey');
  const [search, setSearch] = useSearchParams();
  const beneficiary = search.get('ben') ?? '';
  const [typed, setTyped] = useState(beneficiary);
  return (
    <>
      <h1>{beneficiary ? t('titleFor', { beneficiary }) : t('title')}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const id = typed.trim();
          if (id) setSearch({ ben: id });
        }}
      >
        <InputField
          name="ben"
          label={t('beneficiary')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit">{t('show')}</Button>
      </form>
      {beneficiary ? (
        <JourneyPage
          key={beneficiary}
          beneficiary={beneficiary}
          questionnaire={search.get('q') ?? undefined}
          views={journeyViews}
          exportHref={beneficiaryExportHref(beneficiary)}
        />
      ) : null}
    </>
  );
}
