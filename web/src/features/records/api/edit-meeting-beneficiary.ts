import { graphql } from '@/lib/graphql/generated';
import type { EditMeetingBeneficiaryMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const EditMeetingBeneficiaryDocument = graphql(`
  mutation EditMeetingBeneficiary($meetingID: String!, $newBeneficiaryID: String!) {
    EditMeetingBeneficiary(meetingID: $meetingID, newBeneficiaryID: $newBeneficiaryID) {
      ...RecordSummaryFields
    }
  }
`);

/** Moves the record to another beneficiary. */
export const editMeetingBeneficiary = (variables: EditMeetingBeneficiaryMutationVariables) =>
  request(EditMeetingBeneficiaryDocument, variables).then((data) => data.EditMeetingBeneficiary);
