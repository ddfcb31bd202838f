import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { BeneficiaryRecordFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const BeneficiaryRecordFields = graphql(`
  fragment BeneficiaryRecordFields on Meeting {
    id
    beneficiary
    outcomeSetID
    outcomeSet {
      id
      name
    }
    date
    created
    incomplete
    tags
  }
`);

export type BeneficiaryRecord = BeneficiaryRecordFieldsFragment;

const GetBeneficiaryRecordsDocument = graphql(`
  query GetBeneficiaryRecords($beneficiary: String!) {
    meetings(beneficiary: $beneficiary) {
      ...BeneficiaryRecordFields
    }
    incompleteMeetings(beneficiary: $beneficiary) {
      ...BeneficiaryRecordFields
    }
  }
`);

/** A beneficiary's complete and incomplete records (spec 01 §7 meetings and incompleteMeetings). */
export const getBeneficiaryRecords = (beneficiary: string) =>
  request(GetBeneficiaryRecordsDocument, { beneficiary }).then((data) => ({
    complete: data.meetings,
    incomplete: data.incompleteMeetings,
  }));

export const beneficiaryRecordsQueryKey = (beneficiary: string) =>
  ['beneficiary-meetings', beneficiary] as const;

export const getBeneficiaryRecordsQueryOptions = (beneficiary: string) =>
  queryOptions({
    queryKey: beneficiaryRecordsQueryKey(beneficiary),
    queryFn: () => getBeneficiaryRecords(beneficiary),
  });

export const useBeneficiaryRecords = (beneficiary: string) =>
  useQuery(getBeneficiaryRecordsQueryOptions(beneficiary));
