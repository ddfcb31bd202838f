import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { ApiError } from '@/lib/graphql/api-error';

const CreateRecordImportDocument = graphql(`
  mutation CreateRecordImport($questionnaire: String!, $fileName: String!) {
    CreateRecordImport(questionnaire: $questionnaire, fileName: $fileName) {
      import {
        ...RecordImportFields
      }
      uploadUrl
      uploadHeaders {
        name
        value
      }
      maxBytes
      maxRows
    }
  }
`);

/** A new import of `questionnaire` and where to upload its file; `questionnaire.notFound` for another's. */
export const createRecordImport = (questionnaire: string, fileName: string) =>
  request(CreateRecordImportDocument, { questionnaire, fileName }).then((data) => data.CreateRecordImport);

type Upload = Awaited<ReturnType<typeof createRecordImport>>;

/**
 * PUTs the normalised CSV where `CreateRecordImport` said: a presigned S3 URL in the cloud, a path of the local
 * stack locally. Exactly the headers given, as they are signed. A file over the limit is refused before it is
 * sent (`import.fileTooLarge`), as the server would refuse it at the check.
 */
export async function uploadImportFile(upload: Upload, csv: Blob): Promise<void> {
  if (csv.size > upload.maxBytes) throw new ApiError('import.fileTooLarge', 0);
  let response: Response;
  try {
    response = await fetch(new URL(upload.uploadUrl, window.location.origin), {
      method: 'PUT',
      headers: Object.fromEntries(upload.uploadHeaders.map((header) => [header.name, header.value])),
      body: csv,
    });
  } catch {
    throw new ApiError('network', 0);
  }
  if (response.status === 413) throw new ApiError('import.fileTooLarge', 413);
  if (!response.ok) throw new ApiError(`http.${response.status}`, response.status);
}
