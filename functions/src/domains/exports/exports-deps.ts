import type { QuestionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import type { ExportGrant } from './export-token.ts';

/** What every export query needs: the caller's organisation, the questionnaire, and a signer for the download. */
export type ExportsDeps = StaffOrganisationDeps & {
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  signToken: (grant: ExportGrant) => Promise<string>;
};
