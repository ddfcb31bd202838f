import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const ExportBenMeetingsDocument = graphql(`
  query ExportBenMeetings($questionnaire: String!, $beneficiary: String!) {
    exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)
  }
`);

/** The relative download path of one beneficiary's complete records of a questionnaire. Never cached. */
export const exportBeneficiaryMeetings = (questionnaire: string, beneficiary: string) =>
  request(ExportBenMeetingsDocument, { questionnaire, beneficiary }).then((data) => data.exportBenMeetings);
