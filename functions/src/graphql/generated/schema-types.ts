/* Generated from schema.graphql by `npm run codegen`. Do not edit. */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  AWSDate: { input: string; output: string; }
  AWSDateTime: { input: string; output: string; }
  AWSEmail: { input: string; output: string; }
  AWSIPAddress: { input: string; output: string; }
  AWSJSON: { input: string; output: string; }
  AWSPhone: { input: string; output: string; }
  AWSTime: { input: string; output: string; }
  AWSTimestamp: { input: number; output: number; }
  AWSURL: { input: string; output: string; }
};

export type AddOrgResult = {
  __typename?: 'AddOrgResult';
  id: Scalars['ID']['output'];
};

export type Aggregation =
  | 'mean'
  | 'sum';

export type Beneficiary = {
  __typename?: 'Beneficiary';
  /** Free text, chosen by the organisation. */
  id: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};

export type CatalogueOutcomeSet = {
  __typename?: 'CatalogueOutcomeSet';
  attribution: Scalars['String']['output'];
  license: Scalars['String']['output'];
  outcomeset: OutcomeSet;
};

export type Category = {
  __typename?: 'Category';
  aggregation: Aggregation;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Label = {
  __typename?: 'Label';
  label: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type LabelInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type LikertScale = QuestionInterface & {
  __typename?: 'LikertScale';
  archived: Scalars['Boolean']['output'];
  categoryID?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  labels: Array<Label>;
  leftLabel?: Maybe<Scalars['String']['output']>;
  leftValue: Scalars['Int']['output'];
  noteDeactivated: Scalars['Boolean']['output'];
  notePrompt?: Maybe<Scalars['String']['output']>;
  noteRequired: Scalars['Boolean']['output'];
  question: Scalars['String']['output'];
  rightLabel?: Maybe<Scalars['String']['output']>;
  rightValue: Scalars['Int']['output'];
  short?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the invite's organisation (it becomes the active one). Signed in: no credentials. Logged out: name, email and password create the account. Returns the organisation id. */
  AcceptInvite: Scalars['ID']['output'];
  AddCategory: OutcomeSet;
  /** Appends a Likert question. minValue is the left value (default 1), maxValue the right one; left > right is a reversed scale. */
  AddLikertQuestion: OutcomeSet;
  /** Sign-up: creates the staff user, a new organisation and the membership. Returns the organisation id. */
  AddOrg: AddOrgResult;
  /** A new questionnaire. Error questionnaire.nameInUse (names are unique per organisation, ignoring case). */
  AddOutcomeSet: OutcomeSet;
  /** Error category.inUse while a question (archived or not) belongs to it. */
  DeleteCategory: OutcomeSet;
  /** Deletes a questionnaire. Error questionnaire.inSequences (errorInfo.sequences names them). */
  DeleteOutcomeSet: Scalars['Boolean']['output'];
  /** Archives a question: it leaves the questionnaire but its answers stay readable. */
  DeleteQuestion: OutcomeSet;
  DeleteSequence: Scalars['Boolean']['output'];
  /** Sets a beneficiary's tags, creating the beneficiary if needed; new tags join the organisation's tags. */
  EditBeneficiaryTags: Beneficiary;
  EditCategory: OutcomeSet;
  /** Changes a question; omitted fields keep their value. Scale values are refused once the questionnaire is in use. */
  EditLikertQuestion: OutcomeSet;
  /** Changes a questionnaire's general settings; omitted optional fields are cleared or reset. */
  EditOutcomeSet: OutcomeSet;
  EditSequence: Sequence;
  /** A new expiring invite code to the active organisation; the link is {site}/invite/{code}. */
  GetInviteLink: Scalars['String']['output'];
  /** Copies a catalogue questionnaire into the organisation, read-only. Importing twice: questionnaire.nameInUse. */
  ImportOutcomeSet: OutcomeSet;
  /** Moves a question; newIndex counts only the questions that are not archived. */
  MoveQuestion: OutcomeSet;
  /** A new sequence of questionnaires. Error sequence.nameInUse. */
  NewSequence: Sequence;
  /** Makes a user inactive in the active organisation; the last active user cannot be removed. */
  RemoveUser: RemovedUser;
  /** Makes one of the caller's organisations the active one. The client refreshes its token afterwards. */
  SetActiveOrganisation: Scalars['Boolean']['output'];
  /** Puts a question in a category; a null categoryID takes it out. */
  SetCategory: OutcomeSet;
  /** Public (email link): stops emails to the user. Error user.notFound. */
  Unsubscribe: Scalars['Boolean']['output'];
  /** Changes the active organisation's settings; returns the organisation. */
  UpdateOrgSetting: Organisation;
  /** Changes the caller's own account; every argument is optional. */
  UpdateSelf: Self;
  /** The same as GetInviteLink. */
  generateInvite: Scalars['String']['output'];
  /** ImportOutcomeSet from the softoutcomes catalogue. */
  importQuestionnaire: OutcomeSet;
};


export type MutationAcceptInviteArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  invite: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddCategoryArgs = {
  aggregation: Aggregation;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  outcomeSetID: Scalars['ID']['input'];
};


export type MutationAddLikertQuestionArgs = {
  categoryID?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<Array<InputMaybe<LabelInput>>>;
  maxValue: Scalars['Int']['input'];
  minValue?: InputMaybe<Scalars['Int']['input']>;
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  outcomeSetID: Scalars['ID']['input'];
  question: Scalars['String']['input'];
  short?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddOrgArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  organisation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationAddOutcomeSetArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationDeleteCategoryArgs = {
  categoryID: Scalars['String']['input'];
  outcomeSetID: Scalars['String']['input'];
};


export type MutationDeleteOutcomeSetArgs = {
  outcomeSetID: Scalars['ID']['input'];
};


export type MutationDeleteQuestionArgs = {
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
};


export type MutationDeleteSequenceArgs = {
  id: Scalars['String']['input'];
};


export type MutationEditBeneficiaryTagsArgs = {
  id: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationEditCategoryArgs = {
  aggregation: Aggregation;
  categoryID: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  outcomeSetID: Scalars['ID']['input'];
};


export type MutationEditLikertQuestionArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<Array<InputMaybe<LabelInput>>>;
  maxValue?: InputMaybe<Scalars['Int']['input']>;
  minValue?: InputMaybe<Scalars['Int']['input']>;
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  outcomeSetID: Scalars['ID']['input'];
  question?: InputMaybe<Scalars['String']['input']>;
  questionID: Scalars['ID']['input'];
  short?: InputMaybe<Scalars['String']['input']>;
};


export type MutationEditOutcomeSetArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  outcomeSetID: Scalars['ID']['input'];
  requiredTags?: InputMaybe<Array<InputMaybe<RequiredTagInput>>>;
};


export type MutationEditSequenceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  name: Scalars['String']['input'];
  questionnaires: Array<InputMaybe<Scalars['String']['input']>>;
};


export type MutationImportOutcomeSetArgs = {
  id: Scalars['String']['input'];
  source: Scalars['String']['input'];
};


export type MutationMoveQuestionArgs = {
  newIndex: Scalars['Int']['input'];
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
};


export type MutationNewSequenceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  questionnaires: Array<InputMaybe<Scalars['String']['input']>>;
};


