import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  getQuestionnairesQueryOptions,
  useQuestionnaires,
} from '@/features/questionnaires/api/get-questionnaires';
import { newSequenceValues, useCreateSequence } from '@/features/sequences/api/create-sequence';
import { SequenceForm } from '@/features/sequences/components/sequence-form';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  return null;
};

/** Spec 02 §2 /sequences/new: on success (or cancel) back to /sequences. */
export default function NewSequenceRoute() {
  const { t } = useTranslation('sequences');
  const navigate = useNavigate();
  const questionnaires = useQuestionnaires();
  const create = useCreateSequence();
  const [initialValues] = useState(newSequenceValues);
  return (
    <>
      <h1>{t('new.title')}</h1>
      <SequenceForm
        initialValues={initialValues}
        questionnaires={questionnaires.data}
        questionnairesFailed={questionnaires.isError}
        failedText={t('new.failed')}
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          await navigate(paths.sequences.getHref());
        }}
      />
    </>
  );
}
