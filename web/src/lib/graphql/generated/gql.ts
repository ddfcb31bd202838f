/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetOperator {\n    self {\n      id\n      operator\n    }\n  }\n": typeof types.GetOperatorDocument,
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      suspended\n      plugins {\n        id\n      }\n    }\n  }\n": typeof types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": typeof types.GetSelfDocument,
    "\n  mutation RecordUsage {\n    RecordUsage\n  }\n": typeof types.RecordUsageDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": typeof types.SetActiveOrganisationDocument,
    "\n  mutation Unsubscribe($userID: String!) {\n    Unsubscribe(userID: $userID)\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": typeof types.UpdateSelfDocument,
    "\n  mutation OrganisationChangedTestSave {\n    GetInviteLink\n  }\n": typeof types.OrganisationChangedTestSaveDocument,
    "\n  mutation SuspendedNoticeTestSave {\n    GetInviteLink\n  }\n": typeof types.SuspendedNoticeTestSaveDocument,
    "\n  mutation AddLikertAnswer(\n    $meetingID: String!\n    $questionID: String!\n    $value: Int!\n    $allowOverwrite: Boolean\n    $notes: String\n  ) {\n    AddLikertAnswer(\n      meetingID: $meetingID\n      questionID: $questionID\n      value: $value\n      allowOverwrite: $allowOverwrite\n      notes: $notes\n    ) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.AddLikertAnswerDocument,
    "\n  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {\n    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {\n      id\n      beneficiary\n      incomplete\n    }\n  }\n": typeof types.CompleteMeetingDocument,
    "\n  fragment AnsweringMeetingFields on Meeting {\n    id\n    beneficiary\n    incomplete\n    notes\n    date\n    created\n    outcomeSet {\n      id\n      name\n      instructions\n      noteRequired\n      notePrompt\n      noteDeactivated\n      questions {\n        id\n        question\n        description\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n          noteRequired\n          notePrompt\n          noteDeactivated\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": typeof types.AnsweringMeetingFieldsFragmentDoc,
    "\n  query GetAnsweringMeeting($id: String!) {\n    meeting(id: $id) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.GetAnsweringMeetingDocument,
    "\n  mutation SetMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.SetMeetingNotesDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.AddOrgDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    VerifyEmail(token: $token)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail($email: String!) {\n    ResendVerificationEmail(email: $email)\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query SessionKeeperTestSelf {\n    self {\n      id\n    }\n  }\n": typeof types.SessionKeeperTestSelfDocument,
    "\n  mutation EditBeneficiaryTags($id: String!, $tags: [String]) {\n    EditBeneficiaryTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n": typeof types.EditBeneficiaryTagsDocument,
    "\n  query ExportBenMeetings($questionnaire: String!, $beneficiary: String!) {\n    exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)\n  }\n": typeof types.ExportBenMeetingsDocument,
    "\n  query GetBeneficiaries {\n    beneficiaries\n  }\n": typeof types.GetBeneficiariesDocument,
    "\n  fragment BeneficiaryRecordFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    outcomeSet {\n      id\n      name\n    }\n    date\n    created\n    incomplete\n    tags\n  }\n": typeof types.BeneficiaryRecordFieldsFragmentDoc,
    "\n  query GetBeneficiaryRecords($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n  }\n": typeof types.GetBeneficiaryRecordsDocument,
    "\n  query GetBeneficiary($id: String!) {\n    beneficiary(id: $id) {\n      id\n      tags\n    }\n  }\n": typeof types.GetBeneficiaryDocument,
    "\n  query GetRecentBeneficiaries($limit: Int) {\n    recentMeetings(page: 0, limit: $limit) {\n      meetings {\n        id\n        beneficiary\n      }\n    }\n  }\n": typeof types.GetRecentBeneficiariesDocument,
    "\n  query GetBeneficiaryTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n": typeof types.GetBeneficiaryTagSuggestionsDocument,
    "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n": typeof types.GetLinkTokenDocument,
    "\n  query GetSummonStatus($summonID: String!) {\n    summonStatus(summonID: $summonID)\n  }\n": typeof types.GetSummonStatusDocument,
    "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n": typeof types.NewMeetingFromSummonDocument,
    "\n  mutation RenewLinkToken {\n    RenewLinkToken\n  }\n": typeof types.RenewLinkTokenDocument,
    "\n  fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {\n    license\n    attribution\n    outcomeset {\n      id\n      name\n      description\n      instructions\n      categories {\n        id\n        name\n        description\n        aggregation\n      }\n      questions {\n        __typename\n        id\n        question\n        description\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.CatalogueQuestionnaireFieldsFragmentDoc,
    "\n  query GetCatalogueQuestionnaire($id: String!, $source: String!) {\n    catalogueQuestionnaire(id: $id, source: $source) {\n      ...CatalogueQuestionnaireFields\n    }\n  }\n": typeof types.GetCatalogueQuestionnaireDocument,
    "\n  query GetCatalogue($source: String!) {\n    outcomesetCatalogue(source: $source) {\n      license\n      attribution\n      outcomeset {\n        id\n        name\n        description\n      }\n    }\n  }\n": typeof types.GetCatalogueDocument,
    "\n  query GetHomeContext {\n    beneficiaries\n    tags\n    outcomesets {\n      id\n      name\n      questions {\n        id\n        archived\n      }\n    }\n    organisation {\n      id\n      generatedReport\n      users {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GetHomeContextDocument,
    "\n  query GetRecentMeetings(\n    $page: Int!\n    $limit: Int\n    $beneficiaries: [String]\n    $users: [String]\n    $tags: [String]\n    $questionnaires: [String]\n  ) {\n    recentMeetings(\n      page: $page\n      limit: $limit\n      beneficiaries: $beneficiaries\n      users: $users\n      tags: $tags\n      questionnaires: $questionnaires\n    ) {\n      page\n      isMore\n      meetings {\n        id\n        beneficiary\n        user\n        outcomeSetID\n        outcomeSet {\n          id\n          name\n        }\n        date\n        created\n        incomplete\n        notes\n        tags\n      }\n    }\n  }\n": typeof types.GetRecentMeetingsDocument,
    "\n  mutation CheckRecordImport($id: ID!, $mapping: RecordImportMappingInput!) {\n    CheckRecordImport(id: $id, mapping: $mapping) {\n      ...RecordImportFields\n    }\n  }\n": typeof types.CheckRecordImportDocument,
    "\n  mutation CreateRecordImport($questionnaire: String!, $fileName: String!) {\n    CreateRecordImport(questionnaire: $questionnaire, fileName: $fileName) {\n      import {\n        ...RecordImportFields\n      }\n      uploadUrl\n      uploadHeaders {\n        name\n        value\n      }\n      maxBytes\n      maxRows\n    }\n  }\n": typeof types.CreateRecordImportDocument,
    "\n  query GetImportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n      }\n    }\n  }\n": typeof types.GetImportQuestionnaireDocument,
    "\n  query GetRecordImportErrors($id: ID!) {\n    recordImportErrors(id: $id)\n  }\n": typeof types.GetRecordImportErrorsDocument,
    "\n  fragment RecordImportFields on RecordImport {\n    id\n    questionnaire\n    fileName\n    status\n    failure\n    failureRow\n    createdByName\n    created\n    imported\n    undone\n    rows\n    rowsDone\n    validRows\n    errorRows\n    newBeneficiaries\n    recordsWritten\n    errors {\n      row\n      column\n      problem\n      value\n    }\n  }\n": typeof types.RecordImportFieldsFragmentDoc,
    "\n  query GetRecordImport($id: ID!) {\n    recordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": typeof types.GetRecordImportDocument,
    "\n  query GetRecordImports {\n    recordImports {\n      ...RecordImportFields\n    }\n  }\n": typeof types.GetRecordImportsDocument,
    "\n  mutation RunRecordImport($id: ID!) {\n    RunRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": typeof types.RunRecordImportDocument,
    "\n  mutation UndoRecordImport($id: ID!) {\n    UndoRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": typeof types.UndoRecordImportDocument,
    "\n  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {\n    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)\n  }\n": typeof types.AcceptInviteDocument,
    "\n  query GetInvite($id: String!) {\n    invite(id: $id)\n  }\n": typeof types.GetInviteDocument,
    "\n  query GetJourney($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      id\n      outcomeSetID\n      date\n      created\n      outcomeSet {\n        id\n        name\n        categories {\n          id\n          name\n          aggregation\n        }\n        questions {\n          id\n          question\n          short\n          archived\n          categoryID\n          ... on LikertScale {\n            leftValue\n            rightValue\n          }\n        }\n      }\n      answers {\n        questionID\n        ... on IntAnswer {\n          answer\n        }\n      }\n      aggregates {\n        category {\n          categoryID\n          value\n        }\n      }\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      id\n    }\n  }\n": typeof types.GetJourneyDocument,
    "\n  query OpsOrganisations($search: String, $nextToken: String) {\n    opsOrganisations(search: $search, nextToken: $nextToken) {\n      organisations {\n        ...OpsOrganisationFields\n      }\n      nextToken\n    }\n  }\n": typeof types.OpsOrganisationsDocument,
    "\n  fragment OpsOrganisationFields on OpsOrganisation {\n    id\n    name\n    created\n    members\n    records\n    lastActivity\n    plugins {\n      id\n    }\n    suspended\n    suspension {\n      reason\n      at\n      operatorEmail\n    }\n    patron {\n      patron\n      provider\n      manual {\n        reason\n        at\n        operatorEmail\n      }\n    }\n  }\n": typeof types.OpsOrganisationFieldsFragmentDoc,
    "\n  query OpsOrganisation($id: ID!, $weeks: Int) {\n    opsOrganisation(id: $id, weeks: $weeks) {\n      organisation {\n        ...OpsOrganisationFields\n      }\n      usage {\n        week\n        records\n        activeUsers\n        sessions\n      }\n      audit {\n        id\n        at\n        action\n        plugin\n        reason\n        operatorEmail\n        via\n      }\n    }\n  }\n": typeof types.OpsOrganisationDocument,
    "\n  mutation OpsSetPlugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {\n    opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) {\n      id\n    }\n  }\n": typeof types.OpsSetPluginDocument,
    "\n  mutation OpsSetPatron($orgId: ID!, $patron: Boolean!, $reason: String!) {\n    opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) {\n      id\n    }\n  }\n": typeof types.OpsSetPatronDocument,
    "\n  mutation OpsSuspend($orgId: ID!, $reason: String!) {\n    opsSuspend(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.OpsSuspendDocument,
    "\n  mutation OpsRestore($orgId: ID!, $reason: String!) {\n    opsRestore(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.OpsRestoreDocument,
    "\n  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {\n    AddCategory(\n      outcomeSetID: $outcomeSetID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation AddLikertQuestion(\n    $outcomeSetID: ID!\n    $question: String!\n    $description: String\n    $minValue: Int\n    $maxValue: Int!\n    $labels: [LabelInput]\n    $categoryID: String\n    $short: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    AddLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      question: $question\n      description: $description\n      minValue: $minValue\n      maxValue: $maxValue\n      labels: $labels\n      categoryID: $categoryID\n      short: $short\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.AddLikertQuestionDocument,
    "\n  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {\n    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.ArchiveQuestionDocument,
    "\n  mutation CreateQuestionnaire($name: String!, $description: String) {\n    AddOutcomeSet(name: $name, description: $description) {\n      id\n    }\n  }\n": typeof types.CreateQuestionnaireDocument,
    "\n  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {\n    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation DeleteQuestionnaire($outcomeSetID: ID!) {\n    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)\n  }\n": typeof types.DeleteQuestionnaireDocument,
    "\n  mutation EditCategory(\n    $outcomeSetID: ID!\n    $categoryID: String!\n    $aggregation: Aggregation!\n    $name: String!\n    $description: String\n  ) {\n    EditCategory(\n      outcomeSetID: $outcomeSetID\n      categoryID: $categoryID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditCategoryDocument,
    "\n  mutation EditLikertQuestion(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $question: String\n    $description: String\n    $labels: [LabelInput]\n    $short: String\n    $minValue: Int\n    $maxValue: Int\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    EditLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      question: $question\n      description: $description\n      labels: $labels\n      short: $short\n      minValue: $minValue\n      maxValue: $maxValue\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditLikertQuestionDocument,
    "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditQuestionnaireDocument,
    "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n      reliability\n      reliabilitySource\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        answered\n        direction\n        reliability\n        reliabilitySource\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n": typeof types.QuestionnaireFieldsFragmentDoc,
    "\n  query GetQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.GetQuestionnaireDocument,
    "\n  query GetQuestionnaires {\n    outcomesets {\n      id\n      name\n      description\n      readOnly\n      questions {\n        id\n        archived\n      }\n    }\n  }\n": typeof types.GetQuestionnairesDocument,
    "\n  mutation ImportQuestionnaire($source: String!, $id: String!) {\n    ImportOutcomeSet(source: $source, id: $id) {\n      id\n    }\n  }\n": typeof types.ImportQuestionnaireDocument,
    "\n  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {\n    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.MoveQuestionDocument,
    "\n  mutation RemoveQuestion($outcomeSetID: String!, $questionID: String!) {\n    RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.RemoveQuestionDocument,
    "\n  mutation RestoreQuestion($outcomeSetID: String!, $questionID: String!) {\n    RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.RestoreQuestionDocument,
    "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.SetQuestionCategoryDocument,
    "\n  mutation SetQuestionScoring(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $direction: Direction!\n    $reliability: Float\n  ) {\n    SetQuestionScoring(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      direction: $direction\n      reliability: $reliability\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.SetQuestionScoringDocument,
    "\n  mutation SetCategoryReliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {\n    SetCategoryReliability(outcomeSetID: $outcomeSetID, categoryID: $categoryID, reliability: $reliability) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.SetCategoryReliabilityDocument,
    "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n": typeof types.AddMeetingDocument,
    "\n  mutation AddRemoteMeeting(\n    $beneficiaryID: String!\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    AddRemoteMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    ) {\n      JTI\n    }\n  }\n": typeof types.AddRemoteMeetingDocument,
    "\n  mutation DeleteMeeting($meetingID: String!, $beneficiary: String) {\n    DeleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary)\n  }\n": typeof types.DeleteMeetingDocument,
    "\n  mutation EditMeetingBeneficiary($meetingID: String!, $newBeneficiaryID: String!) {\n    EditMeetingBeneficiary(meetingID: $meetingID, newBeneficiaryID: $newBeneficiaryID) {\n      ...RecordSummaryFields\n    }\n  }\n": typeof types.EditMeetingBeneficiaryDocument,
    "\n  mutation EditMeetingDate($meetingID: String!, $conducted: String!) {\n    EditMeetingDate(meetingID: $meetingID, conducted: $conducted) {\n      ...RecordSummaryFields\n    }\n  }\n": typeof types.EditMeetingDateDocument,
    "\n  mutation EditMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...RecordSummaryFields\n    }\n  }\n": typeof types.EditMeetingNotesDocument,
    "\n  mutation EditMeetingTags($meetingID: String!, $tags: [String]) {\n    EditMeetingTags(meetingID: $meetingID, tags: $tags) {\n      ...RecordSummaryFields\n    }\n  }\n": typeof types.EditMeetingTagsDocument,
    "\n  query GetQuestionnaireTagSuggestions($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n": typeof types.GetQuestionnaireTagSuggestionsDocument,
    "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n": typeof types.GetRecordSourcesDocument,
    "\n  query GetRecordTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n": typeof types.GetRecordTagSuggestionsDocument,
    "\n  fragment RecordSummaryFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    date\n    created\n    incomplete\n    notes\n    tags\n    benTags\n    meetingTags\n    outcomeSet {\n      id\n      name\n      questions {\n        id\n        question\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          leftLabel\n          rightLabel\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": typeof types.RecordSummaryFieldsFragmentDoc,
    "\n  query GetRecord($id: String!) {\n    meeting(id: $id) {\n      ...RecordSummaryFields\n    }\n  }\n": typeof types.GetRecordDocument,
    "\n  query GetTags {\n    tags\n  }\n": typeof types.GetTagsDocument,
    "\n  mutation NewMeetingSummon(\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewMeetingSummon(\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n": typeof types.NewMeetingSummonDocument,
    "\n  mutation NewSequenceSummon(\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewSequenceSummon(\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n": typeof types.NewSequenceSummonDocument,
    "\n  mutation StartRemoteSequence(\n    $beneficiaryID: String!\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    StartRemoteSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    )\n  }\n": typeof types.StartRemoteSequenceDocument,
    "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n": typeof types.StartSequenceDocument,
    "\n  query ExportReportRecords(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": typeof types.ExportReportRecordsDocument,
    "\n  query ExportReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    exportReliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    )\n  }\n": typeof types.ExportReliableChangeDocument,
    "\n  query ExportReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    exportReport(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    )\n  }\n": typeof types.ExportReportDocument,
    "\n  query GetReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    reliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    ) {\n      smallNumberThreshold\n      forSharing\n      questions {\n        ...ChangeStatisticsFields\n      }\n      categories {\n        ...ChangeStatisticsFields\n      }\n    }\n  }\n\n  fragment ChangeStatisticsFields on ChangeStatistics {\n    id\n    direction\n    notes\n    n\n    tooFew\n    meanChange\n    ciLow\n    ciHigh\n    effectSize\n    wilcoxonP\n    wilcoxonMethod\n    reliability\n    sdInitial\n    threshold\n    improved {\n      count\n      rate\n    }\n    unchanged {\n      count\n      rate\n    }\n    deteriorated {\n      count\n      rate\n    }\n    beneficiaries {\n      id\n      initial\n      latest\n      change\n      class\n    }\n    talkingTherapies {\n      measure\n      casesAtStart\n      reliableImprovement {\n        count\n        rate\n      }\n      recovery {\n        count\n        rate\n      }\n      reliableRecovery {\n        count\n        rate\n      }\n    }\n  }\n": typeof types.GetReliableChangeDocument,
    "\n  query GetReportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      categories {\n        id\n        name\n        aggregation\n      }\n      questions {\n        id\n        question\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n": typeof types.GetReportQuestionnaireDocument,
    "\n  query GetReportQuestionnaires {\n    outcomesets {\n      id\n      name\n    }\n  }\n": typeof types.GetReportQuestionnairesDocument,
    "\n  query GetReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    ) {\n      beneficiaries {\n        id\n        questions {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n        categories {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n      categories {\n        id\n        initial\n        latest\n      }\n      excluded {\n        beneficiary\n        question\n        category\n        reason\n      }\n    }\n  }\n": typeof types.GetReportDocument,
    "\n  query SuggestReportTags($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n": typeof types.SuggestReportTagsDocument,
    "\n  mutation CreateSequence(\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    NewSequence(\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n": typeof types.CreateSequenceDocument,
    "\n  mutation DeleteSequence($id: String!) {\n    DeleteSequence(id: $id)\n  }\n": typeof types.DeleteSequenceDocument,
    "\n  mutation EditSequence(\n    $id: String!\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    EditSequence(\n      id: $id\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n": typeof types.EditSequenceDocument,
    "\n  query GetSequence($id: String!) {\n    sequence(id: $id) {\n      ...SequenceFields\n    }\n  }\n": typeof types.GetSequenceDocument,
    "\n  fragment SequenceFields on Sequence {\n    id\n    name\n    description\n    destination\n    questionnaires {\n      id\n      name\n    }\n  }\n": typeof types.SequenceFieldsFragmentDoc,
    "\n  query GetSequences {\n    sequences {\n      ...SequenceFields\n    }\n  }\n": typeof types.GetSequencesDocument,
    "\n  mutation ClearOrganisationBranding {\n    ClearOrganisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": typeof types.ClearOrganisationBrandingDocument,
    "\n  query ExportMeetings(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": typeof types.ExportMeetingsDocument,
    "\n  mutation GetInviteLink {\n    GetInviteLink\n  }\n": typeof types.GetInviteLinkDocument,
    "\n  query GetOpenLinks($beneficiary: String) {\n    openLinks(beneficiary: $beneficiary) {\n      id\n      kind\n      createdBy\n      createdByName\n      beneficiary\n      questionnaire\n      sequence\n      created\n      expires\n      uses\n      maxUses\n    }\n  }\n": typeof types.GetOpenLinksDocument,
    "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n": typeof types.GetOrgUsersDocument,
    "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n": typeof types.GetPatronStatusDocument,
    "\n  query GetPendingInvites {\n    invites {\n      code\n      createdBy\n      createdByName\n      created\n      expires\n    }\n  }\n": typeof types.GetPendingInvitesDocument,
    "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n": typeof types.RemoveUserDocument,
    "\n  mutation RevokeInvite($code: String!) {\n    RevokeInvite(code: $code)\n  }\n": typeof types.RevokeInviteDocument,
    "\n  mutation RevokeLink($id: String!) {\n    RevokeLink(id: $id)\n  }\n": typeof types.RevokeLinkDocument,
    "\n  mutation RevokeLinksOf($userID: String!) {\n    RevokeLinksOf(userID: $userID)\n  }\n": typeof types.RevokeLinksOfDocument,
    "\n  mutation SetOrganisationBranding($logo: String, $colours: BrandColoursInput, $chart: [String!]) {\n    SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": typeof types.SetOrganisationBrandingDocument,
    "\n  query GetSmallNumberThreshold {\n    organisation {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n": typeof types.GetSmallNumberThresholdDocument,
    "\n  mutation SetSmallNumberThreshold($smallNumberThreshold: Int!) {\n    UpdateOrgSetting(smallNumberThreshold: $smallNumberThreshold) {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n": typeof types.SetSmallNumberThresholdDocument,
    "\n  query GetSveReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      orTags: $orTags\n      openStart: false\n      minRequiredRecords: 2\n    ) {\n      beneficiaries {\n        id\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n    }\n    outcomeset(id: $questionnaire) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n": typeof types.GetSveReportDocument,
    "\n  query GetOrganisationBranding {\n    organisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": typeof types.GetOrganisationBrandingDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.ClientTestOrganisationsDocument,
    "\n      query QueryClientTestSelf {\n        self {\n          id\n        }\n      }\n    ": typeof types.QueryClientTestSelfDocument,
};
const documents: Documents = {
    "\n  query GetOperator {\n    self {\n      id\n      operator\n    }\n  }\n": types.GetOperatorDocument,
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      suspended\n      plugins {\n        id\n      }\n    }\n  }\n": types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": types.GetSelfDocument,
    "\n  mutation RecordUsage {\n    RecordUsage\n  }\n": types.RecordUsageDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": types.SetActiveOrganisationDocument,
    "\n  mutation Unsubscribe($userID: String!) {\n    Unsubscribe(userID: $userID)\n  }\n": types.UnsubscribeDocument,
    "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": types.UpdateSelfDocument,
    "\n  mutation OrganisationChangedTestSave {\n    GetInviteLink\n  }\n": types.OrganisationChangedTestSaveDocument,
    "\n  mutation SuspendedNoticeTestSave {\n    GetInviteLink\n  }\n": types.SuspendedNoticeTestSaveDocument,
    "\n  mutation AddLikertAnswer(\n    $meetingID: String!\n    $questionID: String!\n    $value: Int!\n    $allowOverwrite: Boolean\n    $notes: String\n  ) {\n    AddLikertAnswer(\n      meetingID: $meetingID\n      questionID: $questionID\n      value: $value\n      allowOverwrite: $allowOverwrite\n      notes: $notes\n    ) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.AddLikertAnswerDocument,
    "\n  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {\n    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {\n      id\n      beneficiary\n      incomplete\n    }\n  }\n": types.CompleteMeetingDocument,
    "\n  fragment AnsweringMeetingFields on Meeting {\n    id\n    beneficiary\n    incomplete\n    notes\n    date\n    created\n    outcomeSet {\n      id\n      name\n      instructions\n      noteRequired\n      notePrompt\n      noteDeactivated\n      questions {\n        id\n        question\n        description\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n          noteRequired\n          notePrompt\n          noteDeactivated\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": types.AnsweringMeetingFieldsFragmentDoc,
    "\n  query GetAnsweringMeeting($id: String!) {\n    meeting(id: $id) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.GetAnsweringMeetingDocument,
    "\n  mutation SetMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.SetMeetingNotesDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": types.AddOrgDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    VerifyEmail(token: $token)\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail($email: String!) {\n    ResendVerificationEmail(email: $email)\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query SessionKeeperTestSelf {\n    self {\n      id\n    }\n  }\n": types.SessionKeeperTestSelfDocument,
    "\n  mutation EditBeneficiaryTags($id: String!, $tags: [String]) {\n    EditBeneficiaryTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n": types.EditBeneficiaryTagsDocument,
    "\n  query ExportBenMeetings($questionnaire: String!, $beneficiary: String!) {\n    exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)\n  }\n": types.ExportBenMeetingsDocument,
    "\n  query GetBeneficiaries {\n    beneficiaries\n  }\n": types.GetBeneficiariesDocument,
    "\n  fragment BeneficiaryRecordFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    outcomeSet {\n      id\n      name\n    }\n    date\n    created\n    incomplete\n    tags\n  }\n": types.BeneficiaryRecordFieldsFragmentDoc,
    "\n  query GetBeneficiaryRecords($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n  }\n": types.GetBeneficiaryRecordsDocument,
    "\n  query GetBeneficiary($id: String!) {\n    beneficiary(id: $id) {\n      id\n      tags\n    }\n  }\n": types.GetBeneficiaryDocument,
    "\n  query GetRecentBeneficiaries($limit: Int) {\n    recentMeetings(page: 0, limit: $limit) {\n      meetings {\n        id\n        beneficiary\n      }\n    }\n  }\n": types.GetRecentBeneficiariesDocument,
    "\n  query GetBeneficiaryTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n": types.GetBeneficiaryTagSuggestionsDocument,
    "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n": types.GetLinkTokenDocument,
    "\n  query GetSummonStatus($summonID: String!) {\n    summonStatus(summonID: $summonID)\n  }\n": types.GetSummonStatusDocument,
    "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n": types.NewMeetingFromSummonDocument,
    "\n  mutation RenewLinkToken {\n    RenewLinkToken\n  }\n": types.RenewLinkTokenDocument,
    "\n  fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {\n    license\n    attribution\n    outcomeset {\n      id\n      name\n      description\n      instructions\n      categories {\n        id\n        name\n        description\n        aggregation\n      }\n      questions {\n        __typename\n        id\n        question\n        description\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n  }\n": types.CatalogueQuestionnaireFieldsFragmentDoc,
    "\n  query GetCatalogueQuestionnaire($id: String!, $source: String!) {\n    catalogueQuestionnaire(id: $id, source: $source) {\n      ...CatalogueQuestionnaireFields\n    }\n  }\n": types.GetCatalogueQuestionnaireDocument,
    "\n  query GetCatalogue($source: String!) {\n    outcomesetCatalogue(source: $source) {\n      license\n      attribution\n      outcomeset {\n        id\n        name\n        description\n      }\n    }\n  }\n": types.GetCatalogueDocument,
    "\n  query GetHomeContext {\n    beneficiaries\n    tags\n    outcomesets {\n      id\n      name\n      questions {\n        id\n        archived\n      }\n    }\n    organisation {\n      id\n      generatedReport\n      users {\n        id\n        name\n      }\n    }\n  }\n": types.GetHomeContextDocument,
    "\n  query GetRecentMeetings(\n    $page: Int!\n    $limit: Int\n    $beneficiaries: [String]\n    $users: [String]\n    $tags: [String]\n    $questionnaires: [String]\n  ) {\n    recentMeetings(\n      page: $page\n      limit: $limit\n      beneficiaries: $beneficiaries\n      users: $users\n      tags: $tags\n      questionnaires: $questionnaires\n    ) {\n      page\n      isMore\n      meetings {\n        id\n        beneficiary\n        user\n        outcomeSetID\n        outcomeSet {\n          id\n          name\n        }\n        date\n        created\n        incomplete\n        notes\n        tags\n      }\n    }\n  }\n": types.GetRecentMeetingsDocument,
    "\n  mutation CheckRecordImport($id: ID!, $mapping: RecordImportMappingInput!) {\n    CheckRecordImport(id: $id, mapping: $mapping) {\n      ...RecordImportFields\n    }\n  }\n": types.CheckRecordImportDocument,
    "\n  mutation CreateRecordImport($questionnaire: String!, $fileName: String!) {\n    CreateRecordImport(questionnaire: $questionnaire, fileName: $fileName) {\n      import {\n        ...RecordImportFields\n      }\n      uploadUrl\n      uploadHeaders {\n        name\n        value\n      }\n      maxBytes\n      maxRows\n    }\n  }\n": types.CreateRecordImportDocument,
    "\n  query GetImportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n      }\n    }\n  }\n": types.GetImportQuestionnaireDocument,
    "\n  query GetRecordImportErrors($id: ID!) {\n    recordImportErrors(id: $id)\n  }\n": types.GetRecordImportErrorsDocument,
    "\n  fragment RecordImportFields on RecordImport {\n    id\n    questionnaire\n    fileName\n    status\n    failure\n    failureRow\n    createdByName\n    created\n    imported\n    undone\n    rows\n    rowsDone\n    validRows\n    errorRows\n    newBeneficiaries\n    recordsWritten\n    errors {\n      row\n      column\n      problem\n      value\n    }\n  }\n": types.RecordImportFieldsFragmentDoc,
    "\n  query GetRecordImport($id: ID!) {\n    recordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": types.GetRecordImportDocument,
    "\n  query GetRecordImports {\n    recordImports {\n      ...RecordImportFields\n    }\n  }\n": types.GetRecordImportsDocument,
    "\n  mutation RunRecordImport($id: ID!) {\n    RunRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": types.RunRecordImportDocument,
    "\n  mutation UndoRecordImport($id: ID!) {\n    UndoRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n": types.UndoRecordImportDocument,
    "\n  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {\n    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)\n  }\n": types.AcceptInviteDocument,
    "\n  query GetInvite($id: String!) {\n    invite(id: $id)\n  }\n": types.GetInviteDocument,
    "\n  query GetJourney($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      id\n      outcomeSetID\n      date\n      created\n      outcomeSet {\n        id\n        name\n        categories {\n          id\n          name\n          aggregation\n        }\n        questions {\n          id\n          question\n          short\n          archived\n          categoryID\n          ... on LikertScale {\n            leftValue\n            rightValue\n          }\n        }\n      }\n      answers {\n        questionID\n        ... on IntAnswer {\n          answer\n        }\n      }\n      aggregates {\n        category {\n          categoryID\n          value\n        }\n      }\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      id\n    }\n  }\n": types.GetJourneyDocument,
    "\n  query OpsOrganisations($search: String, $nextToken: String) {\n    opsOrganisations(search: $search, nextToken: $nextToken) {\n      organisations {\n        ...OpsOrganisationFields\n      }\n      nextToken\n    }\n  }\n": types.OpsOrganisationsDocument,
    "\n  fragment OpsOrganisationFields on OpsOrganisation {\n    id\n    name\n    created\n    members\n    records\n    lastActivity\n    plugins {\n      id\n    }\n    suspended\n    suspension {\n      reason\n      at\n      operatorEmail\n    }\n    patron {\n      patron\n      provider\n      manual {\n        reason\n        at\n        operatorEmail\n      }\n    }\n  }\n": types.OpsOrganisationFieldsFragmentDoc,
    "\n  query OpsOrganisation($id: ID!, $weeks: Int) {\n    opsOrganisation(id: $id, weeks: $weeks) {\n      organisation {\n        ...OpsOrganisationFields\n      }\n      usage {\n        week\n        records\n        activeUsers\n        sessions\n      }\n      audit {\n        id\n        at\n        action\n        plugin\n        reason\n        operatorEmail\n        via\n      }\n    }\n  }\n": types.OpsOrganisationDocument,
    "\n  mutation OpsSetPlugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {\n    opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) {\n      id\n    }\n  }\n": types.OpsSetPluginDocument,
    "\n  mutation OpsSetPatron($orgId: ID!, $patron: Boolean!, $reason: String!) {\n    opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) {\n      id\n    }\n  }\n": types.OpsSetPatronDocument,
    "\n  mutation OpsSuspend($orgId: ID!, $reason: String!) {\n    opsSuspend(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n": types.OpsSuspendDocument,
    "\n  mutation OpsRestore($orgId: ID!, $reason: String!) {\n    opsRestore(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n": types.OpsRestoreDocument,
    "\n  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {\n    AddCategory(\n      outcomeSetID: $outcomeSetID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation AddLikertQuestion(\n    $outcomeSetID: ID!\n    $question: String!\n    $description: String\n    $minValue: Int\n    $maxValue: Int!\n    $labels: [LabelInput]\n    $categoryID: String\n    $short: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    AddLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      question: $question\n      description: $description\n      minValue: $minValue\n      maxValue: $maxValue\n      labels: $labels\n      categoryID: $categoryID\n      short: $short\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.AddLikertQuestionDocument,
    "\n  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {\n    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.ArchiveQuestionDocument,
    "\n  mutation CreateQuestionnaire($name: String!, $description: String) {\n    AddOutcomeSet(name: $name, description: $description) {\n      id\n    }\n  }\n": types.CreateQuestionnaireDocument,
    "\n  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {\n    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation DeleteQuestionnaire($outcomeSetID: ID!) {\n    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)\n  }\n": types.DeleteQuestionnaireDocument,
    "\n  mutation EditCategory(\n    $outcomeSetID: ID!\n    $categoryID: String!\n    $aggregation: Aggregation!\n    $name: String!\n    $description: String\n  ) {\n    EditCategory(\n      outcomeSetID: $outcomeSetID\n      categoryID: $categoryID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditCategoryDocument,
    "\n  mutation EditLikertQuestion(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $question: String\n    $description: String\n    $labels: [LabelInput]\n    $short: String\n    $minValue: Int\n    $maxValue: Int\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    EditLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      question: $question\n      description: $description\n      labels: $labels\n      short: $short\n      minValue: $minValue\n      maxValue: $maxValue\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditLikertQuestionDocument,
    "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditQuestionnaireDocument,
    "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n      reliability\n      reliabilitySource\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        answered\n        direction\n        reliability\n        reliabilitySource\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n": types.QuestionnaireFieldsFragmentDoc,
    "\n  query GetQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      ...QuestionnaireFields\n    }\n  }\n": types.GetQuestionnaireDocument,
    "\n  query GetQuestionnaires {\n    outcomesets {\n      id\n      name\n      description\n      readOnly\n      questions {\n        id\n        archived\n      }\n    }\n  }\n": types.GetQuestionnairesDocument,
    "\n  mutation ImportQuestionnaire($source: String!, $id: String!) {\n    ImportOutcomeSet(source: $source, id: $id) {\n      id\n    }\n  }\n": types.ImportQuestionnaireDocument,
    "\n  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {\n    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {\n      ...QuestionnaireFields\n    }\n  }\n": types.MoveQuestionDocument,
    "\n  mutation RemoveQuestion($outcomeSetID: String!, $questionID: String!) {\n    RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.RemoveQuestionDocument,
    "\n  mutation RestoreQuestion($outcomeSetID: String!, $questionID: String!) {\n    RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.RestoreQuestionDocument,
    "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.SetQuestionCategoryDocument,
    "\n  mutation SetQuestionScoring(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $direction: Direction!\n    $reliability: Float\n  ) {\n    SetQuestionScoring(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      direction: $direction\n      reliability: $reliability\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.SetQuestionScoringDocument,
    "\n  mutation SetCategoryReliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {\n    SetCategoryReliability(outcomeSetID: $outcomeSetID, categoryID: $categoryID, reliability: $reliability) {\n      ...QuestionnaireFields\n    }\n  }\n": types.SetCategoryReliabilityDocument,
    "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n": types.AddMeetingDocument,
    "\n  mutation AddRemoteMeeting(\n    $beneficiaryID: String!\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    AddRemoteMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    ) {\n      JTI\n    }\n  }\n": types.AddRemoteMeetingDocument,
    "\n  mutation DeleteMeeting($meetingID: String!, $beneficiary: String) {\n    DeleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary)\n  }\n": types.DeleteMeetingDocument,
    "\n  mutation EditMeetingBeneficiary($meetingID: String!, $newBeneficiaryID: String!) {\n    EditMeetingBeneficiary(meetingID: $meetingID, newBeneficiaryID: $newBeneficiaryID) {\n      ...RecordSummaryFields\n    }\n  }\n": types.EditMeetingBeneficiaryDocument,
    "\n  mutation EditMeetingDate($meetingID: String!, $conducted: String!) {\n    EditMeetingDate(meetingID: $meetingID, conducted: $conducted) {\n      ...RecordSummaryFields\n    }\n  }\n": types.EditMeetingDateDocument,
    "\n  mutation EditMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...RecordSummaryFields\n    }\n  }\n": types.EditMeetingNotesDocument,
    "\n  mutation EditMeetingTags($meetingID: String!, $tags: [String]) {\n    EditMeetingTags(meetingID: $meetingID, tags: $tags) {\n      ...RecordSummaryFields\n    }\n  }\n": types.EditMeetingTagsDocument,
    "\n  query GetQuestionnaireTagSuggestions($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n": types.GetQuestionnaireTagSuggestionsDocument,
    "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n": types.GetRecordSourcesDocument,
    "\n  query GetRecordTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n": types.GetRecordTagSuggestionsDocument,
    "\n  fragment RecordSummaryFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    date\n    created\n    incomplete\n    notes\n    tags\n    benTags\n    meetingTags\n    outcomeSet {\n      id\n      name\n      questions {\n        id\n        question\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          leftLabel\n          rightLabel\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": types.RecordSummaryFieldsFragmentDoc,
    "\n  query GetRecord($id: String!) {\n    meeting(id: $id) {\n      ...RecordSummaryFields\n    }\n  }\n": types.GetRecordDocument,
    "\n  query GetTags {\n    tags\n  }\n": types.GetTagsDocument,
    "\n  mutation NewMeetingSummon(\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewMeetingSummon(\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n": types.NewMeetingSummonDocument,
    "\n  mutation NewSequenceSummon(\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewSequenceSummon(\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n": types.NewSequenceSummonDocument,
    "\n  mutation StartRemoteSequence(\n    $beneficiaryID: String!\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    StartRemoteSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    )\n  }\n": types.StartRemoteSequenceDocument,
    "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n": types.StartSequenceDocument,
    "\n  query ExportReportRecords(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": types.ExportReportRecordsDocument,
    "\n  query ExportReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    exportReliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    )\n  }\n": types.ExportReliableChangeDocument,
    "\n  query ExportReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    exportReport(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    )\n  }\n": types.ExportReportDocument,
    "\n  query GetReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    reliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    ) {\n      smallNumberThreshold\n      forSharing\n      questions {\n        ...ChangeStatisticsFields\n      }\n      categories {\n        ...ChangeStatisticsFields\n      }\n    }\n  }\n\n  fragment ChangeStatisticsFields on ChangeStatistics {\n    id\n    direction\n    notes\n    n\n    tooFew\n    meanChange\n    ciLow\n    ciHigh\n    effectSize\n    wilcoxonP\n    wilcoxonMethod\n    reliability\n    sdInitial\n    threshold\n    improved {\n      count\n      rate\n    }\n    unchanged {\n      count\n      rate\n    }\n    deteriorated {\n      count\n      rate\n    }\n    beneficiaries {\n      id\n      initial\n      latest\n      change\n      class\n    }\n    talkingTherapies {\n      measure\n      casesAtStart\n      reliableImprovement {\n        count\n        rate\n      }\n      recovery {\n        count\n        rate\n      }\n      reliableRecovery {\n        count\n        rate\n      }\n    }\n  }\n": types.GetReliableChangeDocument,
    "\n  query GetReportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      categories {\n        id\n        name\n        aggregation\n      }\n      questions {\n        id\n        question\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n": types.GetReportQuestionnaireDocument,
    "\n  query GetReportQuestionnaires {\n    outcomesets {\n      id\n      name\n    }\n  }\n": types.GetReportQuestionnairesDocument,
    "\n  query GetReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    ) {\n      beneficiaries {\n        id\n        questions {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n        categories {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n      categories {\n        id\n        initial\n        latest\n      }\n      excluded {\n        beneficiary\n        question\n        category\n        reason\n      }\n    }\n  }\n": types.GetReportDocument,
    "\n  query SuggestReportTags($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n": types.SuggestReportTagsDocument,
    "\n  mutation CreateSequence(\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    NewSequence(\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n": types.CreateSequenceDocument,
    "\n  mutation DeleteSequence($id: String!) {\n    DeleteSequence(id: $id)\n  }\n": types.DeleteSequenceDocument,
    "\n  mutation EditSequence(\n    $id: String!\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    EditSequence(\n      id: $id\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n": types.EditSequenceDocument,
    "\n  query GetSequence($id: String!) {\n    sequence(id: $id) {\n      ...SequenceFields\n    }\n  }\n": types.GetSequenceDocument,
    "\n  fragment SequenceFields on Sequence {\n    id\n    name\n    description\n    destination\n    questionnaires {\n      id\n      name\n    }\n  }\n": types.SequenceFieldsFragmentDoc,
    "\n  query GetSequences {\n    sequences {\n      ...SequenceFields\n    }\n  }\n": types.GetSequencesDocument,
    "\n  mutation ClearOrganisationBranding {\n    ClearOrganisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": types.ClearOrganisationBrandingDocument,
    "\n  query ExportMeetings(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": types.ExportMeetingsDocument,
    "\n  mutation GetInviteLink {\n    GetInviteLink\n  }\n": types.GetInviteLinkDocument,
    "\n  query GetOpenLinks($beneficiary: String) {\n    openLinks(beneficiary: $beneficiary) {\n      id\n      kind\n      createdBy\n      createdByName\n      beneficiary\n      questionnaire\n      sequence\n      created\n      expires\n      uses\n      maxUses\n    }\n  }\n": types.GetOpenLinksDocument,
    "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n": types.GetOrgUsersDocument,
    "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n": types.GetPatronStatusDocument,
    "\n  query GetPendingInvites {\n    invites {\n      code\n      createdBy\n      createdByName\n      created\n      expires\n    }\n  }\n": types.GetPendingInvitesDocument,
    "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n": types.RemoveUserDocument,
    "\n  mutation RevokeInvite($code: String!) {\n    RevokeInvite(code: $code)\n  }\n": types.RevokeInviteDocument,
    "\n  mutation RevokeLink($id: String!) {\n    RevokeLink(id: $id)\n  }\n": types.RevokeLinkDocument,
    "\n  mutation RevokeLinksOf($userID: String!) {\n    RevokeLinksOf(userID: $userID)\n  }\n": types.RevokeLinksOfDocument,
    "\n  mutation SetOrganisationBranding($logo: String, $colours: BrandColoursInput, $chart: [String!]) {\n    SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": types.SetOrganisationBrandingDocument,
    "\n  query GetSmallNumberThreshold {\n    organisation {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n": types.GetSmallNumberThresholdDocument,
    "\n  mutation SetSmallNumberThreshold($smallNumberThreshold: Int!) {\n    UpdateOrgSetting(smallNumberThreshold: $smallNumberThreshold) {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n": types.SetSmallNumberThresholdDocument,
    "\n  query GetSveReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      orTags: $orTags\n      openStart: false\n      minRequiredRecords: 2\n    ) {\n      beneficiaries {\n        id\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n    }\n    outcomeset(id: $questionnaire) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n": types.GetSveReportDocument,
    "\n  query GetOrganisationBranding {\n    organisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n": types.GetOrganisationBrandingDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.ClientTestOrganisationsDocument,
    "\n      query QueryClientTestSelf {\n        self {\n          id\n        }\n      }\n    ": types.QueryClientTestSelfDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOperator {\n    self {\n      id\n      operator\n    }\n  }\n"): typeof import('./graphql').GetOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      suspended\n      plugins {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GetOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSelf {\n    self {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').GetSelfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordUsage {\n    RecordUsage\n  }\n"): typeof import('./graphql').RecordUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n"): typeof import('./graphql').SetActiveOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($userID: String!) {\n    Unsubscribe(userID: $userID)\n  }\n"): typeof import('./graphql').UnsubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      emailEnabled\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateSelfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganisationChangedTestSave {\n    GetInviteLink\n  }\n"): typeof import('./graphql').OrganisationChangedTestSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendedNoticeTestSave {\n    GetInviteLink\n  }\n"): typeof import('./graphql').SuspendedNoticeTestSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLikertAnswer(\n    $meetingID: String!\n    $questionID: String!\n    $value: Int!\n    $allowOverwrite: Boolean\n    $notes: String\n  ) {\n    AddLikertAnswer(\n      meetingID: $meetingID\n      questionID: $questionID\n      value: $value\n      allowOverwrite: $allowOverwrite\n      notes: $notes\n    ) {\n      ...AnsweringMeetingFields\n    }\n  }\n"): typeof import('./graphql').AddLikertAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {\n    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {\n      id\n      beneficiary\n      incomplete\n    }\n  }\n"): typeof import('./graphql').CompleteMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnsweringMeetingFields on Meeting {\n    id\n    beneficiary\n    incomplete\n    notes\n    date\n    created\n    outcomeSet {\n      id\n      name\n      instructions\n      noteRequired\n      notePrompt\n      noteDeactivated\n      questions {\n        id\n        question\n        description\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n          noteRequired\n          notePrompt\n          noteDeactivated\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').AnsweringMeetingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAnsweringMeeting($id: String!) {\n    meeting(id: $id) {\n      ...AnsweringMeetingFields\n    }\n  }\n"): typeof import('./graphql').GetAnsweringMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...AnsweringMeetingFields\n    }\n  }\n"): typeof import('./graphql').SetMeetingNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddOrgDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    VerifyEmail(token: $token)\n  }\n"): typeof import('./graphql').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail($email: String!) {\n    ResendVerificationEmail(email: $email)\n  }\n"): typeof import('./graphql').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionKeeperTestSelf {\n    self {\n      id\n    }\n  }\n"): typeof import('./graphql').SessionKeeperTestSelfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditBeneficiaryTags($id: String!, $tags: [String]) {\n    EditBeneficiaryTags(id: $id, tags: $tags) {\n      id\n      tags\n    }\n  }\n"): typeof import('./graphql').EditBeneficiaryTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportBenMeetings($questionnaire: String!, $beneficiary: String!) {\n    exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)\n  }\n"): typeof import('./graphql').ExportBenMeetingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeneficiaries {\n    beneficiaries\n  }\n"): typeof import('./graphql').GetBeneficiariesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeneficiaryRecordFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    outcomeSet {\n      id\n      name\n    }\n    date\n    created\n    incomplete\n    tags\n  }\n"): typeof import('./graphql').BeneficiaryRecordFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeneficiaryRecords($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      ...BeneficiaryRecordFields\n    }\n  }\n"): typeof import('./graphql').GetBeneficiaryRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeneficiary($id: String!) {\n    beneficiary(id: $id) {\n      id\n      tags\n    }\n  }\n"): typeof import('./graphql').GetBeneficiaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecentBeneficiaries($limit: Int) {\n    recentMeetings(page: 0, limit: $limit) {\n      meetings {\n        id\n        beneficiary\n      }\n    }\n  }\n"): typeof import('./graphql').GetRecentBeneficiariesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeneficiaryTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n"): typeof import('./graphql').GetBeneficiaryTagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n"): typeof import('./graphql').GetLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSummonStatus($summonID: String!) {\n    summonStatus(summonID: $summonID)\n  }\n"): typeof import('./graphql').GetSummonStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n"): typeof import('./graphql').NewMeetingFromSummonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewLinkToken {\n    RenewLinkToken\n  }\n"): typeof import('./graphql').RenewLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {\n    license\n    attribution\n    outcomeset {\n      id\n      name\n      description\n      instructions\n      categories {\n        id\n        name\n        description\n        aggregation\n      }\n      questions {\n        __typename\n        id\n        question\n        description\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueQuestionnaireFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCatalogueQuestionnaire($id: String!, $source: String!) {\n    catalogueQuestionnaire(id: $id, source: $source) {\n      ...CatalogueQuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').GetCatalogueQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCatalogue($source: String!) {\n    outcomesetCatalogue(source: $source) {\n      license\n      attribution\n      outcomeset {\n        id\n        name\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').GetCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHomeContext {\n    beneficiaries\n    tags\n    outcomesets {\n      id\n      name\n      questions {\n        id\n        archived\n      }\n    }\n    organisation {\n      id\n      generatedReport\n      users {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').GetHomeContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecentMeetings(\n    $page: Int!\n    $limit: Int\n    $beneficiaries: [String]\n    $users: [String]\n    $tags: [String]\n    $questionnaires: [String]\n  ) {\n    recentMeetings(\n      page: $page\n      limit: $limit\n      beneficiaries: $beneficiaries\n      users: $users\n      tags: $tags\n      questionnaires: $questionnaires\n    ) {\n      page\n      isMore\n      meetings {\n        id\n        beneficiary\n        user\n        outcomeSetID\n        outcomeSet {\n          id\n          name\n        }\n        date\n        created\n        incomplete\n        notes\n        tags\n      }\n    }\n  }\n"): typeof import('./graphql').GetRecentMeetingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckRecordImport($id: ID!, $mapping: RecordImportMappingInput!) {\n    CheckRecordImport(id: $id, mapping: $mapping) {\n      ...RecordImportFields\n    }\n  }\n"): typeof import('./graphql').CheckRecordImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecordImport($questionnaire: String!, $fileName: String!) {\n    CreateRecordImport(questionnaire: $questionnaire, fileName: $fileName) {\n      import {\n        ...RecordImportFields\n      }\n      uploadUrl\n      uploadHeaders {\n        name\n        value\n      }\n      maxBytes\n      maxRows\n    }\n  }\n"): typeof import('./graphql').CreateRecordImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetImportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n      }\n    }\n  }\n"): typeof import('./graphql').GetImportQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordImportErrors($id: ID!) {\n    recordImportErrors(id: $id)\n  }\n"): typeof import('./graphql').GetRecordImportErrorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordImportFields on RecordImport {\n    id\n    questionnaire\n    fileName\n    status\n    failure\n    failureRow\n    createdByName\n    created\n    imported\n    undone\n    rows\n    rowsDone\n    validRows\n    errorRows\n    newBeneficiaries\n    recordsWritten\n    errors {\n      row\n      column\n      problem\n      value\n    }\n  }\n"): typeof import('./graphql').RecordImportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordImport($id: ID!) {\n    recordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n"): typeof import('./graphql').GetRecordImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordImports {\n    recordImports {\n      ...RecordImportFields\n    }\n  }\n"): typeof import('./graphql').GetRecordImportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunRecordImport($id: ID!) {\n    RunRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n"): typeof import('./graphql').RunRecordImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoRecordImport($id: ID!) {\n    UndoRecordImport(id: $id) {\n      ...RecordImportFields\n    }\n  }\n"): typeof import('./graphql').UndoRecordImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {\n    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)\n  }\n"): typeof import('./graphql').AcceptInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInvite($id: String!) {\n    invite(id: $id)\n  }\n"): typeof import('./graphql').GetInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetJourney($beneficiary: String!) {\n    meetings(beneficiary: $beneficiary) {\n      id\n      outcomeSetID\n      date\n      created\n      outcomeSet {\n        id\n        name\n        categories {\n          id\n          name\n          aggregation\n        }\n        questions {\n          id\n          question\n          short\n          archived\n          categoryID\n          ... on LikertScale {\n            leftValue\n            rightValue\n          }\n        }\n      }\n      answers {\n        questionID\n        ... on IntAnswer {\n          answer\n        }\n      }\n      aggregates {\n        category {\n          categoryID\n          value\n        }\n      }\n    }\n    incompleteMeetings(beneficiary: $beneficiary) {\n      id\n    }\n  }\n"): typeof import('./graphql').GetJourneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsOrganisations($search: String, $nextToken: String) {\n    opsOrganisations(search: $search, nextToken: $nextToken) {\n      organisations {\n        ...OpsOrganisationFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').OpsOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpsOrganisationFields on OpsOrganisation {\n    id\n    name\n    created\n    members\n    records\n    lastActivity\n    plugins {\n      id\n    }\n    suspended\n    suspension {\n      reason\n      at\n      operatorEmail\n    }\n    patron {\n      patron\n      provider\n      manual {\n        reason\n        at\n        operatorEmail\n      }\n    }\n  }\n"): typeof import('./graphql').OpsOrganisationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsOrganisation($id: ID!, $weeks: Int) {\n    opsOrganisation(id: $id, weeks: $weeks) {\n      organisation {\n        ...OpsOrganisationFields\n      }\n      usage {\n        week\n        records\n        activeUsers\n        sessions\n      }\n      audit {\n        id\n        at\n        action\n        plugin\n        reason\n        operatorEmail\n        via\n      }\n    }\n  }\n"): typeof import('./graphql').OpsOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsSetPlugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {\n    opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').OpsSetPluginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsSetPatron($orgId: ID!, $patron: Boolean!, $reason: String!) {\n    opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').OpsSetPatronDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsSuspend($orgId: ID!, $reason: String!) {\n    opsSuspend(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').OpsSuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsRestore($orgId: ID!, $reason: String!) {\n    opsRestore(orgId: $orgId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').OpsRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {\n    AddCategory(\n      outcomeSetID: $outcomeSetID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').AddCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLikertQuestion(\n    $outcomeSetID: ID!\n    $question: String!\n    $description: String\n    $minValue: Int\n    $maxValue: Int!\n    $labels: [LabelInput]\n    $categoryID: String\n    $short: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    AddLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      question: $question\n      description: $description\n      minValue: $minValue\n      maxValue: $maxValue\n      labels: $labels\n      categoryID: $categoryID\n      short: $short\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').AddLikertQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {\n    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').ArchiveQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestionnaire($name: String!, $description: String) {\n    AddOutcomeSet(name: $name, description: $description) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {\n    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestionnaire($outcomeSetID: ID!) {\n    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)\n  }\n"): typeof import('./graphql').DeleteQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditCategory(\n    $outcomeSetID: ID!\n    $categoryID: String!\n    $aggregation: Aggregation!\n    $name: String!\n    $description: String\n  ) {\n    EditCategory(\n      outcomeSetID: $outcomeSetID\n      categoryID: $categoryID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').EditCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditLikertQuestion(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $question: String\n    $description: String\n    $labels: [LabelInput]\n    $short: String\n    $minValue: Int\n    $maxValue: Int\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    EditLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      question: $question\n      description: $description\n      labels: $labels\n      short: $short\n      minValue: $minValue\n      maxValue: $maxValue\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').EditLikertQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').EditQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n      reliability\n      reliabilitySource\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        answered\n        direction\n        reliability\n        reliabilitySource\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n"): typeof import('./graphql').QuestionnaireFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').GetQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuestionnaires {\n    outcomesets {\n      id\n      name\n      description\n      readOnly\n      questions {\n        id\n        archived\n      }\n    }\n  }\n"): typeof import('./graphql').GetQuestionnairesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportQuestionnaire($source: String!, $id: String!) {\n    ImportOutcomeSet(source: $source, id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ImportQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {\n    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').MoveQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveQuestion($outcomeSetID: String!, $questionID: String!) {\n    RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').RemoveQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreQuestion($outcomeSetID: String!, $questionID: String!) {\n    RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').RestoreQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').SetQuestionCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetQuestionScoring(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $direction: Direction!\n    $reliability: Float\n  ) {\n    SetQuestionScoring(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      direction: $direction\n      reliability: $reliability\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').SetQuestionScoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryReliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {\n    SetCategoryReliability(outcomeSetID: $outcomeSetID, categoryID: $categoryID, reliability: $reliability) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').SetCategoryReliabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRemoteMeeting(\n    $beneficiaryID: String!\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    AddRemoteMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    ) {\n      JTI\n    }\n  }\n"): typeof import('./graphql').AddRemoteMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMeeting($meetingID: String!, $beneficiary: String) {\n    DeleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary)\n  }\n"): typeof import('./graphql').DeleteMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMeetingBeneficiary($meetingID: String!, $newBeneficiaryID: String!) {\n    EditMeetingBeneficiary(meetingID: $meetingID, newBeneficiaryID: $newBeneficiaryID) {\n      ...RecordSummaryFields\n    }\n  }\n"): typeof import('./graphql').EditMeetingBeneficiaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMeetingDate($meetingID: String!, $conducted: String!) {\n    EditMeetingDate(meetingID: $meetingID, conducted: $conducted) {\n      ...RecordSummaryFields\n    }\n  }\n"): typeof import('./graphql').EditMeetingDateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...RecordSummaryFields\n    }\n  }\n"): typeof import('./graphql').EditMeetingNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMeetingTags($meetingID: String!, $tags: [String]) {\n    EditMeetingTags(meetingID: $meetingID, tags: $tags) {\n      ...RecordSummaryFields\n    }\n  }\n"): typeof import('./graphql').EditMeetingTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuestionnaireTagSuggestions($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n"): typeof import('./graphql').GetQuestionnaireTagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n"): typeof import('./graphql').GetRecordSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordTagSuggestions($beneficiary: String!) {\n    suggestTags(beneficiary: $beneficiary)\n  }\n"): typeof import('./graphql').GetRecordTagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordSummaryFields on Meeting {\n    id\n    beneficiary\n    outcomeSetID\n    date\n    created\n    incomplete\n    notes\n    tags\n    benTags\n    meetingTags\n    outcomeSet {\n      id\n      name\n      questions {\n        id\n        question\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          leftLabel\n          rightLabel\n          labels {\n            value\n            label\n          }\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').RecordSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecord($id: String!) {\n    meeting(id: $id) {\n      ...RecordSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTags {\n    tags\n  }\n"): typeof import('./graphql').GetTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewMeetingSummon(\n    $outcomeSetID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewMeetingSummon(\n      outcomeSetID: $outcomeSetID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n"): typeof import('./graphql').NewMeetingSummonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewSequenceSummon(\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n    $beneficiaryID: String\n  ) {\n    NewSequenceSummon(\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n      beneficiaryID: $beneficiaryID\n    )\n  }\n"): typeof import('./graphql').NewSequenceSummonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRemoteSequence(\n    $beneficiaryID: String!\n    $sequenceID: String!\n    $daysToComplete: Int\n    $tags: [String]\n  ) {\n    StartRemoteSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      daysToComplete: $daysToComplete\n      tags: $tags\n    )\n  }\n"): typeof import('./graphql').StartRemoteSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n"): typeof import('./graphql').StartSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportReportRecords(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n"): typeof import('./graphql').ExportReportRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    exportReliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    )\n  }\n"): typeof import('./graphql').ExportReliableChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    exportReport(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    )\n  }\n"): typeof import('./graphql').ExportReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReliableChange(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n    $forSharing: Boolean\n  ) {\n    reliableChange(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n      forSharing: $forSharing\n    ) {\n      smallNumberThreshold\n      forSharing\n      questions {\n        ...ChangeStatisticsFields\n      }\n      categories {\n        ...ChangeStatisticsFields\n      }\n    }\n  }\n\n  fragment ChangeStatisticsFields on ChangeStatistics {\n    id\n    direction\n    notes\n    n\n    tooFew\n    meanChange\n    ciLow\n    ciHigh\n    effectSize\n    wilcoxonP\n    wilcoxonMethod\n    reliability\n    sdInitial\n    threshold\n    improved {\n      count\n      rate\n    }\n    unchanged {\n      count\n      rate\n    }\n    deteriorated {\n      count\n      rate\n    }\n    beneficiaries {\n      id\n      initial\n      latest\n      change\n      class\n    }\n    talkingTherapies {\n      measure\n      casesAtStart\n      reliableImprovement {\n        count\n        rate\n      }\n      recovery {\n        count\n        rate\n      }\n      reliableRecovery {\n        count\n        rate\n      }\n    }\n  }\n"): typeof import('./graphql').GetReliableChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReportQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      id\n      name\n      categories {\n        id\n        name\n        aggregation\n      }\n      questions {\n        id\n        question\n        short\n        archived\n        categoryID\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetReportQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReportQuestionnaires {\n    outcomesets {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GetReportQuestionnairesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $openStart: Boolean\n    $orTags: Boolean\n    $minRequiredRecords: Int\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      openStart: $openStart\n      orTags: $orTags\n      minRequiredRecords: $minRequiredRecords\n    ) {\n      beneficiaries {\n        id\n        questions {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n        categories {\n          id\n          initial {\n            value\n          }\n          latest {\n            value\n          }\n        }\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n      categories {\n        id\n        initial\n        latest\n      }\n      excluded {\n        beneficiary\n        question\n        category\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').GetReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestReportTags($questionnaire: String!) {\n    suggestQuestionnaireTags(questionnaire: $questionnaire)\n  }\n"): typeof import('./graphql').SuggestReportTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSequence(\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    NewSequence(\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n"): typeof import('./graphql').CreateSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSequence($id: String!) {\n    DeleteSequence(id: $id)\n  }\n"): typeof import('./graphql').DeleteSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditSequence(\n    $id: String!\n    $name: String!\n    $description: String\n    $destination: String\n    $questionnaires: [String]!\n  ) {\n    EditSequence(\n      id: $id\n      name: $name\n      description: $description\n      destination: $destination\n      questionnaires: $questionnaires\n    ) {\n      ...SequenceFields\n    }\n  }\n"): typeof import('./graphql').EditSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSequence($id: String!) {\n    sequence(id: $id) {\n      ...SequenceFields\n    }\n  }\n"): typeof import('./graphql').GetSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SequenceFields on Sequence {\n    id\n    name\n    description\n    destination\n    questionnaires {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SequenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSequences {\n    sequences {\n      ...SequenceFields\n    }\n  }\n"): typeof import('./graphql').GetSequencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearOrganisationBranding {\n    ClearOrganisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ClearOrganisationBrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMeetings(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n"): typeof import('./graphql').ExportMeetingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GetInviteLink {\n    GetInviteLink\n  }\n"): typeof import('./graphql').GetInviteLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOpenLinks($beneficiary: String) {\n    openLinks(beneficiary: $beneficiary) {\n      id\n      kind\n      createdBy\n      createdByName\n      beneficiary\n      questionnaire\n      sequence\n      created\n      expires\n      uses\n      maxUses\n    }\n  }\n"): typeof import('./graphql').GetOpenLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrgUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n"): typeof import('./graphql').GetPatronStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPendingInvites {\n    invites {\n      code\n      createdBy\n      createdByName\n      created\n      expires\n    }\n  }\n"): typeof import('./graphql').GetPendingInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvite($code: String!) {\n    RevokeInvite(code: $code)\n  }\n"): typeof import('./graphql').RevokeInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeLink($id: String!) {\n    RevokeLink(id: $id)\n  }\n"): typeof import('./graphql').RevokeLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeLinksOf($userID: String!) {\n    RevokeLinksOf(userID: $userID)\n  }\n"): typeof import('./graphql').RevokeLinksOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrganisationBranding($logo: String, $colours: BrandColoursInput, $chart: [String!]) {\n    SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SetOrganisationBrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSmallNumberThreshold {\n    organisation {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n"): typeof import('./graphql').GetSmallNumberThresholdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSmallNumberThreshold($smallNumberThreshold: Int!) {\n    UpdateOrgSetting(smallNumberThreshold: $smallNumberThreshold) {\n      id\n      settings {\n        smallNumberThreshold\n      }\n    }\n  }\n"): typeof import('./graphql').SetSmallNumberThresholdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSveReport(\n    $questionnaire: String!\n    $start: String!\n    $end: String!\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    report(\n      questionnaire: $questionnaire\n      start: $start\n      end: $end\n      tags: $tags\n      orTags: $orTags\n      openStart: false\n      minRequiredRecords: 2\n    ) {\n      beneficiaries {\n        id\n      }\n      questions {\n        id\n        initial\n        latest\n      }\n    }\n    outcomeset(id: $questionnaire) {\n      id\n      name\n      questions {\n        id\n        question\n        short\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetSveReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisationBranding {\n    organisationBranding {\n      name\n      logo\n      colours {\n        primary\n        primaryContrast\n        accent\n        background\n        text\n      }\n      chart\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').GetOrganisationBrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ClientTestOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueryClientTestSelf {\n        self {\n          id\n        }\n      }\n    "): typeof import('./graphql').QueryClientTestSelfDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