export type MutationRemoveUserArgs = {
  userID: Scalars['String']['input'];
};


export type MutationSetActiveOrganisationArgs = {
  orgID: Scalars['ID']['input'];
};


export type MutationSetCategoryArgs = {
  categoryID?: InputMaybe<Scalars['ID']['input']>;
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  userID: Scalars['String']['input'];
};


export type MutationUpdateOrgSettingArgs = {
  beneficiaryTypeAhead?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateSelfArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notifyOnRemote?: InputMaybe<Scalars['Boolean']['input']>;
  unsubscribed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationImportQuestionnaireArgs = {
  id: Scalars['String']['input'];
};

export type OrgUser = {
  __typename?: 'OrgUser';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  joined: Scalars['AWSDateTime']['output'];
  name: Scalars['String']['output'];
};

export type Organisation = {
  __typename?: 'Organisation';
  /** Patron flag. */
  don: Scalars['Boolean']['output'];
  generatedReport: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  plugins: Array<Plugin>;
  settings: OrganisationSettings;
  users: Array<OrgUser>;
};

export type OrganisationSettings = {
  __typename?: 'OrganisationSettings';
  beneficiaryTypeAhead: Scalars['Boolean']['output'];
};

export type OrganisationSummary = {
  __typename?: 'OrganisationSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A questionnaire. */
export type OutcomeSet = {
  __typename?: 'OutcomeSet';
  categories: Array<Category>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A record exists for it: scale values can no longer change. */
  inUse: Scalars['Boolean']['output'];
  /** Shown to beneficiaries before they start. */
  instructions?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  noteDeactivated: Scalars['Boolean']['output'];
  notePrompt?: Maybe<Scalars['String']['output']>;
  noteRequired: Scalars['Boolean']['output'];
  plugins: Array<Plugin>;
  /** Every question, archived ones included, in order. */
  questions: Array<QuestionInterface>;
  /** Imported from the catalogue: every edit is refused. */
  readOnly: Scalars['Boolean']['output'];
  requiredTags: Array<RequiredTag>;
};

export type Plugin = {
  __typename?: 'Plugin';
  id: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The same as outcomesets. */
  allOutcomeSets: Array<OutcomeSet>;
  /** Ids of the organisation's beneficiaries. */
  beneficiaries: Array<Scalars['String']['output']>;
  /** One beneficiary of the organisation. Error beneficiary.notFound. */
  beneficiary: Beneficiary;
  /** One catalogue questionnaire. Errors catalogue.unknownSource, catalogue.notFound. */
  catalogueQuestionnaire: CatalogueOutcomeSet;
  /** The same as outcomeset. */
  getOutcomeSet: OutcomeSet;
  /** Public invite check: the id of the organisation the invite code joins. Errors invite.expired, invite.notFound. */
  invite: Scalars['ID']['output'];
  /** The caller's active organisation. Error auth.noOrganisation when they have none. */
  organisation: Organisation;
  /** Organisations the caller belongs to (active memberships), sorted by name. limit defaults to and is capped at 60. */
  organisations: Array<OrganisationSummary>;
  /** One questionnaire of the organisation. Error questionnaire.notFound. */
  outcomeset: OutcomeSet;
  /** The questionnaires of a catalogue (source softoutcomes). Error catalogue.unknownSource. */
  outcomesetCatalogue: Array<CatalogueOutcomeSet>;
  /** The organisation's questionnaires (not deleted), sorted by name. */
  outcomesets: Array<OutcomeSet>;
  /** The caller's own account. */
  self: Self;
  /** One sequence of the organisation. Error sequence.notFound. */
  sequence: Sequence;
  /** The organisation's sequences, sorted by name. */
  sequences: Array<Sequence>;
  /** Tags to offer with a questionnaire (the organisation's tags until records exist). */
  suggestQuestionnaireTags: Array<Scalars['String']['output']>;
  /** Tags to offer when recording for a beneficiary: the beneficiary's own first, then the organisation's. */
  suggestTags: Array<Scalars['String']['output']>;
  /** Every tag of the organisation, sorted. */
  tags: Array<Scalars['String']['output']>;
};


export type QueryBeneficiaryArgs = {
  id: Scalars['String']['input'];
};


export type QueryCatalogueQuestionnaireArgs = {
  id: Scalars['String']['input'];
  source: Scalars['String']['input'];
};


export type QueryGetOutcomeSetArgs = {
  id: Scalars['String']['input'];
};


export type QueryInviteArgs = {
  id: Scalars['String']['input'];
};


export type QueryOrganisationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOutcomesetArgs = {
  id: Scalars['String']['input'];
};


export type QueryOutcomesetCatalogueArgs = {
  source: Scalars['String']['input'];
};


export type QuerySequenceArgs = {
  id: Scalars['String']['input'];
};


export type QuerySuggestQuestionnaireTagsArgs = {
  questionnaire: Scalars['String']['input'];
};


export type QuerySuggestTagsArgs = {
  beneficiary: Scalars['String']['input'];
};

export type QuestionInterface = {
  archived: Scalars['Boolean']['output'];
  categoryID?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  /** Shorter text for graphs; required when the question is over 30 characters. */
  short?: Maybe<Scalars['String']['output']>;
};

export type RemovedUser = {
  __typename?: 'RemovedUser';
  id: Scalars['ID']['output'];
};

export type RequiredTag = {
  __typename?: 'RequiredTag';
  label: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
};

export type RequiredTagInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Self = {
  __typename?: 'Self';
  email: Scalars['AWSEmail']['output'];
  id: Scalars['ID']['output'];
  profile: Profile;
  settings: UserSettings;
};

export type Sequence = {
  __typename?: 'Sequence';
  description?: Maybe<Scalars['String']['output']>;
  /** Where the beneficiary goes afterwards (an http or https address). */
  destination?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  questionnaires: Array<SequenceQuestionnaire>;
  /** The union of its questionnaires' required tags. */
  requiredTags: Array<RequiredTag>;
};

export type SequenceQuestionnaire = {
  __typename?: 'SequenceQuestionnaire';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type UserSettings = {
  __typename?: 'UserSettings';
  /** A language code; 'und' means auto detect. */
  language: Scalars['String']['output'];
  notifyOnRemote: Scalars['Boolean']['output'];
  unsubscribed: Scalars['Boolean']['output'];
};
