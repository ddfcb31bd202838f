import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { isApiError } from '@/lib/graphql/api-error';
import type { RecordImport } from '../api/get-record-import';
import { useUndoRecordImport } from '../api/undo-record-import';

/** "Undo import", confirmed: removes exactly the batch's records; the import then shows the undoing progress. */
export function UndoImportButton({
  recordImport,
}: {
  recordImport: Pick<RecordImport, 'id' | 'fileName' | 'recordsWritten'>;
}) {
  const { t } = useTranslation('imports');
  const { t: te } = useTranslation('errors');
  const undo = useUndoRecordImport();
  return (
    <ConfirmButton
      question={t('batches.undoQuestion', {
        count: recordImport.recordsWritten,
        fileName: recordImport.fileName,
      })}
      onConfirm={() => undo.mutateAsync(recordImport.id)}
      describeError={(error) =>
        isApiError(error, 'import.wrongStatus') ? te('import.wrongStatus') : t('batches.undoFailed')
      }
    >
      {t('batches.undo')}{' '}
      <span className="visually-hidden">{t('batches.undoOf', { fileName: recordImport.fileName })}</span>
    </ConfirmButton>
  );
}
