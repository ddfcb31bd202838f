import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import {
  getQuestionnairesQueryOptions,
  useQuestionnaires,
} from '@/features/questionnaires/api/get-questionnaires';
import { toSequenceValues } from '@/features/sequences/api/create-sequence';
import type { Sequence } from '@/features/sequences/api/get-sequences';
import { useEditSequence } from '@/features/sequences/api/edit-sequence';
import { getSequenceQueryOptions, useSequence } from '@/features/sequences/api/get-sequence';
import { SequenceForm } from '@/features/sequences/components/sequence-form';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getSequenceQueryOptions(params.id ?? ''));
    void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
    return null;
  };

/** Spec 02 §2 /sequences/{id}: the sequence form filled in; on success (or cancel) back to /sequences. */
export default function EditSequenceRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sequences');
  const navigate = useNavigate();
  const sequence = useSequence(id);
  return (
    <>
      <h1>{t('edit.title')}</h1>
      <Loader query={sequence} entity={t('entitySingle')}>
        {sequence.data ? (
          <EditSequenceForm
            key={sequence.data.id}
            sequence={sequence.data}
            onSaved={() => void navigate(paths.sequences.getHref())}
          />
        ) : null}
      </Loader>
    </>
  );
}

/** The form starts from the sequence as first loaded: a refetch does not reset what the user typed. */
function EditSequenceForm({ sequence, onSaved }: { sequence: Sequence; onSaved: () => void }) {
  const { t } = useTranslation('sequences');
  const questionnaires = useQuestionnaires();
  const edit = useEditSequence();
  const [initialValues] = useState(() => toSequenceValues(sequence));
  return (
    <SequenceForm
      initialValues={initialValues}
      questionnaires={questionnaires.data}
      questionnairesFailed={questionnaires.isError}
      failedText={t('edit.failed')}
      onSubmit={async (input) => {
        await edit.mutateAsync({ id: sequence.id, input });
        onSaved();
      }}
    />
  );
}
