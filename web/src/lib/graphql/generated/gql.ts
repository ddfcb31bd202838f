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
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n": typeof types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": typeof types.GetSelfDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": typeof types.SetActiveOrganisationDocument,
    "\n  mutation Unsubscribe($userID: String!) {\n    Unsubscribe(userID: $userID)\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": typeof types.UpdateSelfDocument,
    "\n  mutation AddLikertAnswer(\n    $meetingID: String!\n    $questionID: String!\n    $value: Int!\n    $allowOverwrite: Boolean\n    $notes: String\n  ) {\n    AddLikertAnswer(\n      meetingID: $meetingID\n      questionID: $questionID\n      value: $value\n      allowOverwrite: $allowOverwrite\n      notes: $notes\n    ) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.AddLikertAnswerDocument,
    "\n  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {\n    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {\n      id\n      beneficiary\n      incomplete\n    }\n  }\n": typeof types.CompleteMeetingDocument,
    "\n  fragment AnsweringMeetingFields on Meeting {\n    id\n    beneficiary\n    incomplete\n    notes\n    date\n    created\n    outcomeSet {\n      id\n      name\n      instructions\n      noteRequired\n      notePrompt\n      noteDeactivated\n      questions {\n        id\n        question\n        description\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n          noteRequired\n          notePrompt\n          noteDeactivated\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": typeof types.AnsweringMeetingFieldsFragmentDoc,
    "\n  query GetAnsweringMeeting($id: String!) {\n    meeting(id: $id) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.GetAnsweringMeetingDocument,
    "\n  mutation SetMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...AnsweringMeetingFields\n    }\n  }\n": typeof types.SetMeetingNotesDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.AddOrgDocument,
    "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n": typeof types.GetLinkTokenDocument,
    "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n": typeof types.NewMeetingFromSummonDocument,
    "\n  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {\n    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)\n  }\n": typeof types.AcceptInviteDocument,
    "\n  query GetInvite($id: String!) {\n    invite(id: $id)\n  }\n": typeof types.GetInviteDocument,
    "\n  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {\n    AddCategory(\n      outcomeSetID: $outcomeSetID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation AddLikertQuestion(\n    $outcomeSetID: ID!\n    $question: String!\n    $description: String\n    $minValue: Int\n    $maxValue: Int!\n    $labels: [LabelInput]\n    $categoryID: String\n    $short: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    AddLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      question: $question\n      description: $description\n      minValue: $minValue\n      maxValue: $maxValue\n      labels: $labels\n      categoryID: $categoryID\n      short: $short\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.AddLikertQuestionDocument,
    "\n  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {\n    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.ArchiveQuestionDocument,
    "\n  mutation CreateQuestionnaire($name: String!, $description: String) {\n    AddOutcomeSet(name: $name, description: $description) {\n      id\n    }\n  }\n": typeof types.CreateQuestionnaireDocument,
    "\n  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {\n    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation DeleteQuestionnaire($outcomeSetID: ID!) {\n    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)\n  }\n": typeof types.DeleteQuestionnaireDocument,
    "\n  mutation EditCategory(\n    $outcomeSetID: ID!\n    $categoryID: String!\n    $aggregation: Aggregation!\n    $name: String!\n    $description: String\n  ) {\n    EditCategory(\n      outcomeSetID: $outcomeSetID\n      categoryID: $categoryID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditCategoryDocument,
    "\n  mutation EditLikertQuestion(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $question: String\n    $description: String\n    $labels: [LabelInput]\n    $short: String\n    $minValue: Int\n    $maxValue: Int\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    EditLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      question: $question\n      description: $description\n      labels: $labels\n      short: $short\n      minValue: $minValue\n      maxValue: $maxValue\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditLikertQuestionDocument,
    "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.SetQuestionCategoryDocument,
    "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.EditQuestionnaireDocument,
    "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n": typeof types.QuestionnaireFieldsFragmentDoc,
    "\n  query GetQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.GetQuestionnaireDocument,
    "\n  query GetQuestionnaires {\n    outcomesets {\n      id\n      name\n      description\n      readOnly\n      questions {\n        id\n        archived\n      }\n    }\n  }\n": typeof types.GetQuestionnairesDocument,
    "\n  mutation ImportQuestionnaire($source: String!, $id: String!) {\n    ImportOutcomeSet(source: $source, id: $id) {\n      id\n    }\n  }\n": typeof types.ImportQuestionnaireDocument,
    "\n  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {\n    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {\n      ...QuestionnaireFields\n    }\n  }\n": typeof types.MoveQuestionDocument,
    "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n": typeof types.AddMeetingDocument,
    "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n": typeof types.GetRecordSourcesDocument,
    "\n  mutation NewMeetingSummon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewMeetingSummon(outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n": typeof types.NewMeetingSummonDocument,
    "\n  mutation NewSequenceSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewSequenceSummon(sequenceID: $sequenceID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n": typeof types.NewSequenceSummonDocument,
    "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n": typeof types.StartSequenceDocument,
    "\n  query ExportMeetings(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": typeof types.ExportMeetingsDocument,
    "\n  mutation GetInviteLink {\n    GetInviteLink\n  }\n": typeof types.GetInviteLinkDocument,
    "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n": typeof types.GetOrgUsersDocument,
    "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n": typeof types.GetPatronStatusDocument,
    "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n": typeof types.RemoveUserDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.ClientTestOrganisationsDocument,
};
const documents: Documents = {
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n": types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": types.GetSelfDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": types.SetActiveOrganisationDocument,
    "\n  mutation Unsubscribe($userID: String!) {\n    Unsubscribe(userID: $userID)\n  }\n": types.UnsubscribeDocument,
    "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": types.UpdateSelfDocument,
    "\n  mutation AddLikertAnswer(\n    $meetingID: String!\n    $questionID: String!\n    $value: Int!\n    $allowOverwrite: Boolean\n    $notes: String\n  ) {\n    AddLikertAnswer(\n      meetingID: $meetingID\n      questionID: $questionID\n      value: $value\n      allowOverwrite: $allowOverwrite\n      notes: $notes\n    ) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.AddLikertAnswerDocument,
    "\n  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {\n    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {\n      id\n      beneficiary\n      incomplete\n    }\n  }\n": types.CompleteMeetingDocument,
    "\n  fragment AnsweringMeetingFields on Meeting {\n    id\n    beneficiary\n    incomplete\n    notes\n    date\n    created\n    outcomeSet {\n      id\n      name\n      instructions\n      noteRequired\n      notePrompt\n      noteDeactivated\n      questions {\n        id\n        question\n        description\n        archived\n        ... on LikertScale {\n          leftValue\n          rightValue\n          labels {\n            value\n            label\n          }\n          noteRequired\n          notePrompt\n          noteDeactivated\n        }\n      }\n    }\n    answers {\n      questionID\n      notes\n      ... on IntAnswer {\n        answer\n      }\n    }\n  }\n": types.AnsweringMeetingFieldsFragmentDoc,
    "\n  query GetAnsweringMeeting($id: String!) {\n    meeting(id: $id) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.GetAnsweringMeetingDocument,
    "\n  mutation SetMeetingNotes($meetingID: String!, $notes: String) {\n    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {\n      ...AnsweringMeetingFields\n    }\n  }\n": types.SetMeetingNotesDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": types.AddOrgDocument,
    "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n": types.GetLinkTokenDocument,
    "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n": types.NewMeetingFromSummonDocument,
    "\n  mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {\n    AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)\n  }\n": types.AcceptInviteDocument,
    "\n  query GetInvite($id: String!) {\n    invite(id: $id)\n  }\n": types.GetInviteDocument,
    "\n  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {\n    AddCategory(\n      outcomeSetID: $outcomeSetID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation AddLikertQuestion(\n    $outcomeSetID: ID!\n    $question: String!\n    $description: String\n    $minValue: Int\n    $maxValue: Int!\n    $labels: [LabelInput]\n    $categoryID: String\n    $short: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    AddLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      question: $question\n      description: $description\n      minValue: $minValue\n      maxValue: $maxValue\n      labels: $labels\n      categoryID: $categoryID\n      short: $short\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.AddLikertQuestionDocument,
    "\n  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {\n    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.ArchiveQuestionDocument,
    "\n  mutation CreateQuestionnaire($name: String!, $description: String) {\n    AddOutcomeSet(name: $name, description: $description) {\n      id\n    }\n  }\n": types.CreateQuestionnaireDocument,
    "\n  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {\n    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation DeleteQuestionnaire($outcomeSetID: ID!) {\n    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)\n  }\n": types.DeleteQuestionnaireDocument,
    "\n  mutation EditCategory(\n    $outcomeSetID: ID!\n    $categoryID: String!\n    $aggregation: Aggregation!\n    $name: String!\n    $description: String\n  ) {\n    EditCategory(\n      outcomeSetID: $outcomeSetID\n      categoryID: $categoryID\n      aggregation: $aggregation\n      name: $name\n      description: $description\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditCategoryDocument,
    "\n  mutation EditLikertQuestion(\n    $outcomeSetID: ID!\n    $questionID: ID!\n    $question: String\n    $description: String\n    $labels: [LabelInput]\n    $short: String\n    $minValue: Int\n    $maxValue: Int\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n  ) {\n    EditLikertQuestion(\n      outcomeSetID: $outcomeSetID\n      questionID: $questionID\n      question: $question\n      description: $description\n      labels: $labels\n      short: $short\n      minValue: $minValue\n      maxValue: $maxValue\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditLikertQuestionDocument,
    "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n": types.SetQuestionCategoryDocument,
    "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n": types.EditQuestionnaireDocument,
    "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n": types.QuestionnaireFieldsFragmentDoc,
    "\n  query GetQuestionnaire($id: String!) {\n    outcomeset(id: $id) {\n      ...QuestionnaireFields\n    }\n  }\n": types.GetQuestionnaireDocument,
    "\n  query GetQuestionnaires {\n    outcomesets {\n      id\n      name\n      description\n      readOnly\n      questions {\n        id\n        archived\n      }\n    }\n  }\n": types.GetQuestionnairesDocument,
    "\n  mutation ImportQuestionnaire($source: String!, $id: String!) {\n    ImportOutcomeSet(source: $source, id: $id) {\n      id\n    }\n  }\n": types.ImportQuestionnaireDocument,
    "\n  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {\n    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {\n      ...QuestionnaireFields\n    }\n  }\n": types.MoveQuestionDocument,
    "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n": types.AddMeetingDocument,
    "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n": types.GetRecordSourcesDocument,
    "\n  mutation NewMeetingSummon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewMeetingSummon(outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n": types.NewMeetingSummonDocument,
    "\n  mutation NewSequenceSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewSequenceSummon(sequenceID: $sequenceID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n": types.NewSequenceSummonDocument,
    "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n": types.StartSequenceDocument,
    "\n  query ExportMeetings(\n    $questionnaire: String!\n    $start: String\n    $end: String\n    $tags: [String]\n    $orTags: Boolean\n  ) {\n    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)\n  }\n": types.ExportMeetingsDocument,
    "\n  mutation GetInviteLink {\n    GetInviteLink\n  }\n": types.GetInviteLinkDocument,
    "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n": types.GetOrgUsersDocument,
    "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n": types.GetPatronStatusDocument,
    "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n": types.RemoveUserDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.ClientTestOrganisationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GetOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').GetSelfDocument;
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
export function graphql(source: "\n  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {\n    UpdateSelf(\n      name: $name\n      unsubscribed: $unsubscribed\n      notifyOnRemote: $notifyOnRemote\n      language: $language\n    ) {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateSelfDocument;
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
export function graphql(source: "\n  query GetLinkToken($jti: String!) {\n    jwt(jti: $jti)\n  }\n"): typeof import('./graphql').GetLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {\n    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)\n  }\n"): typeof import('./graphql').NewMeetingFromSummonDocument;
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
export function graphql(source: "\n  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {\n    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').SetQuestionCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditQuestionnaire(\n    $outcomeSetID: ID!\n    $name: String!\n    $description: String\n    $instructions: String\n    $noteRequired: Boolean\n    $notePrompt: String\n    $noteDeactivated: Boolean\n    $requiredTags: [RequiredTagInput]\n  ) {\n    EditOutcomeSet(\n      outcomeSetID: $outcomeSetID\n      name: $name\n      description: $description\n      instructions: $instructions\n      noteRequired: $noteRequired\n      notePrompt: $notePrompt\n      noteDeactivated: $noteDeactivated\n      requiredTags: $requiredTags\n    ) {\n      ...QuestionnaireFields\n    }\n  }\n"): typeof import('./graphql').EditQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireFields on OutcomeSet {\n    id\n    name\n    description\n    instructions\n    noteRequired\n    notePrompt\n    noteDeactivated\n    readOnly\n    inUse\n    requiredTags {\n      label\n      options\n    }\n    categories {\n      id\n      name\n      description\n      aggregation\n    }\n    questions {\n      id\n      question\n      description\n      short\n      archived\n      categoryID\n      ... on LikertScale {\n        leftValue\n        rightValue\n        labels {\n          value\n          label\n        }\n        noteRequired\n        notePrompt\n        noteDeactivated\n      }\n    }\n  }\n"): typeof import('./graphql').QuestionnaireFieldsFragmentDoc;
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
export function graphql(source: "\n  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {\n    AddMeeting(\n      beneficiaryID: $beneficiaryID\n      outcomeSetID: $outcomeSetID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordSources {\n    outcomesets {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n    sequences {\n      id\n      name\n      requiredTags {\n        label\n        options\n      }\n    }\n  }\n"): typeof import('./graphql').GetRecordSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewMeetingSummon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewMeetingSummon(outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n"): typeof import('./graphql').NewMeetingSummonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewSequenceSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String]) {\n    NewSequenceSummon(sequenceID: $sequenceID, daysToComplete: $daysToComplete, tags: $tags)\n  }\n"): typeof import('./graphql').NewSequenceSummonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {\n    StartSequence(\n      beneficiaryID: $beneficiaryID\n      sequenceID: $sequenceID\n      conducted: $conducted\n      tags: $tags\n    ) {\n      meetings {\n        id\n      }\n      destination\n    }\n  }\n"): typeof import('./graphql').StartSequenceDocument;
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
export function graphql(source: "\n  query GetOrgUsers {\n    organisation {\n      id\n      users {\n        id\n        name\n        joined\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrgUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPatronStatus {\n    organisation {\n      id\n      don\n    }\n  }\n"): typeof import('./graphql').GetPatronStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($userID: String!) {\n    RemoveUser(userID: $userID) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ClientTestOrganisationsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
