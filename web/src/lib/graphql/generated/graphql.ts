/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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

export type Aggregates = {
  __typename?: 'Aggregates';
  category: Array<CategoryAggregate>;
};

export type Aggregation =
  | 'mean'
  | 'sum';

export type AnswerInterface = {
  notes?: Maybe<Scalars['String']['output']>;
  questionID: Scalars['String']['output'];
};

/** A question's or category's id with one beneficiary's initial and latest value. */
export type AnswerSummary = {
  __typename?: 'AnswerSummary';
  id: Scalars['String']['output'];
  initial: ReportValue;
  latest: ReportValue;
};

export type Beneficiary = {
  __typename?: 'Beneficiary';
  /** Free text, chosen by the organisation. */
  id: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};

export type BeneficiaryReport = {
  __typename?: 'BeneficiaryReport';
  categories: Array<AnswerSummary>;
  id: Scalars['String']['output'];
  questions: Array<AnswerSummary>;
};

/** The brand tokens of web/src/brands/<brand>/brand.json, as lower-case #rrggbb. */
export type BrandColours = {
  __typename?: 'BrandColours';
  accent: Scalars['String']['output'];
  background: Scalars['String']['output'];
  primary: Scalars['String']['output'];
  /** Text on primary (buttons). */
  primaryContrast: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type BrandColoursInput = {
  accent: Scalars['String']['input'];
  background: Scalars['String']['input'];
  primary: Scalars['String']['input'];
  primaryContrast: Scalars['String']['input'];
  text: Scalars['String']['input'];
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
  /** Cronbach's α from the questionnaire's published validation, 0 to 1. */
  reliability?: Maybe<Scalars['Float']['output']>;
  /** Where a catalogue reliability comes from. */
  reliabilitySource?: Maybe<Scalars['String']['output']>;
};

export type CategoryAggregate = {
  __typename?: 'CategoryAggregate';
  categoryID: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type ChangeBeneficiary = {
  __typename?: 'ChangeBeneficiary';
  change: Scalars['Float']['output'];
  /** improved, deteriorated or unchanged; null without a reliability. */
  class?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  initial: Scalars['Float']['output'];
  latest: Scalars['Float']['output'];
};

/** One question's or category's figures. Changes are signed in the direction of improvement. */
export type ChangeStatistics = {
  __typename?: 'ChangeStatistics';
  beneficiaries: Array<ChangeBeneficiary>;
  ciHigh?: Maybe<Scalars['Float']['output']>;
  /** 95% confidence interval of the mean change (t distribution). */
  ciLow?: Maybe<Scalars['Float']['output']>;
  deteriorated?: Maybe<ShareOf>;
  /** Null for a category whose questions mix directions. */
  direction?: Maybe<Direction>;
  /** Cohen's d_z: mean change / SD of the changes. */
  effectSize?: Maybe<Scalars['Float']['output']>;
  id: Scalars['String']['output'];
  improved?: Maybe<ShareOf>;
  meanChange?: Maybe<Scalars['Float']['output']>;
  /** Included beneficiaries; null when withheld as a small number. */
  n?: Maybe<Scalars['Int']['output']>;
  /** Why figures are missing: tooFew, mixedDirections, noReliability. */
  notes: Array<Scalars['String']['output']>;
  reliability?: Maybe<Scalars['Float']['output']>;
  /** Sample SD of the initial values. */
  sdInitial?: Maybe<Scalars['Float']['output']>;
  talkingTherapies?: Maybe<TalkingTherapiesFigures>;
  /** Jacobson–Truax reliable change threshold. */
  threshold?: Maybe<Scalars['Float']['output']>;
  tooFew: Scalars['Boolean']['output'];
  unchanged?: Maybe<ShareOf>;
  /** exact or normal. */
  wilcoxonMethod?: Maybe<Scalars['String']['output']>;
  /** Two-sided Wilcoxon signed-rank p-value. */
  wilcoxonP?: Maybe<Scalars['Float']['output']>;
};

/** Whether a higher answer means better or worse. */
export type Direction =
  | 'higher'
  | 'lower';

export type IntAnswer = AnswerInterface & {
  __typename?: 'IntAnswer';
  answer: Scalars['Int']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  questionID: Scalars['String']['output'];
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
  /** Whether a record may hold an answer to it: then it can be archived but not deleted (RemoveQuestion). */
  answered: Scalars['Boolean']['output'];
  archived: Scalars['Boolean']['output'];
  categoryID?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Whether a higher answer means better (the default) or worse. */
  direction: Direction;
  id: Scalars['ID']['output'];
  labels: Array<Label>;
  leftLabel?: Maybe<Scalars['String']['output']>;
  leftValue: Scalars['Int']['output'];
  noteDeactivated: Scalars['Boolean']['output'];
  notePrompt?: Maybe<Scalars['String']['output']>;
  noteRequired: Scalars['Boolean']['output'];
  question: Scalars['String']['output'];
  /** Cronbach's α from the questionnaire's published validation, 0 to 1. */
  reliability?: Maybe<Scalars['Float']['output']>;
  /** Where a catalogue reliability comes from. */
  reliabilitySource?: Maybe<Scalars['String']['output']>;
  rightLabel?: Maybe<Scalars['String']['output']>;
  rightValue: Scalars['Int']['output'];
  short?: Maybe<Scalars['String']['output']>;
};

/** A record (meeting): answers of one beneficiary to one questionnaire. */
export type Meeting = {
  __typename?: 'Meeting';
  aggregates: Aggregates;
  answers: Array<AnswerInterface>;
  benTags: Array<Scalars['String']['output']>;
  beneficiary: Scalars['String']['output'];
  created: Scalars['AWSDateTime']['output'];
  /** The record date: the conducted date (historic records, from their creation), else the completion time; null while such a record is incomplete. */
  date?: Maybe<Scalars['AWSDateTime']['output']>;
  id: Scalars['ID']['output'];
  incomplete: Scalars['Boolean']['output'];
  meetingTags: Array<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  /** Null when the questionnaire was deleted. */
  outcomeSet?: Maybe<OutcomeSet>;
  outcomeSetID: Scalars['String']['output'];
  /** meetingTags and benTags together. Staff only, as benTags and meetingTags: a link holder reads no tags. */
  tags: Array<Scalars['String']['output']>;
  /** The facilitator's user id. Staff only: a link holder reads nothing about the facilitator. */
  user: Scalars['String']['output'];
};

export type MeetingsPage = {
  __typename?: 'MeetingsPage';
  isMore: Scalars['Boolean']['output'];
  meetings: Array<Meeting>;
  page: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the invite's organisation (it becomes the active one). Signed in: no credentials. Logged out: name, email and password create the account. Returns the organisation id. */
  AcceptInvite: Scalars['ID']['output'];
  AddCategory: OutcomeSet;
  /** Answers a Likert question; value inside the question's scale. Errors meeting.answerExists, meeting.complete. */
  AddLikertAnswer: Meeting;
  /** Appends a Likert question. minValue is the left value (default 1), maxValue the right one; left > right is a reversed scale. labels must include both ends (input.invalid labels: required). */
  AddLikertQuestion: OutcomeSet;
  /** A new incomplete record. conducted (ISO date, not in the future) makes it a historic record dated then. */
  AddMeeting: Meeting;
  /** Sign-up: creates the staff user, a new organisation and the membership. Returns the organisation id. */
  AddOrg: AddOrgResult;
  /** A new questionnaire. Error questionnaire.nameInUse (names are unique per organisation, ignoring case). */
  AddOutcomeSet: OutcomeSet;
  /** A new record answered through a one-time link /jti/{JTI}; daysToComplete is rounded up (default 100). */
  AddRemoteMeeting: RemoteMeetingResult;
  /** Checks the uploaded file with a mapping: a dry run over every row, nothing written. Returns the import, status checking; poll recordImport until checked or failed. Allowed while uploading, checked or failed (checking again replaces the earlier result). Errors import.notFound, import.wrongStatus, import.noFile (nothing uploaded yet), import.fileTooLarge, input.invalid (mapping: a column index below 0, a question not of the questionnaire, a question not archived left unmapped, an unknown time zone, a column used twice). */
  CheckRecordImport: RecordImport;
  /** Patrons only: removes the organisation's logo and colours, so the host's brand shows again. Error organisation.notPatron. */
  ClearOrganisationBranding: OrganisationBranding;
  /** Completes the record; its date becomes now unless it was conducted earlier. Error meeting.unanswered (errorInfo.questions, errorInfo.notes) unless every question that is not archived is answered, with each required note. */
  CompleteMeeting: Meeting;
  /** Starts a spreadsheet import into a questionnaire: returns the import (status uploading) and where to PUT the file, a UTF-8 CSV (header row, then one row per record) of at most maxBytes bytes and maxRows data rows. fileName (1 to 255 characters) is the name the user picked, shown in the list. Errors questionnaire.notFound, input.invalid (fileName). */
  CreateRecordImport: RecordImportUpload;
  /** Error category.inUse while a question that is not archived belongs to it; archived questions just lose the category. */
  DeleteCategory: OutcomeSet;
  DeleteMeeting: Scalars['Boolean']['output'];
  /** Deletes a questionnaire. Error questionnaire.inSequences (errorInfo.sequences names them). */
  DeleteOutcomeSet: Scalars['Boolean']['output'];
  /** Archives a question: it leaves the questionnaire but its answers stay readable. */
  DeleteQuestion: OutcomeSet;
  DeleteSequence: Scalars['Boolean']['output'];
  /** Sets a beneficiary's tags, creating the beneficiary if needed; new tags join the organisation's tags. Every record of the beneficiary then carries them as benTags. */
  EditBeneficiaryTags: Beneficiary;
  EditCategory: OutcomeSet;
  /** Changes a question; omitted fields keep their value. Scale values are refused once the questionnaire is in use. When labels, minValue or maxValue is sent, the labels must include both ends. */
  EditLikertQuestion: OutcomeSet;
  /** Moves the record to another beneficiary, whose tags replace the old beneficiary's. Error meeting.requiredTags. */
  EditMeetingBeneficiary: Meeting;
  EditMeetingDate: Meeting;
  /** Replaces the record's own tags (meetingTags); the beneficiary's tags stay. */
  EditMeetingTags: Meeting;
  /** Changes a questionnaire's general settings. An omitted or null optional field keeps its value; a blank text clears it; requiredTags, when sent, replaces the list. */
  EditOutcomeSet: OutcomeSet;
  EditSequence: Sequence;
  /** A new expiring invite code to the active organisation; the link is {site}/invite/{code}. */
  GetInviteLink: Scalars['String']['output'];
  /** Copies a catalogue questionnaire into the organisation, read-only. Importing twice: questionnaire.nameInUse. */
  ImportOutcomeSet: OutcomeSet;
  /** Moves a question; newIndex counts only the questions that are not archived. */
  MoveQuestion: OutcomeSet;
  /** Public: uses a summon (id, or base32 beneficiary prefix + id) for a beneficiary; returns a JTI. Errors summon.expired, summon.exhausted, summon.notFound. */
  NewMeetingFromSummon: Scalars['String']['output'];
  /** A reusable link /smn/{id} creating a record of the questionnaire per use. maxUses limits the uses. beneficiaryID makes it one beneficiary's remote link (/smn/{base32 id}-{id}): listed with them at once, used once (opening it again hands back the same link; maxUses is then 1), and any use for someone else is summon.notFound. */
  NewMeetingSummon: Scalars['String']['output'];
  /** A new sequence of questionnaires. Error sequence.nameInUse. */
  NewSequence: Sequence;
  NewSequenceSummon: Scalars['String']['output'];
  /** Stores one usage event for the signed-in staff user's session (beneficiaries: auth.forbidden). */
  RecordUsage: Scalars['Boolean']['output'];
  /** Removes a question for good, archived or not. Only while no record has answered it (no answer can be lost): else question.answered, or question.inUse for a questionnaire in use since before answers were tracked (archive it instead). */
  RemoveQuestion: OutcomeSet;
  /** Makes a user inactive in the active organisation; the last active user cannot be removed. */
  RemoveUser: RemovedUser;
  /** Beneficiary link token only: a fresh token for the same link, valid at most 2 hours more. Errors link.expired (also once revoked), link.completed. */
  RenewLinkToken: Scalars['String']['output'];
  /** Public (anonymous callers only): emails a new verification link to email when its account exists and is not verified yet; true whether or not it does, so it tells nobody which addresses have accounts. Error verification.tooSoon (a link went out less than a minute ago). */
  ResendVerificationEmail: Scalars['Boolean']['output'];
  /** Brings an archived question back, at its place in the list. Errors questionnaire.notFound, question.notFound, questionnaire.readOnly. */
  RestoreQuestion: OutcomeSet;
  /** Revokes an outstanding invite of the active organisation. Error invite.notFound. */
  RevokeInvite: Scalars['Boolean']['output'];
  /** Revokes an open one-time link (id is its JTI) or summon (its id) of the active organisation; opening it then says it has expired. Error link.notFound. */
  RevokeLink: Scalars['Boolean']['output'];
  /** Revokes every open link and summon the user made in the active organisation; returns how many. */
  RevokeLinksOf: Scalars['Int']['output'];
  /** Imports the valid rows of a checked import as one batch, made by the caller; returns the import, status importing; poll recordImport until imported. Rows that became invalid since the check (a record entered meanwhile) are skipped. Errors import.notFound, import.wrongStatus (not checked), import.nothingToImport (no valid row). */
  RunRecordImport: RecordImport;
  /** Makes one of the caller's organisations the active one. The client refreshes its token afterwards. */
  SetActiveOrganisation: Scalars['Boolean']['output'];
  /** Puts a question in a category; a null categoryID takes it out. */
  SetCategory: OutcomeSet;
  /** A category's Cronbach's α reliability, 0 to 1 (null clears it), for the Reliable Change report. */
  SetCategoryReliability: OutcomeSet;
  SetMeetingNotes: Meeting;
  /** Patrons only: changes the active organisation's branding. An omitted argument keeps its value, null clears it. logo is a base64 data URL of a PNG, JPEG or WebP image of at most 200 KB (errors branding.logoUnsupported, branding.logoTooLarge); colours are hex (#rgb or #rrggbb), chart 1 to 12 of them (input.invalid). Error organisation.notPatron. */
  SetOrganisationBranding: OrganisationBranding;
  /** How a question counts in the Reliable Change report: its direction and Cronbach's α reliability, 0 to 1 (null clears it). */
  SetQuestionScoring: OutcomeSet;
  /** StartSequence answered through a one-time link; returns its JTI. */
  StartRemoteSequence: Scalars['String']['output'];
  /** One record per questionnaire of the sequence, in order. */
  StartSequence: StartSequenceResult;
  /** Removes exactly the records of an imported batch (status undoing, then undone); every other record stays. Errors import.notFound, import.wrongStatus (not imported). */
  UndoRecordImport: RecordImport;
  /** Public (email link): stops emails to the user the signed value of the email's link names (userID is that value, not a bare user id). Error user.notFound, also for a bare user id or a forged or altered value. */
  Unsubscribe: Scalars['Boolean']['output'];
  /** Changes the active organisation's settings (an omitted or null one keeps its value); returns the organisation. smallNumberThreshold: a whole number from 1 to 50 (input.invalid otherwise). */
  UpdateOrgSetting: Organisation;
  /** Changes the caller's own account; every argument is optional. */
  UpdateSelf: Self;
  /** Public (email link, anonymous callers only): marks the email of the account the signed value of the link names (token) verified, so it can sign in; true also when it already was. Errors verification.invalid (forged, altered, or its account gone), verification.expired. */
  VerifyEmail: Scalars['Boolean']['output'];
  /** The same as GetInviteLink. */
  generateInvite: Scalars['String']['output'];
  /** ImportOutcomeSet from the softoutcomes catalogue. */
  importQuestionnaire: OutcomeSet;
  /** Operators only: lifts a suspension. Errors ops.forbidden, organisation.notFound, input.invalid (reason). */
  opsRestore: OpsOrganisation;
  /** Operators only: sets (patron true) or clears the manual patron flag, for a charity that pays by invoice. The organisation is a patron when the billing provider or the manual flag says so; clearing it leaves the provider's status. Errors ops.forbidden, organisation.notFound, input.invalid (reason). */
  opsSetPatron: OpsOrganisation;
  /** Operators only: turns a plugin (sve, diluted_report, no-single-ben-summon) on or off for an organisation; its members' Organisation.plugins changes at once. reason: 1 to 500 characters, trimmed. Recorded in the audit log, also when nothing changes. Conditioned on the plugins it read: a change made meanwhile by another operator is kept and this one applied on top, or, after repeated races, refused with ops.conflict. Errors ops.forbidden, organisation.notFound, ops.conflict, input.invalid (plugin, reason). */
  opsSetPlugin: OpsOrganisation;
  /** Operators only: suspends an organisation: its members can still read, every write is refused with organisation.suspended (docs/decisions.md, Suspended organisations). Nothing is deleted. Errors ops.forbidden, organisation.notFound, input.invalid (reason). */
  opsSuspend: OpsOrganisation;
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


export type MutationAddLikertAnswerArgs = {
  allowOverwrite?: InputMaybe<Scalars['Boolean']['input']>;
  meetingID: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  questionID: Scalars['String']['input'];
  value: Scalars['Int']['input'];
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


export type MutationAddMeetingArgs = {
  beneficiaryID: Scalars['String']['input'];
  conducted?: InputMaybe<Scalars['String']['input']>;
  outcomeSetID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
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


export type MutationAddRemoteMeetingArgs = {
  beneficiaryID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  outcomeSetID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationCheckRecordImportArgs = {
  id: Scalars['ID']['input'];
  mapping: RecordImportMappingInput;
};


export type MutationCompleteMeetingArgs = {
  beneficiary?: InputMaybe<Scalars['String']['input']>;
  meetingID: Scalars['String']['input'];
};


export type MutationCreateRecordImportArgs = {
  fileName: Scalars['String']['input'];
  questionnaire: Scalars['String']['input'];
};


export type MutationDeleteCategoryArgs = {
  categoryID: Scalars['String']['input'];
  outcomeSetID: Scalars['String']['input'];
};


export type MutationDeleteMeetingArgs = {
  beneficiary?: InputMaybe<Scalars['String']['input']>;
  meetingID: Scalars['String']['input'];
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


export type MutationEditMeetingBeneficiaryArgs = {
  meetingID: Scalars['String']['input'];
  newBeneficiaryID: Scalars['String']['input'];
};


export type MutationEditMeetingDateArgs = {
  conducted: Scalars['String']['input'];
  meetingID: Scalars['String']['input'];
};


export type MutationEditMeetingTagsArgs = {
  meetingID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
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


export type MutationNewMeetingFromSummonArgs = {
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
  summonID: Scalars['String']['input'];
};


export type MutationNewMeetingSummonArgs = {
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  outcomeSetID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationNewSequenceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  questionnaires: Array<InputMaybe<Scalars['String']['input']>>;
};


export type MutationNewSequenceSummonArgs = {
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  sequenceID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationRemoveQuestionArgs = {
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
};


export type MutationRemoveUserArgs = {
  userID: Scalars['String']['input'];
};


export type MutationResendVerificationEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationRestoreQuestionArgs = {
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
};


export type MutationRevokeInviteArgs = {
  code: Scalars['String']['input'];
};


export type MutationRevokeLinkArgs = {
  id: Scalars['String']['input'];
};


export type MutationRevokeLinksOfArgs = {
  userID: Scalars['String']['input'];
};


export type MutationRunRecordImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetActiveOrganisationArgs = {
  orgID: Scalars['ID']['input'];
};


export type MutationSetCategoryArgs = {
  categoryID?: InputMaybe<Scalars['ID']['input']>;
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
};


export type MutationSetCategoryReliabilityArgs = {
  categoryID: Scalars['ID']['input'];
  outcomeSetID: Scalars['ID']['input'];
  reliability?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationSetMeetingNotesArgs = {
  meetingID: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetOrganisationBrandingArgs = {
  chart?: InputMaybe<Array<Scalars['String']['input']>>;
  colours?: InputMaybe<BrandColoursInput>;
  logo?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetQuestionScoringArgs = {
  direction: Direction;
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
  reliability?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationStartRemoteSequenceArgs = {
  beneficiaryID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  sequenceID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationStartSequenceArgs = {
  beneficiaryID: Scalars['String']['input'];
  conducted?: InputMaybe<Scalars['String']['input']>;
  sequenceID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type MutationUndoRecordImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  userID: Scalars['String']['input'];
};


export type MutationUpdateOrgSettingArgs = {
  beneficiaryTypeAhead?: InputMaybe<Scalars['Boolean']['input']>;
  smallNumberThreshold?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateSelfArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notifyOnRemote?: InputMaybe<Scalars['Boolean']['input']>;
  unsubscribed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationImportQuestionnaireArgs = {
  id: Scalars['String']['input'];
};


export type MutationOpsRestoreArgs = {
  orgId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationOpsSetPatronArgs = {
  orgId: Scalars['ID']['input'];
  patron: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
};


export type MutationOpsSetPluginArgs = {
  enabled: Scalars['Boolean']['input'];
  orgId: Scalars['ID']['input'];
  plugin: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationOpsSuspendArgs = {
  orgId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** A link that can still be opened. */
export type OpenLink = {
  __typename?: 'OpenLink';
  beneficiary?: Maybe<Scalars['String']['output']>;
  created: Scalars['AWSDateTime']['output'];
  createdBy: Scalars['ID']['output'];
  /** The maker's name. */
  createdByName: Scalars['String']['output'];
  expires: Scalars['AWSDateTime']['output'];
  /** The JTI of a one-time link, the id of a summon. */
  id: Scalars['String']['output'];
  kind: OpenLinkKind;
  /** Null: no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** The questionnaire's id, when the link is for one questionnaire. */
  questionnaire?: Maybe<Scalars['String']['output']>;
  /** The sequence's id, when the link is for a sequence. */
  sequence?: Maybe<Scalars['String']['output']>;
  uses: Scalars['Int']['output'];
};

export type OpenLinkKind =
  /** A one-time link /jti/{id} to a beneficiary's records. */
  | 'ONE_TIME'
  /** A summon /smn/{id}: for one beneficiary when beneficiary is set, else for many. */
  | 'SUMMON';

export type OpsAction =
  | 'PATRON_CLEARED'
  | 'PATRON_SET'
  | 'PLUGIN_DISABLED'
  | 'PLUGIN_ENABLED'
  | 'RESTORED'
  | 'SUSPENDED';

/** One operator action. */
export type OpsAuditEntry = {
  __typename?: 'OpsAuditEntry';
  action: OpsAction;
  at: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  operatorEmail: Scalars['String']['output'];
  /** The operator: their user id (cli:{name} from the command line) and email. */
  operatorId: Scalars['ID']['output'];
  orgId: Scalars['ID']['output'];
  /** The organisation's name when the action was taken. */
  orgName: Scalars['String']['output'];
  /** The plugin's id, for PLUGIN_ENABLED and PLUGIN_DISABLED. */
  plugin?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  /** console or cli. */
  via: Scalars['String']['output'];
};

/** Who set a flag by hand, when and why. */
export type OpsFlag = {
  __typename?: 'OpsFlag';
  at: Scalars['AWSDateTime']['output'];
  operatorEmail: Scalars['String']['output'];
  operatorId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

/** An organisation as the operators see it (Query.opsOrganisations). */
export type OpsOrganisation = {
  __typename?: 'OpsOrganisation';
  created: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  /** The latest staff session (RecordUsage) or record creation; null when there is none. */
  lastActivity?: Maybe<Scalars['AWSDateTime']['output']>;
  /** Active members. */
  members: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  patron: OpsPatron;
  plugins: Array<Plugin>;
  /** Records, complete and incomplete. */
  records: Scalars['Int']['output'];
  suspended: Scalars['Boolean']['output'];
  /** Null unless suspended. */
  suspension?: Maybe<OpsFlag>;
};

/** Query.opsOrganisation: one organisation in detail. */
export type OpsOrganisationDetail = {
  __typename?: 'OpsOrganisationDetail';
  /** The organisation's operator actions, newest first (at most 100). */
  audit: Array<OpsAuditEntry>;
  organisation: OpsOrganisation;
  /** One entry per week (weeks start on Monday, UTC), oldest first, the current week last. */
  usage: Array<OpsUsageWeek>;
  /** Every membership, active first, then by name. */
  users: Array<OrgUser>;
};

/** Query.opsOrganisations: one page of organisations; nextToken is null on the last page. */
export type OpsOrganisationsPage = {
  __typename?: 'OpsOrganisationsPage';
  nextToken?: Maybe<Scalars['String']['output']>;
  organisations: Array<OpsOrganisation>;
};

/** Patron status: patron is what members see (Organisation.don), true when provider or manual says so. */
export type OpsPatron = {
  __typename?: 'OpsPatron';
  /** The operators' manual flag; null when not set. */
  manual?: Maybe<OpsFlag>;
  patron: Scalars['Boolean']['output'];
  /** What the billing provider's webhooks last said. */
  provider: Scalars['Boolean']['output'];
};

export type OpsUsageWeek = {
  __typename?: 'OpsUsageWeek';
  /** Distinct staff users with a session (RecordUsage) that week. */
  activeUsers: Scalars['Int']['output'];
  /** Records created that week. */
  records: Scalars['Int']['output'];
  /** Staff sessions (RecordUsage calls) that week. */
  sessions: Scalars['Int']['output'];
  /** The week's Monday (UTC). */
  week: Scalars['AWSDate']['output'];
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
  /** Suspended by the operators: members can read, every write answers organisation.suspended. */
  suspended: Scalars['Boolean']['output'];
  users: Array<OrgUser>;
};

/** An organisation's custom branding; what is null or empty falls back to the host's brand. */
export type OrganisationBranding = {
  __typename?: 'OrganisationBranding';
  /** Chart series colours, in order. */
  chart: Array<Scalars['String']['output']>;
  colours?: Maybe<BrandColours>;
  /** A data URL (image/png, image/jpeg or image/webp, base64). */
  logo?: Maybe<Scalars['String']['output']>;
  /** The organisation's name: the logo's alternative text. */
  name: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['AWSDateTime']['output']>;
};

export type OrganisationSettings = {
  __typename?: 'OrganisationSettings';
  beneficiaryTypeAhead: Scalars['Boolean']['output'];
  /** Reliable Change: fewer included beneficiaries than this and no cohort figure is given; shared counts under it read "fewer than N". Default 5. */
  smallNumberThreshold: Scalars['Int']['output'];
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

/** An invite that can still be accepted. */
export type PendingInvite = {
  __typename?: 'PendingInvite';
  code: Scalars['String']['output'];
  created: Scalars['AWSDateTime']['output'];
  createdBy: Scalars['ID']['output'];
  /** The maker's name. */
  createdByName: Scalars['String']['output'];
  expires: Scalars['AWSDateTime']['output'];
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
  /** A download path of one beneficiary's complete records of the questionnaire. */
  exportBenMeetings: Scalars['String']['output'];
  /** A download path /v1/export/{token} of the questionnaire's complete records as CSV (docs/exports.md); valid 5 minutes. */
  exportMeetings: Scalars['String']['output'];
  /** A download path of the Reliable Change figures of the same report as CSV (docs/exports.md): one row per question or category. forSharing writes counts under the organisation's small-number threshold as "fewer than N". */
  exportReliableChange: Scalars['String']['output'];
  /** A download path of the records a report with the same arguments includes. */
  exportReport: Scalars['String']['output'];
  /** The same as outcomeset. */
  getOutcomeSet: OutcomeSet;
  /** A beneficiary's incomplete records, oldest first. */
  incompleteMeetings: Array<Meeting>;
  /** Public invite check: the id of the organisation the invite code joins. Errors invite.expired, invite.notFound. */
  invite: Scalars['ID']['output'];
  /** Outstanding invites of the active organisation (not expired, not used, not revoked, maker still a member), newest first. */
  invites: Array<PendingInvite>;
  /** Public: the signed beneficiary token of a one-time link, valid at most 2 hours (docs/security.md). Errors link.expired (also once revoked), link.notFound, link.completed (every record of the link is complete). */
  jwt: Scalars['String']['output'];
  /** One record. A beneficiary link token reaches only the incomplete records of its sequence. Error meeting.notFound. */
  meeting: Meeting;
  /** A beneficiary's complete records, oldest first. */
  meetings: Array<Meeting>;
  /** The active organisation's open links: one-time links and summons not expired, revoked, exhausted or completed, newest first. beneficiary limits them to that beneficiary's. */
  openLinks: Array<OpenLink>;
  /** Operators only: operator actions, newest first; orgId limits them to one organisation; limit defaults to 100 (1 to 500). Error ops.forbidden. */
  opsAudit: Array<OpsAuditEntry>;
  /** Operators only: one organisation with its members, its usage per week (the latest weeks weeks, oldest first; default 12, 1 to 52) and its operator audit log, newest first. Errors ops.forbidden, organisation.notFound. */
  opsOrganisation: OpsOrganisationDetail;
  /** Operators only (docs/decisions.md, Operators): organisations, newest first, a page at a time; search (at most 100 characters) keeps those whose name or id contains it, ignoring case; limit defaults to 50 (1 to 100); nextToken is the previous page's. Errors ops.forbidden, input.invalid (search, limit, nextToken). */
  opsOrganisations: OpsOrganisationsPage;
  /** The caller's active organisation. Error auth.noOrganisation when they have none. */
  organisation: Organisation;
  /** Patrons only: the active organisation's custom branding (docs/decisions.md, Organisation branding). Error organisation.notPatron. */
  organisationBranding: OrganisationBranding;
  /** Organisations the caller belongs to (active memberships), sorted by name. limit defaults to and is capped at 60. */
  organisations: Array<OrganisationSummary>;
  /** One questionnaire of the organisation. Error questionnaire.notFound. */
  outcomeset: OutcomeSet;
  /** The questionnaires of a catalogue (source softoutcomes). Error catalogue.unknownSource. */
  outcomesetCatalogue: Array<CatalogueOutcomeSet>;
  /** The organisation's questionnaires (not deleted), sorted by name. */
  outcomesets: Array<OutcomeSet>;
  /** The organisation's records, newest first; page is 0-based, limit defaults to 12 (at most 100). Filters combine with AND; a record must carry every listed tag. */
  recentMeetings: MeetingsPage;
  /** One spreadsheet import of the organisation (docs/decisions.md, Importing records); poll it while its status is checking, importing or undoing. Error import.notFound. */
  recordImport: RecordImport;
  /** A download path of every row problem the latest check found, as CSV (row, column, problem, value); valid 5 minutes. Errors import.notFound, import.wrongStatus (not checked yet). */
  recordImportErrors: Scalars['String']['output'];
  /** The organisation's imports, newest first; questionnaire limits them to one questionnaire's. Includes undone ones. */
  recordImports: Array<RecordImport>;
  /** Whether change is larger than measurement error, how sure the mean change is, and NHS Talking Therapies measures, over the beneficiaries the same report includes (docs/reports.md, Reliable change). forSharing withholds counts under the small-number threshold and the per-beneficiary lists. */
  reliableChange: ReliableChangeReport;
  /** Change between each beneficiary's initial and latest answers (docs/reports.md). start and end are ISO date-times; minRequiredRecords defaults to 2. Sets the organisation's generatedReport. */
  report: Report;
  /** The caller's own account. */
  self: Self;
  /** One sequence of the organisation. Error sequence.notFound. */
  sequence: Sequence;
  /** The organisation's sequences, sorted by name. */
  sequences: Array<Sequence>;
  /** Tags to offer with a questionnaire: those of its 100 latest complete records first, then the organisation's. */
  suggestQuestionnaireTags: Array<Scalars['String']['output']>;
  /** Tags to offer when recording for a beneficiary: its own and its records' first, then the organisation's. */
  suggestTags: Array<Scalars['String']['output']>;
  /** Public: whether a summon code (id, or base32 beneficiary prefix + id) can be used, as NewMeetingFromSummon would find it, without using it or writing anything. Says nothing else of the summon. */
  summonStatus: SummonStatus;
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


export type QueryExportBenMeetingsArgs = {
  beneficiary: Scalars['String']['input'];
  questionnaire: Scalars['String']['input'];
};


export type QueryExportMeetingsArgs = {
  end?: InputMaybe<Scalars['String']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  questionnaire: Scalars['String']['input'];
  start?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryExportReliableChangeArgs = {
  end: Scalars['String']['input'];
  forSharing?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryExportReportArgs = {
  end: Scalars['String']['input'];
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryGetOutcomeSetArgs = {
  id: Scalars['String']['input'];
};


export type QueryIncompleteMeetingsArgs = {
  beneficiary: Scalars['String']['input'];
};


export type QueryInviteArgs = {
  id: Scalars['String']['input'];
};


export type QueryJwtArgs = {
  jti: Scalars['String']['input'];
};


export type QueryMeetingArgs = {
  id: Scalars['String']['input'];
};


export type QueryMeetingsArgs = {
  beneficiary: Scalars['String']['input'];
};


export type QueryOpenLinksArgs = {
  beneficiary?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOpsAuditArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOpsOrganisationArgs = {
  id: Scalars['ID']['input'];
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOpsOrganisationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
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


export type QueryRecentMeetingsArgs = {
  beneficiaries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page: Scalars['Int']['input'];
  questionnaires?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  users?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryRecordImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecordImportErrorsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecordImportsArgs = {
  questionnaire?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReliableChangeArgs = {
  end: Scalars['String']['input'];
  forSharing?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryReportArgs = {
  end: Scalars['String']['input'];
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
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


export type QuerySummonStatusArgs = {
  summonID: Scalars['String']['input'];
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

/** A spreadsheet import (one batch) into one questionnaire. */
export type RecordImport = {
  __typename?: 'RecordImport';
  created: Scalars['AWSDateTime']['output'];
  /** Who created it (user id) and their name. */
  createdBy: Scalars['String']['output'];
  createdByName: Scalars['String']['output'];
  /** Rows with at least one problem. */
  errorRows: Scalars['Int']['output'];
  /** The first 100 row problems, by row; recordImportErrors has all of them. */
  errors: Array<RecordImportRowError>;
  /** When status is failed: the error code (import.malformed, import.tooManyRows, import.fileTooLarge, import.emptyFile, import.columnMissing, import.noFile, internal). */
  failure?: Maybe<Scalars['String']['output']>;
  /** The spreadsheet row of a malformed file's first problem. */
  failureRow?: Maybe<Scalars['Int']['output']>;
  /** The file name the user picked. */
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the batch finished importing. */
  imported?: Maybe<Scalars['AWSDateTime']['output']>;
  /** The mapping of the latest check. */
  mapping?: Maybe<RecordImportMapping>;
  /** Beneficiary ids of valid rows the organisation does not have yet (created by the import). */
  newBeneficiaries: Scalars['Int']['output'];
  questionnaire: Scalars['String']['output'];
  /** Records the import wrote (the batch), valid rows that became invalid since the check excluded. */
  recordsWritten: Scalars['Int']['output'];
  /** Data rows of the file (0 until checked). */
  rows: Scalars['Int']['output'];
  /** Progress of the running step (checking, importing: rows read; undoing: records removed). */
  rowsDone: Scalars['Int']['output'];
  status: RecordImportStatus;
  /** When the batch was undone. */
  undone?: Maybe<Scalars['AWSDateTime']['output']>;
  updated: Scalars['AWSDateTime']['output'];
  /** Rows without a problem, which an import writes. */
  validRows: Scalars['Int']['output'];
};

export type RecordImportAnswerColumn = {
  __typename?: 'RecordImportAnswerColumn';
  column: Scalars['Int']['output'];
  questionID: Scalars['ID']['output'];
};

export type RecordImportAnswerColumnInput = {
  column: Scalars['Int']['input'];
  questionID: Scalars['ID']['input'];
};

/** How the date column is written; iso also takes a time and an offset (Z, +01:00), which then wins over timeZone. */
export type RecordImportDateFormat =
  /** 31/05/2024, 31-05-2024, 31.05.2024, optionally followed by 14:30 or 14:30:15 */
  | 'dmy'
  /** 2024-05-31, 2024-05-31 14:30, 2024-05-31T14:30:00Z */
  | 'iso'
  /** 05/31/2024 and the same separators and times as dmy */
  | 'mdy'
  /** 2024/05/31, 2024.05.31 and the same times as dmy */
  | 'ymd';

export type RecordImportHeader = {
  __typename?: 'RecordImportHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Which column (0-based index into the uploaded CSV's header) holds what. */
export type RecordImportMapping = {
  __typename?: 'RecordImportMapping';
  answers: Array<RecordImportAnswerColumn>;
  beneficiaryColumn: Scalars['Int']['output'];
  createBeneficiaries: Scalars['Boolean']['output'];
  dateColumn: Scalars['Int']['output'];
  dateFormat: RecordImportDateFormat;
  notesColumn?: Maybe<Scalars['Int']['output']>;
  tagsColumn?: Maybe<Scalars['Int']['output']>;
  /** IANA time zone of dates without an offset, e.g. Europe/London. */
  timeZone: Scalars['String']['output'];
};

/** The mapping of CheckRecordImport. Tags are separated by semicolons. createBeneficiaries (default false) creates beneficiaries the organisation does not have yet, as data entry does; otherwise their rows are beneficiaryUnknown. */
export type RecordImportMappingInput = {
  answers: Array<RecordImportAnswerColumnInput>;
  beneficiaryColumn: Scalars['Int']['input'];
  createBeneficiaries?: InputMaybe<Scalars['Boolean']['input']>;
  dateColumn: Scalars['Int']['input'];
  dateFormat: RecordImportDateFormat;
  notesColumn?: InputMaybe<Scalars['Int']['input']>;
  tagsColumn?: InputMaybe<Scalars['Int']['input']>;
  timeZone: Scalars['String']['input'];
};

/** What is wrong with one row of an import. */
export type RecordImportProblem =
  /** Longer than a beneficiary id may be. */
  | 'beneficiaryInvalid'
  | 'beneficiaryMissing'
  /** No beneficiary with this id and the mapping does not create new ones. */
  | 'beneficiaryUnknown'
  | 'dateBefore2000'
  | 'dateInFuture'
  | 'dateInvalid'
  | 'dateMissing'
  /** An earlier row of the file has the same beneficiary and time. */
  | 'duplicateInFile'
  /** A record of the same beneficiary, questionnaire and time exists. */
  | 'duplicateRecord'
  /** Notes over 5000 characters. */
  | 'notesTooLong'
  /** A required tag of the questionnaire has none of its options among the row's tags and the beneficiary's. */
  | 'requiredTagsMissing'
  /** A tag over 50 characters, or over 50 tags. */
  | 'tagInvalid'
  /** A question left unanswered (every question not archived needs an answer). */
  | 'valueMissing'
  /** Neither a whole number nor one of the question's scale labels. */
  | 'valueNotInteger'
  | 'valueOutsideScale';

/** One problem of one row; row is the spreadsheet's row number (the header is row 1). */
export type RecordImportRowError = {
  __typename?: 'RecordImportRowError';
  /** The header of the column at fault; null for a problem of the whole row (duplicateRecord, duplicateInFile, requiredTagsMissing). */
  column?: Maybe<Scalars['String']['output']>;
  problem: RecordImportProblem;
  row: Scalars['Int']['output'];
  /** The cell as found (at most 100 characters). */
  value?: Maybe<Scalars['String']['output']>;
};

/** Where a spreadsheet import stands (docs/decisions.md, Importing records). */
export type RecordImportStatus =
  /** Checked: rows, validRows, errorRows and errors say what an import would write. */
  | 'checked'
  /** The dry run is reading the file. */
  | 'checking'
  /** A file-level problem stopped the check or the import; failure is its error code. Nothing was written by a check. */
  | 'failed'
  /** Every valid row is a record (recordsWritten). */
  | 'imported'
  /** The valid rows are being written (rowsDone of rows). */
  | 'importing'
  /** The batch's records are being removed (rowsDone of recordsWritten). */
  | 'undoing'
  /** The batch's records were removed. */
  | 'undone'
  /** Created; waiting for the file (CheckRecordImport next). */
  | 'uploading';

/** Where to send the file: PUT uploadUrl with the headers, body the CSV. uploadUrl is an absolute https URL in the cloud (S3, presigned) and a path on the local stack. */
export type RecordImportUpload = {
  __typename?: 'RecordImportUpload';
  /** When uploadUrl stops working. */
  expires: Scalars['AWSDateTime']['output'];
  import: RecordImport;
  maxBytes: Scalars['Int']['output'];
  maxRows: Scalars['Int']['output'];
  uploadHeaders: Array<RecordImportHeader>;
  uploadUrl: Scalars['String']['output'];
};

/** The result of reliableChange (docs/reports.md, Reliable change). */
export type ReliableChangeReport = {
  __typename?: 'ReliableChangeReport';
  categories: Array<ChangeStatistics>;
  forSharing: Scalars['Boolean']['output'];
  questions: Array<ChangeStatistics>;
  /** Fewer included beneficiaries than this and no cohort figure is given; with forSharing, counts under it are null. */
  smallNumberThreshold: Scalars['Int']['output'];
};

export type RemoteMeetingResult = {
  __typename?: 'RemoteMeetingResult';
  JTI: Scalars['String']['output'];
};

export type RemovedUser = {
  __typename?: 'RemovedUser';
  id: Scalars['ID']['output'];
};

/** The result of report (docs/reports.md). */
export type Report = {
  __typename?: 'Report';
  /** Included beneficiaries, by id. */
  beneficiaries: Array<BeneficiaryReport>;
  categories: Array<ReportAggregate>;
  excluded: Array<ReportExclusion>;
  /** Cohort means of the included beneficiaries' initial and latest values, per question. */
  questions: Array<ReportAggregate>;
};

export type ReportAggregate = {
  __typename?: 'ReportAggregate';
  id: Scalars['String']['output'];
  initial: Scalars['Float']['output'];
  latest: Scalars['Float']['output'];
};

/** Something left out of a report: reason tooFewRecords, notInRecords, noQuestions, notAnswered or tooFewAnswers. */
export type ReportExclusion = {
  __typename?: 'ReportExclusion';
  beneficiary?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Scalars['String']['output']>;
  question?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
};

export type ReportValue = {
  __typename?: 'ReportValue';
  value: Scalars['Float']['output'];
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
  /** Whether this Ripple sends email at all. Without a domain and a sender (docs/deploy.md) it sends none, so the remote completion notice is not sent and the profile says so. */
  emailEnabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Whether the caller is an operator (the Cognito group operators): the SPA then offers the operator console. */
  operator: Scalars['Boolean']['output'];
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
  /** One per label (matched ignoring case), offering only the options every questionnaire with that label accepts; none when they share no option. */
  requiredTags: Array<RequiredTag>;
};

export type SequenceQuestionnaire = {
  __typename?: 'SequenceQuestionnaire';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A count and its share; both null when withheld as a small number. */
export type ShareOf = {
  __typename?: 'ShareOf';
  count?: Maybe<Scalars['Int']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
};

export type StartSequenceResult = {
  __typename?: 'StartSequenceResult';
  destination?: Maybe<Scalars['String']['output']>;
  meetings: Array<Meeting>;
};

/** What opening a summon code would meet (Query.summonStatus). */
export type SummonStatus =
  /** Every use has been used (summon.exhausted). */
  | 'EXHAUSTED'
  /** Past its lifetime or revoked, or the link it made for the beneficiary it names was (summon.expired). */
  | 'EXPIRED'
  /** No such summon, an undecodable beneficiary prefix, or a summon made for someone else (summon.notFound). */
  | 'NOT_FOUND'
  /** It can be used: with a beneficiary ID when the code names none. */
  | 'OPEN';

/** NHS Talking Therapies measures of a PHQ-9 or GAD-7 total; rates are over the cases at the start. */
export type TalkingTherapiesFigures = {
  __typename?: 'TalkingTherapiesFigures';
  casesAtStart?: Maybe<Scalars['Int']['output']>;
  /** phq9 or gad7. */
  measure: Scalars['String']['output'];
  recovery: ShareOf;
  reliableImprovement: ShareOf;
  reliableRecovery: ShareOf;
};

export type UserSettings = {
  __typename?: 'UserSettings';
  /** A language code; 'und' means auto detect. */
  language: Scalars['String']['output'];
  notifyOnRemote: Scalars['Boolean']['output'];
  unsubscribed: Scalars['Boolean']['output'];
};

export type GetOperatorQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOperatorQuery = { __typename?: 'Query', self: { __typename?: 'Self', id: string, operator: boolean } };

export type GetOrganisationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrganisationQuery = { __typename?: 'Query', organisation: { __typename?: 'Organisation', id: string, name: string, suspended: boolean, plugins: Array<{ __typename?: 'Plugin', id: string }> } };

export type GetOrganisationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetOrganisationsQuery = { __typename?: 'Query', organisations: Array<{ __typename?: 'OrganisationSummary', id: string, name: string }> };

export type GetSelfQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSelfQuery = { __typename?: 'Query', self: { __typename?: 'Self', id: string, email: string, emailEnabled: boolean, profile: { __typename?: 'Profile', id: string, name: string }, settings: { __typename?: 'UserSettings', unsubscribed: boolean, notifyOnRemote: boolean, language: string } } };

export type RecordUsageMutationVariables = Exact<{ [key: string]: never; }>;


export type RecordUsageMutation = { __typename?: 'Mutation', RecordUsage: boolean };

export type SetActiveOrganisationMutationVariables = Exact<{
  orgID: Scalars['ID']['input'];
}>;


export type SetActiveOrganisationMutation = { __typename?: 'Mutation', SetActiveOrganisation: boolean };

export type UnsubscribeMutationVariables = Exact<{
  userID: Scalars['String']['input'];
}>;


export type UnsubscribeMutation = { __typename?: 'Mutation', Unsubscribe: boolean };

export type UpdateSelfMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  unsubscribed?: InputMaybe<Scalars['Boolean']['input']>;
  notifyOnRemote?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateSelfMutation = { __typename?: 'Mutation', UpdateSelf: { __typename?: 'Self', id: string, email: string, emailEnabled: boolean, profile: { __typename?: 'Profile', id: string, name: string }, settings: { __typename?: 'UserSettings', unsubscribed: boolean, notifyOnRemote: boolean, language: string } } };

export type OrganisationChangedTestSaveMutationVariables = Exact<{ [key: string]: never; }>;


export type OrganisationChangedTestSaveMutation = { __typename?: 'Mutation', GetInviteLink: string };

export type SuspendedNoticeTestSaveMutationVariables = Exact<{ [key: string]: never; }>;


export type SuspendedNoticeTestSaveMutation = { __typename?: 'Mutation', GetInviteLink: string };

export type AddLikertAnswerMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
  value: Scalars['Int']['input'];
  allowOverwrite?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddLikertAnswerMutation = { __typename?: 'Mutation', AddLikertAnswer: { __typename?: 'Meeting', id: string, beneficiary: string, incomplete: boolean, notes?: string | null, date?: string | null, created: string, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type CompleteMeetingMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  beneficiary?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompleteMeetingMutation = { __typename?: 'Mutation', CompleteMeeting: { __typename?: 'Meeting', id: string, beneficiary: string, incomplete: boolean } };

export type AnsweringMeetingFieldsFragment = { __typename?: 'Meeting', id: string, beneficiary: string, incomplete: boolean, notes?: string | null, date?: string | null, created: string, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> };

export type GetAnsweringMeetingQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetAnsweringMeetingQuery = { __typename?: 'Query', meeting: { __typename?: 'Meeting', id: string, beneficiary: string, incomplete: boolean, notes?: string | null, date?: string | null, created: string, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type SetMeetingNotesMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMeetingNotesMutation = { __typename?: 'Mutation', SetMeetingNotes: { __typename?: 'Meeting', id: string, beneficiary: string, incomplete: boolean, notes?: string | null, date?: string | null, created: string, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type AddOrgMutationVariables = Exact<{
  name: Scalars['String']['input'];
  organisation: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AddOrgMutation = { __typename?: 'Mutation', AddOrg: { __typename?: 'AddOrgResult', id: string } };

export type VerifyEmailMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type VerifyEmailMutation = { __typename?: 'Mutation', VerifyEmail: boolean };

export type ResendVerificationEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ResendVerificationEmailMutation = { __typename?: 'Mutation', ResendVerificationEmail: boolean };

export type SessionKeeperTestSelfQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionKeeperTestSelfQuery = { __typename?: 'Query', self: { __typename?: 'Self', id: string } };

export type EditBeneficiaryTagsMutationVariables = Exact<{
  id: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type EditBeneficiaryTagsMutation = { __typename?: 'Mutation', EditBeneficiaryTags: { __typename?: 'Beneficiary', id: string, tags: Array<string> } };

export type ExportBenMeetingsQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  beneficiary: Scalars['String']['input'];
}>;


export type ExportBenMeetingsQuery = { __typename?: 'Query', exportBenMeetings: string };

export type GetBeneficiariesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBeneficiariesQuery = { __typename?: 'Query', beneficiaries: Array<string> };

export type BeneficiaryRecordFieldsFragment = { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, tags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string } | null };

export type GetBeneficiaryRecordsQueryVariables = Exact<{
  beneficiary: Scalars['String']['input'];
}>;


export type GetBeneficiaryRecordsQuery = { __typename?: 'Query', meetings: Array<{ __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, tags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string } | null }>, incompleteMeetings: Array<{ __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, tags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string } | null }> };

export type GetBeneficiaryQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetBeneficiaryQuery = { __typename?: 'Query', beneficiary: { __typename?: 'Beneficiary', id: string, tags: Array<string> } };

export type GetRecentBeneficiariesQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetRecentBeneficiariesQuery = { __typename?: 'Query', recentMeetings: { __typename?: 'MeetingsPage', meetings: Array<{ __typename?: 'Meeting', id: string, beneficiary: string }> } };

export type GetBeneficiaryTagSuggestionsQueryVariables = Exact<{
  beneficiary: Scalars['String']['input'];
}>;


export type GetBeneficiaryTagSuggestionsQuery = { __typename?: 'Query', suggestTags: Array<string> };

export type GetLinkTokenQueryVariables = Exact<{
  jti: Scalars['String']['input'];
}>;


export type GetLinkTokenQuery = { __typename?: 'Query', jwt: string };

export type GetSummonStatusQueryVariables = Exact<{
  summonID: Scalars['String']['input'];
}>;


export type GetSummonStatusQuery = { __typename?: 'Query', summonStatus: SummonStatus };

export type NewMeetingFromSummonMutationVariables = Exact<{
  summonID: Scalars['String']['input'];
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
}>;


export type NewMeetingFromSummonMutation = { __typename?: 'Mutation', NewMeetingFromSummon: string };

export type RenewLinkTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewLinkTokenMutation = { __typename?: 'Mutation', RenewLinkToken: string };

export type CatalogueQuestionnaireFieldsFragment = { __typename?: 'CatalogueOutcomeSet', license: string, attribution: string, outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation }>, questions: Array<{ __typename: 'LikertScale', leftValue: number, rightValue: number, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type GetCatalogueQuestionnaireQueryVariables = Exact<{
  id: Scalars['String']['input'];
  source: Scalars['String']['input'];
}>;


export type GetCatalogueQuestionnaireQuery = { __typename?: 'Query', catalogueQuestionnaire: { __typename?: 'CatalogueOutcomeSet', license: string, attribution: string, outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation }>, questions: Array<{ __typename: 'LikertScale', leftValue: number, rightValue: number, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } } };

export type GetCatalogueQueryVariables = Exact<{
  source: Scalars['String']['input'];
}>;


export type GetCatalogueQuery = { __typename?: 'Query', outcomesetCatalogue: Array<{ __typename?: 'CatalogueOutcomeSet', license: string, attribution: string, outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null } }> };

export type GetHomeContextQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHomeContextQuery = { __typename?: 'Query', beneficiaries: Array<string>, tags: Array<string>, outcomesets: Array<{ __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', id: string, archived: boolean }> }>, organisation: { __typename?: 'Organisation', id: string, generatedReport: boolean, users: Array<{ __typename?: 'OrgUser', id: string, name: string }> } };

export type GetRecentMeetingsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  beneficiaries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  users?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  questionnaires?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type GetRecentMeetingsQuery = { __typename?: 'Query', recentMeetings: { __typename?: 'MeetingsPage', page: number, isMore: boolean, meetings: Array<{ __typename?: 'Meeting', id: string, beneficiary: string, user: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string } | null }> } };

export type CheckRecordImportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  mapping: RecordImportMappingInput;
}>;


export type CheckRecordImportMutation = { __typename?: 'Mutation', CheckRecordImport: { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> } };

export type CreateRecordImportMutationVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
}>;


export type CreateRecordImportMutation = { __typename?: 'Mutation', CreateRecordImport: { __typename?: 'RecordImportUpload', uploadUrl: string, maxBytes: number, maxRows: number, import: { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> }, uploadHeaders: Array<{ __typename?: 'RecordImportHeader', name: string, value: string }> } };

export type GetImportQuestionnaireQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetImportQuestionnaireQuery = { __typename?: 'Query', outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', id: string, question: string, short?: string | null, archived: boolean }> } };

export type GetRecordImportErrorsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetRecordImportErrorsQuery = { __typename?: 'Query', recordImportErrors: string };

export type RecordImportFieldsFragment = { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> };

export type GetRecordImportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetRecordImportQuery = { __typename?: 'Query', recordImport: { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> } };

export type GetRecordImportsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRecordImportsQuery = { __typename?: 'Query', recordImports: Array<{ __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> }> };

export type RunRecordImportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RunRecordImportMutation = { __typename?: 'Mutation', RunRecordImport: { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> } };

export type UndoRecordImportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UndoRecordImportMutation = { __typename?: 'Mutation', UndoRecordImport: { __typename?: 'RecordImport', id: string, questionnaire: string, fileName: string, status: RecordImportStatus, failure?: string | null, failureRow?: number | null, createdByName: string, created: string, imported?: string | null, undone?: string | null, rows: number, rowsDone: number, validRows: number, errorRows: number, newBeneficiaries: number, recordsWritten: number, errors: Array<{ __typename?: 'RecordImportRowError', row: number, column?: string | null, problem: RecordImportProblem, value?: string | null }> } };

export type AcceptInviteMutationVariables = Exact<{
  invite: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
}>;


export type AcceptInviteMutation = { __typename?: 'Mutation', AcceptInvite: string };

export type GetInviteQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetInviteQuery = { __typename?: 'Query', invite: string };

export type GetJourneyQueryVariables = Exact<{
  beneficiary: Scalars['String']['input'];
}>;


export type GetJourneyQuery = { __typename?: 'Query', meetings: Array<{ __typename?: 'Meeting', id: string, outcomeSetID: string, date?: string | null, created: string, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, categories: Array<{ __typename?: 'Category', id: string, name: string, aggregation: Aggregation }>, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, id: string, question: string, short?: string | null, archived: boolean, categoryID?: string | null }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string }>, aggregates: { __typename?: 'Aggregates', category: Array<{ __typename?: 'CategoryAggregate', categoryID: string, value: number }> } }>, incompleteMeetings: Array<{ __typename?: 'Meeting', id: string }> };

export type OpsOrganisationsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsOrganisationsQuery = { __typename?: 'Query', opsOrganisations: { __typename?: 'OpsOrganisationsPage', nextToken?: string | null, organisations: Array<{ __typename?: 'OpsOrganisation', id: string, name: string, created: string, members: number, records: number, lastActivity?: string | null, suspended: boolean, plugins: Array<{ __typename?: 'Plugin', id: string }>, suspension?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null, patron: { __typename?: 'OpsPatron', patron: boolean, provider: boolean, manual?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null } }> } };

export type OpsOrganisationFieldsFragment = { __typename?: 'OpsOrganisation', id: string, name: string, created: string, members: number, records: number, lastActivity?: string | null, suspended: boolean, plugins: Array<{ __typename?: 'Plugin', id: string }>, suspension?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null, patron: { __typename?: 'OpsPatron', patron: boolean, provider: boolean, manual?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null } };

export type OpsOrganisationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  weeks?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OpsOrganisationQuery = { __typename?: 'Query', opsOrganisation: { __typename?: 'OpsOrganisationDetail', organisation: { __typename?: 'OpsOrganisation', id: string, name: string, created: string, members: number, records: number, lastActivity?: string | null, suspended: boolean, plugins: Array<{ __typename?: 'Plugin', id: string }>, suspension?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null, patron: { __typename?: 'OpsPatron', patron: boolean, provider: boolean, manual?: { __typename?: 'OpsFlag', reason: string, at: string, operatorEmail: string } | null } }, usage: Array<{ __typename?: 'OpsUsageWeek', week: string, records: number, activeUsers: number, sessions: number }>, audit: Array<{ __typename?: 'OpsAuditEntry', id: string, at: string, action: OpsAction, plugin?: string | null, reason: string, operatorEmail: string, via: string }> } };

export type OpsSetPluginMutationVariables = Exact<{
  orgId: Scalars['ID']['input'];
  plugin: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
}>;


export type OpsSetPluginMutation = { __typename?: 'Mutation', opsSetPlugin: { __typename?: 'OpsOrganisation', id: string } };

export type OpsSetPatronMutationVariables = Exact<{
  orgId: Scalars['ID']['input'];
  patron: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
}>;


export type OpsSetPatronMutation = { __typename?: 'Mutation', opsSetPatron: { __typename?: 'OpsOrganisation', id: string } };

export type OpsSuspendMutationVariables = Exact<{
  orgId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type OpsSuspendMutation = { __typename?: 'Mutation', opsSuspend: { __typename?: 'OpsOrganisation', id: string } };

export type OpsRestoreMutationVariables = Exact<{
  orgId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type OpsRestoreMutation = { __typename?: 'Mutation', opsRestore: { __typename?: 'OpsOrganisation', id: string } };

export type AddCategoryMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  aggregation: Aggregation;
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddCategoryMutation = { __typename?: 'Mutation', AddCategory: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type AddLikertQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  question: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  minValue?: InputMaybe<Scalars['Int']['input']>;
  maxValue: Scalars['Int']['input'];
  labels?: InputMaybe<Array<InputMaybe<LabelInput>> | InputMaybe<LabelInput>>;
  categoryID?: InputMaybe<Scalars['String']['input']>;
  short?: InputMaybe<Scalars['String']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AddLikertQuestionMutation = { __typename?: 'Mutation', AddLikertQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type ArchiveQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
}>;


export type ArchiveQuestionMutation = { __typename?: 'Mutation', DeleteQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type CreateQuestionnaireMutationVariables = Exact<{
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateQuestionnaireMutation = { __typename?: 'Mutation', AddOutcomeSet: { __typename?: 'OutcomeSet', id: string } };

export type DeleteCategoryMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  categoryID: Scalars['String']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', DeleteCategory: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type DeleteQuestionnaireMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
}>;


export type DeleteQuestionnaireMutation = { __typename?: 'Mutation', DeleteOutcomeSet: boolean };

export type EditCategoryMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  categoryID: Scalars['String']['input'];
  aggregation: Aggregation;
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type EditCategoryMutation = { __typename?: 'Mutation', EditCategory: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type EditLikertQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
  question?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<Array<InputMaybe<LabelInput>> | InputMaybe<LabelInput>>;
  short?: InputMaybe<Scalars['String']['input']>;
  minValue?: InputMaybe<Scalars['Int']['input']>;
  maxValue?: InputMaybe<Scalars['Int']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type EditLikertQuestionMutation = { __typename?: 'Mutation', EditLikertQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type EditQuestionnaireMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  noteRequired?: InputMaybe<Scalars['Boolean']['input']>;
  notePrompt?: InputMaybe<Scalars['String']['input']>;
  noteDeactivated?: InputMaybe<Scalars['Boolean']['input']>;
  requiredTags?: InputMaybe<Array<InputMaybe<RequiredTagInput>> | InputMaybe<RequiredTagInput>>;
}>;


export type EditQuestionnaireMutation = { __typename?: 'Mutation', EditOutcomeSet: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type QuestionnaireFieldsFragment = { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> };

export type GetQuestionnaireQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetQuestionnaireQuery = { __typename?: 'Query', outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type GetQuestionnairesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetQuestionnairesQuery = { __typename?: 'Query', outcomesets: Array<{ __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, readOnly: boolean, questions: Array<{ __typename?: 'LikertScale', id: string, archived: boolean }> }> };

export type ImportQuestionnaireMutationVariables = Exact<{
  source: Scalars['String']['input'];
  id: Scalars['String']['input'];
}>;


export type ImportQuestionnaireMutation = { __typename?: 'Mutation', ImportOutcomeSet: { __typename?: 'OutcomeSet', id: string } };

export type MoveQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
  newIndex: Scalars['Int']['input'];
}>;


export type MoveQuestionMutation = { __typename?: 'Mutation', MoveQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type RemoveQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
}>;


export type RemoveQuestionMutation = { __typename?: 'Mutation', RemoveQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type RestoreQuestionMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  questionID: Scalars['String']['input'];
}>;


export type RestoreQuestionMutation = { __typename?: 'Mutation', RestoreQuestion: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type SetQuestionCategoryMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
  categoryID?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetQuestionCategoryMutation = { __typename?: 'Mutation', SetCategory: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type SetQuestionScoringMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  questionID: Scalars['ID']['input'];
  direction: Direction;
  reliability?: InputMaybe<Scalars['Float']['input']>;
}>;


export type SetQuestionScoringMutation = { __typename?: 'Mutation', SetQuestionScoring: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type SetCategoryReliabilityMutationVariables = Exact<{
  outcomeSetID: Scalars['ID']['input'];
  categoryID: Scalars['ID']['input'];
  reliability?: InputMaybe<Scalars['Float']['input']>;
}>;


export type SetCategoryReliabilityMutation = { __typename?: 'Mutation', SetCategoryReliability: { __typename?: 'OutcomeSet', id: string, name: string, description?: string | null, instructions?: string | null, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, readOnly: boolean, inUse: boolean, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }>, categories: Array<{ __typename?: 'Category', id: string, name: string, description?: string | null, aggregation: Aggregation, reliability?: number | null, reliabilitySource?: string | null }>, questions: Array<{ __typename?: 'LikertScale', answered: boolean, direction: Direction, reliability?: number | null, reliabilitySource?: string | null, leftValue: number, rightValue: number, noteRequired: boolean, notePrompt?: string | null, noteDeactivated: boolean, id: string, question: string, description?: string | null, short?: string | null, archived: boolean, categoryID?: string | null, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } };

export type AddMeetingMutationVariables = Exact<{
  beneficiaryID: Scalars['String']['input'];
  outcomeSetID: Scalars['String']['input'];
  conducted?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type AddMeetingMutation = { __typename?: 'Mutation', AddMeeting: { __typename?: 'Meeting', id: string } };

export type AddRemoteMeetingMutationVariables = Exact<{
  beneficiaryID: Scalars['String']['input'];
  outcomeSetID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type AddRemoteMeetingMutation = { __typename?: 'Mutation', AddRemoteMeeting: { __typename?: 'RemoteMeetingResult', JTI: string } };

export type DeleteMeetingMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  beneficiary?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteMeetingMutation = { __typename?: 'Mutation', DeleteMeeting: boolean };

export type EditMeetingBeneficiaryMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  newBeneficiaryID: Scalars['String']['input'];
}>;


export type EditMeetingBeneficiaryMutation = { __typename?: 'Mutation', EditMeetingBeneficiary: { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type EditMeetingDateMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  conducted: Scalars['String']['input'];
}>;


export type EditMeetingDateMutation = { __typename?: 'Mutation', EditMeetingDate: { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type EditMeetingNotesMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
}>;


export type EditMeetingNotesMutation = { __typename?: 'Mutation', SetMeetingNotes: { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type EditMeetingTagsMutationVariables = Exact<{
  meetingID: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type EditMeetingTagsMutation = { __typename?: 'Mutation', EditMeetingTags: { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type GetQuestionnaireTagSuggestionsQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
}>;


export type GetQuestionnaireTagSuggestionsQuery = { __typename?: 'Query', suggestQuestionnaireTags: Array<string> };

export type GetRecordSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRecordSourcesQuery = { __typename?: 'Query', outcomesets: Array<{ __typename?: 'OutcomeSet', id: string, name: string, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }> }>, sequences: Array<{ __typename?: 'Sequence', id: string, name: string, requiredTags: Array<{ __typename?: 'RequiredTag', label: string, options: Array<string> }> }> };

export type GetRecordTagSuggestionsQueryVariables = Exact<{
  beneficiary: Scalars['String']['input'];
}>;


export type GetRecordTagSuggestionsQuery = { __typename?: 'Query', suggestTags: Array<string> };

export type RecordSummaryFieldsFragment = { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> };

export type GetRecordQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetRecordQuery = { __typename?: 'Query', meeting: { __typename?: 'Meeting', id: string, beneficiary: string, outcomeSetID: string, date?: string | null, created: string, incomplete: boolean, notes?: string | null, tags: Array<string>, benTags: Array<string>, meetingTags: Array<string>, outcomeSet?: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, leftLabel?: string | null, rightLabel?: string | null, id: string, question: string, archived: boolean, labels: Array<{ __typename?: 'Label', value: number, label: string }> }> } | null, answers: Array<{ __typename?: 'IntAnswer', answer: number, questionID: string, notes?: string | null }> } };

export type GetTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTagsQuery = { __typename?: 'Query', tags: Array<string> };

export type NewMeetingSummonMutationVariables = Exact<{
  outcomeSetID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
}>;


export type NewMeetingSummonMutation = { __typename?: 'Mutation', NewMeetingSummon: string };

export type NewSequenceSummonMutationVariables = Exact<{
  sequenceID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  beneficiaryID?: InputMaybe<Scalars['String']['input']>;
}>;


export type NewSequenceSummonMutation = { __typename?: 'Mutation', NewSequenceSummon: string };

export type StartRemoteSequenceMutationVariables = Exact<{
  beneficiaryID: Scalars['String']['input'];
  sequenceID: Scalars['String']['input'];
  daysToComplete?: InputMaybe<Scalars['Int']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type StartRemoteSequenceMutation = { __typename?: 'Mutation', StartRemoteSequence: string };

export type StartSequenceMutationVariables = Exact<{
  beneficiaryID: Scalars['String']['input'];
  sequenceID: Scalars['String']['input'];
  conducted?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
}>;


export type StartSequenceMutation = { __typename?: 'Mutation', StartSequence: { __typename?: 'StartSequenceResult', destination?: string | null, meetings: Array<{ __typename?: 'Meeting', id: string }> } };

export type ExportReportRecordsQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ExportReportRecordsQuery = { __typename?: 'Query', exportMeetings: string };

export type ExportReliableChangeQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  forSharing?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ExportReliableChangeQuery = { __typename?: 'Query', exportReliableChange: string };

export type ExportReportQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ExportReportQuery = { __typename?: 'Query', exportReport: string };

export type GetReliableChangeQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
  forSharing?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type GetReliableChangeQuery = { __typename?: 'Query', reliableChange: { __typename?: 'ReliableChangeReport', smallNumberThreshold: number, forSharing: boolean, questions: Array<{ __typename?: 'ChangeStatistics', id: string, direction?: Direction | null, notes: Array<string>, n?: number | null, tooFew: boolean, meanChange?: number | null, ciLow?: number | null, ciHigh?: number | null, effectSize?: number | null, wilcoxonP?: number | null, wilcoxonMethod?: string | null, reliability?: number | null, sdInitial?: number | null, threshold?: number | null, improved?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, unchanged?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, deteriorated?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, beneficiaries: Array<{ __typename?: 'ChangeBeneficiary', id: string, initial: number, latest: number, change: number, class?: string | null }>, talkingTherapies?: { __typename?: 'TalkingTherapiesFigures', measure: string, casesAtStart?: number | null, reliableImprovement: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, recovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, reliableRecovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } } | null }>, categories: Array<{ __typename?: 'ChangeStatistics', id: string, direction?: Direction | null, notes: Array<string>, n?: number | null, tooFew: boolean, meanChange?: number | null, ciLow?: number | null, ciHigh?: number | null, effectSize?: number | null, wilcoxonP?: number | null, wilcoxonMethod?: string | null, reliability?: number | null, sdInitial?: number | null, threshold?: number | null, improved?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, unchanged?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, deteriorated?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, beneficiaries: Array<{ __typename?: 'ChangeBeneficiary', id: string, initial: number, latest: number, change: number, class?: string | null }>, talkingTherapies?: { __typename?: 'TalkingTherapiesFigures', measure: string, casesAtStart?: number | null, reliableImprovement: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, recovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, reliableRecovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } } | null }> } };

export type ChangeStatisticsFieldsFragment = { __typename?: 'ChangeStatistics', id: string, direction?: Direction | null, notes: Array<string>, n?: number | null, tooFew: boolean, meanChange?: number | null, ciLow?: number | null, ciHigh?: number | null, effectSize?: number | null, wilcoxonP?: number | null, wilcoxonMethod?: string | null, reliability?: number | null, sdInitial?: number | null, threshold?: number | null, improved?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, unchanged?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, deteriorated?: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } | null, beneficiaries: Array<{ __typename?: 'ChangeBeneficiary', id: string, initial: number, latest: number, change: number, class?: string | null }>, talkingTherapies?: { __typename?: 'TalkingTherapiesFigures', measure: string, casesAtStart?: number | null, reliableImprovement: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, recovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null }, reliableRecovery: { __typename?: 'ShareOf', count?: number | null, rate?: number | null } } | null };

export type GetReportQuestionnaireQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetReportQuestionnaireQuery = { __typename?: 'Query', outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, categories: Array<{ __typename?: 'Category', id: string, name: string, aggregation: Aggregation }>, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, id: string, question: string, short?: string | null, archived: boolean, categoryID?: string | null }> } };

export type GetReportQuestionnairesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReportQuestionnairesQuery = { __typename?: 'Query', outcomesets: Array<{ __typename?: 'OutcomeSet', id: string, name: string }> };

export type GetReportQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  openStart?: InputMaybe<Scalars['Boolean']['input']>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
  minRequiredRecords?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetReportQuery = { __typename?: 'Query', report: { __typename?: 'Report', beneficiaries: Array<{ __typename?: 'BeneficiaryReport', id: string, questions: Array<{ __typename?: 'AnswerSummary', id: string, initial: { __typename?: 'ReportValue', value: number }, latest: { __typename?: 'ReportValue', value: number } }>, categories: Array<{ __typename?: 'AnswerSummary', id: string, initial: { __typename?: 'ReportValue', value: number }, latest: { __typename?: 'ReportValue', value: number } }> }>, questions: Array<{ __typename?: 'ReportAggregate', id: string, initial: number, latest: number }>, categories: Array<{ __typename?: 'ReportAggregate', id: string, initial: number, latest: number }>, excluded: Array<{ __typename?: 'ReportExclusion', beneficiary?: string | null, question?: string | null, category?: string | null, reason: string }> } };

export type SuggestReportTagsQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
}>;


export type SuggestReportTagsQuery = { __typename?: 'Query', suggestQuestionnaireTags: Array<string> };

export type CreateSequenceMutationVariables = Exact<{
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  questionnaires: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
}>;


export type CreateSequenceMutation = { __typename?: 'Mutation', NewSequence: { __typename?: 'Sequence', id: string, name: string, description?: string | null, destination?: string | null, questionnaires: Array<{ __typename?: 'SequenceQuestionnaire', id: string, name: string }> } };

export type DeleteSequenceMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type DeleteSequenceMutation = { __typename?: 'Mutation', DeleteSequence: boolean };

export type EditSequenceMutationVariables = Exact<{
  id: Scalars['String']['input'];
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  questionnaires: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
}>;


export type EditSequenceMutation = { __typename?: 'Mutation', EditSequence: { __typename?: 'Sequence', id: string, name: string, description?: string | null, destination?: string | null, questionnaires: Array<{ __typename?: 'SequenceQuestionnaire', id: string, name: string }> } };

export type GetSequenceQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type GetSequenceQuery = { __typename?: 'Query', sequence: { __typename?: 'Sequence', id: string, name: string, description?: string | null, destination?: string | null, questionnaires: Array<{ __typename?: 'SequenceQuestionnaire', id: string, name: string }> } };

export type SequenceFieldsFragment = { __typename?: 'Sequence', id: string, name: string, description?: string | null, destination?: string | null, questionnaires: Array<{ __typename?: 'SequenceQuestionnaire', id: string, name: string }> };

export type GetSequencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSequencesQuery = { __typename?: 'Query', sequences: Array<{ __typename?: 'Sequence', id: string, name: string, description?: string | null, destination?: string | null, questionnaires: Array<{ __typename?: 'SequenceQuestionnaire', id: string, name: string }> }> };

export type ClearOrganisationBrandingMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearOrganisationBrandingMutation = { __typename?: 'Mutation', ClearOrganisationBranding: { __typename?: 'OrganisationBranding', name: string, logo?: string | null, chart: Array<string>, updatedAt?: string | null, colours?: { __typename?: 'BrandColours', primary: string, primaryContrast: string, accent: string, background: string, text: string } | null } };

export type ExportMeetingsQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ExportMeetingsQuery = { __typename?: 'Query', exportMeetings: string };

export type GetInviteLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type GetInviteLinkMutation = { __typename?: 'Mutation', GetInviteLink: string };

export type GetOpenLinksQueryVariables = Exact<{
  beneficiary?: InputMaybe<Scalars['String']['input']>;
}>;


export type GetOpenLinksQuery = { __typename?: 'Query', openLinks: Array<{ __typename?: 'OpenLink', id: string, kind: OpenLinkKind, createdBy: string, createdByName: string, beneficiary?: string | null, questionnaire?: string | null, sequence?: string | null, created: string, expires: string, uses: number, maxUses?: number | null }> };

export type GetOrgUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrgUsersQuery = { __typename?: 'Query', organisation: { __typename?: 'Organisation', id: string, users: Array<{ __typename?: 'OrgUser', id: string, name: string, joined: string, active: boolean }> } };

export type GetPatronStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPatronStatusQuery = { __typename?: 'Query', organisation: { __typename?: 'Organisation', id: string, don: boolean } };

export type GetPendingInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPendingInvitesQuery = { __typename?: 'Query', invites: Array<{ __typename?: 'PendingInvite', code: string, createdBy: string, createdByName: string, created: string, expires: string }> };

export type RemoveUserMutationVariables = Exact<{
  userID: Scalars['String']['input'];
}>;


export type RemoveUserMutation = { __typename?: 'Mutation', RemoveUser: { __typename?: 'RemovedUser', id: string } };

export type RevokeInviteMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RevokeInviteMutation = { __typename?: 'Mutation', RevokeInvite: boolean };

export type RevokeLinkMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RevokeLinkMutation = { __typename?: 'Mutation', RevokeLink: boolean };

export type RevokeLinksOfMutationVariables = Exact<{
  userID: Scalars['String']['input'];
}>;


export type RevokeLinksOfMutation = { __typename?: 'Mutation', RevokeLinksOf: number };

export type SetOrganisationBrandingMutationVariables = Exact<{
  logo?: InputMaybe<Scalars['String']['input']>;
  colours?: InputMaybe<BrandColoursInput>;
  chart?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type SetOrganisationBrandingMutation = { __typename?: 'Mutation', SetOrganisationBranding: { __typename?: 'OrganisationBranding', name: string, logo?: string | null, chart: Array<string>, updatedAt?: string | null, colours?: { __typename?: 'BrandColours', primary: string, primaryContrast: string, accent: string, background: string, text: string } | null } };

export type GetSmallNumberThresholdQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSmallNumberThresholdQuery = { __typename?: 'Query', organisation: { __typename?: 'Organisation', id: string, settings: { __typename?: 'OrganisationSettings', smallNumberThreshold: number } } };

export type SetSmallNumberThresholdMutationVariables = Exact<{
  smallNumberThreshold: Scalars['Int']['input'];
}>;


export type SetSmallNumberThresholdMutation = { __typename?: 'Mutation', UpdateOrgSetting: { __typename?: 'Organisation', id: string, settings: { __typename?: 'OrganisationSettings', smallNumberThreshold: number } } };

export type GetSveReportQueryVariables = Exact<{
  questionnaire: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>>;
  orTags?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type GetSveReportQuery = { __typename?: 'Query', report: { __typename?: 'Report', beneficiaries: Array<{ __typename?: 'BeneficiaryReport', id: string }>, questions: Array<{ __typename?: 'ReportAggregate', id: string, initial: number, latest: number }> }, outcomeset: { __typename?: 'OutcomeSet', id: string, name: string, questions: Array<{ __typename?: 'LikertScale', leftValue: number, rightValue: number, id: string, question: string, short?: string | null, archived: boolean }> } };

export type GetOrganisationBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrganisationBrandingQuery = { __typename?: 'Query', organisationBranding: { __typename?: 'OrganisationBranding', name: string, logo?: string | null, chart: Array<string>, updatedAt?: string | null, colours?: { __typename?: 'BrandColours', primary: string, primaryContrast: string, accent: string, background: string, text: string } | null } };

export type ClientTestOrganisationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ClientTestOrganisationsQuery = { __typename?: 'Query', organisations: Array<{ __typename?: 'OrganisationSummary', id: string, name: string }> };

export type QueryClientTestSelfQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryClientTestSelfQuery = { __typename?: 'Query', self: { __typename?: 'Self', id: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AnsweringMeetingFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnsweringMeetingFields on Meeting {
  id
  beneficiary
  incomplete
  notes
  date
  created
  outcomeSet {
    id
    name
    instructions
    noteRequired
    notePrompt
    noteDeactivated
    questions {
      id
      question
      description
      archived
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
        noteRequired
        notePrompt
        noteDeactivated
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}
    `, {"fragmentName":"AnsweringMeetingFields"}) as unknown as TypedDocumentString<AnsweringMeetingFieldsFragment, unknown>;
export const BeneficiaryRecordFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"BeneficiaryRecordFields"}) as unknown as TypedDocumentString<BeneficiaryRecordFieldsFragment, unknown>;
export const CatalogueQuestionnaireFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {
  license
  attribution
  outcomeset {
    id
    name
    description
    instructions
    categories {
      id
      name
      description
      aggregation
    }
    questions {
      __typename
      id
      question
      description
      short
      archived
      categoryID
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
      }
    }
  }
}
    `, {"fragmentName":"CatalogueQuestionnaireFields"}) as unknown as TypedDocumentString<CatalogueQuestionnaireFieldsFragment, unknown>;
export const RecordImportFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}
    `, {"fragmentName":"RecordImportFields"}) as unknown as TypedDocumentString<RecordImportFieldsFragment, unknown>;
export const OpsOrganisationFieldsFragmentDoc = new TypedDocumentString(`
    fragment OpsOrganisationFields on OpsOrganisation {
  id
  name
  created
  members
  records
  lastActivity
  plugins {
    id
  }
  suspended
  suspension {
    reason
    at
    operatorEmail
  }
  patron {
    patron
    provider
    manual {
      reason
      at
      operatorEmail
    }
  }
}
    `, {"fragmentName":"OpsOrganisationFields"}) as unknown as TypedDocumentString<OpsOrganisationFieldsFragment, unknown>;
export const QuestionnaireFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}
    `, {"fragmentName":"QuestionnaireFields"}) as unknown as TypedDocumentString<QuestionnaireFieldsFragment, unknown>;
export const RecordSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}
    `, {"fragmentName":"RecordSummaryFields"}) as unknown as TypedDocumentString<RecordSummaryFieldsFragment, unknown>;
export const ChangeStatisticsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChangeStatisticsFields on ChangeStatistics {
  id
  direction
  notes
  n
  tooFew
  meanChange
  ciLow
  ciHigh
  effectSize
  wilcoxonP
  wilcoxonMethod
  reliability
  sdInitial
  threshold
  improved {
    count
    rate
  }
  unchanged {
    count
    rate
  }
  deteriorated {
    count
    rate
  }
  beneficiaries {
    id
    initial
    latest
    change
    class
  }
  talkingTherapies {
    measure
    casesAtStart
    reliableImprovement {
      count
      rate
    }
    recovery {
      count
      rate
    }
    reliableRecovery {
      count
      rate
    }
  }
}
    `, {"fragmentName":"ChangeStatisticsFields"}) as unknown as TypedDocumentString<ChangeStatisticsFieldsFragment, unknown>;
export const SequenceFieldsFragmentDoc = new TypedDocumentString(`
    fragment SequenceFields on Sequence {
  id
  name
  description
  destination
  questionnaires {
    id
    name
  }
}
    `, {"fragmentName":"SequenceFields"}) as unknown as TypedDocumentString<SequenceFieldsFragment, unknown>;
export const GetOperatorDocument = new TypedDocumentString(`
    query GetOperator {
  self {
    id
    operator
  }
}
    `) as unknown as TypedDocumentString<GetOperatorQuery, GetOperatorQueryVariables>;
export const GetOrganisationDocument = new TypedDocumentString(`
    query GetOrganisation {
  organisation {
    id
    name
    suspended
    plugins {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrganisationQuery, GetOrganisationQueryVariables>;
export const GetOrganisationsDocument = new TypedDocumentString(`
    query GetOrganisations($limit: Int) {
  organisations(limit: $limit) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetOrganisationsQuery, GetOrganisationsQueryVariables>;
export const GetSelfDocument = new TypedDocumentString(`
    query GetSelf {
  self {
    id
    email
    emailEnabled
    profile {
      id
      name
    }
    settings {
      unsubscribed
      notifyOnRemote
      language
    }
  }
}
    `) as unknown as TypedDocumentString<GetSelfQuery, GetSelfQueryVariables>;
export const RecordUsageDocument = new TypedDocumentString(`
    mutation RecordUsage {
  RecordUsage
}
    `) as unknown as TypedDocumentString<RecordUsageMutation, RecordUsageMutationVariables>;
export const SetActiveOrganisationDocument = new TypedDocumentString(`
    mutation SetActiveOrganisation($orgID: ID!) {
  SetActiveOrganisation(orgID: $orgID)
}
    `) as unknown as TypedDocumentString<SetActiveOrganisationMutation, SetActiveOrganisationMutationVariables>;
export const UnsubscribeDocument = new TypedDocumentString(`
    mutation Unsubscribe($userID: String!) {
  Unsubscribe(userID: $userID)
}
    `) as unknown as TypedDocumentString<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const UpdateSelfDocument = new TypedDocumentString(`
    mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {
  UpdateSelf(
    name: $name
    unsubscribed: $unsubscribed
    notifyOnRemote: $notifyOnRemote
    language: $language
  ) {
    id
    email
    emailEnabled
    profile {
      id
      name
    }
    settings {
      unsubscribed
      notifyOnRemote
      language
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateSelfMutation, UpdateSelfMutationVariables>;
export const OrganisationChangedTestSaveDocument = new TypedDocumentString(`
    mutation OrganisationChangedTestSave {
  GetInviteLink
}
    `) as unknown as TypedDocumentString<OrganisationChangedTestSaveMutation, OrganisationChangedTestSaveMutationVariables>;
export const SuspendedNoticeTestSaveDocument = new TypedDocumentString(`
    mutation SuspendedNoticeTestSave {
  GetInviteLink
}
    `) as unknown as TypedDocumentString<SuspendedNoticeTestSaveMutation, SuspendedNoticeTestSaveMutationVariables>;
export const AddLikertAnswerDocument = new TypedDocumentString(`
    mutation AddLikertAnswer($meetingID: String!, $questionID: String!, $value: Int!, $allowOverwrite: Boolean, $notes: String) {
  AddLikertAnswer(
    meetingID: $meetingID
    questionID: $questionID
    value: $value
    allowOverwrite: $allowOverwrite
    notes: $notes
  ) {
    ...AnsweringMeetingFields
  }
}
    fragment AnsweringMeetingFields on Meeting {
  id
  beneficiary
  incomplete
  notes
  date
  created
  outcomeSet {
    id
    name
    instructions
    noteRequired
    notePrompt
    noteDeactivated
    questions {
      id
      question
      description
      archived
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
        noteRequired
        notePrompt
        noteDeactivated
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<AddLikertAnswerMutation, AddLikertAnswerMutationVariables>;
export const CompleteMeetingDocument = new TypedDocumentString(`
    mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {
  CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {
    id
    beneficiary
    incomplete
  }
}
    `) as unknown as TypedDocumentString<CompleteMeetingMutation, CompleteMeetingMutationVariables>;
export const GetAnsweringMeetingDocument = new TypedDocumentString(`
    query GetAnsweringMeeting($id: String!) {
  meeting(id: $id) {
    ...AnsweringMeetingFields
  }
}
    fragment AnsweringMeetingFields on Meeting {
  id
  beneficiary
  incomplete
  notes
  date
  created
  outcomeSet {
    id
    name
    instructions
    noteRequired
    notePrompt
    noteDeactivated
    questions {
      id
      question
      description
      archived
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
        noteRequired
        notePrompt
        noteDeactivated
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<GetAnsweringMeetingQuery, GetAnsweringMeetingQueryVariables>;
export const SetMeetingNotesDocument = new TypedDocumentString(`
    mutation SetMeetingNotes($meetingID: String!, $notes: String) {
  SetMeetingNotes(meetingID: $meetingID, notes: $notes) {
    ...AnsweringMeetingFields
  }
}
    fragment AnsweringMeetingFields on Meeting {
  id
  beneficiary
  incomplete
  notes
  date
  created
  outcomeSet {
    id
    name
    instructions
    noteRequired
    notePrompt
    noteDeactivated
    questions {
      id
      question
      description
      archived
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
        noteRequired
        notePrompt
        noteDeactivated
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<SetMeetingNotesMutation, SetMeetingNotesMutationVariables>;
export const AddOrgDocument = new TypedDocumentString(`
    mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
  AddOrg(
    name: $name
    organisation: $organisation
    email: $email
    password: $password
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddOrgMutation, AddOrgMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($token: String!) {
  VerifyEmail(token: $token)
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    mutation ResendVerificationEmail($email: String!) {
  ResendVerificationEmail(email: $email)
}
    `) as unknown as TypedDocumentString<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const SessionKeeperTestSelfDocument = new TypedDocumentString(`
    query SessionKeeperTestSelf {
  self {
    id
  }
}
    `) as unknown as TypedDocumentString<SessionKeeperTestSelfQuery, SessionKeeperTestSelfQueryVariables>;
export const EditBeneficiaryTagsDocument = new TypedDocumentString(`
    mutation EditBeneficiaryTags($id: String!, $tags: [String]) {
  EditBeneficiaryTags(id: $id, tags: $tags) {
    id
    tags
  }
}
    `) as unknown as TypedDocumentString<EditBeneficiaryTagsMutation, EditBeneficiaryTagsMutationVariables>;
export const ExportBenMeetingsDocument = new TypedDocumentString(`
    query ExportBenMeetings($questionnaire: String!, $beneficiary: String!) {
  exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)
}
    `) as unknown as TypedDocumentString<ExportBenMeetingsQuery, ExportBenMeetingsQueryVariables>;
export const GetBeneficiariesDocument = new TypedDocumentString(`
    query GetBeneficiaries {
  beneficiaries
}
    `) as unknown as TypedDocumentString<GetBeneficiariesQuery, GetBeneficiariesQueryVariables>;
export const GetBeneficiaryRecordsDocument = new TypedDocumentString(`
    query GetBeneficiaryRecords($beneficiary: String!) {
  meetings(beneficiary: $beneficiary) {
    ...BeneficiaryRecordFields
  }
  incompleteMeetings(beneficiary: $beneficiary) {
    ...BeneficiaryRecordFields
  }
}
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
}`) as unknown as TypedDocumentString<GetBeneficiaryRecordsQuery, GetBeneficiaryRecordsQueryVariables>;
export const GetBeneficiaryDocument = new TypedDocumentString(`
    query GetBeneficiary($id: String!) {
  beneficiary(id: $id) {
    id
    tags
  }
}
    `) as unknown as TypedDocumentString<GetBeneficiaryQuery, GetBeneficiaryQueryVariables>;
export const GetRecentBeneficiariesDocument = new TypedDocumentString(`
    query GetRecentBeneficiaries($limit: Int) {
  recentMeetings(page: 0, limit: $limit) {
    meetings {
      id
      beneficiary
    }
  }
}
    `) as unknown as TypedDocumentString<GetRecentBeneficiariesQuery, GetRecentBeneficiariesQueryVariables>;
export const GetBeneficiaryTagSuggestionsDocument = new TypedDocumentString(`
    query GetBeneficiaryTagSuggestions($beneficiary: String!) {
  suggestTags(beneficiary: $beneficiary)
}
    `) as unknown as TypedDocumentString<GetBeneficiaryTagSuggestionsQuery, GetBeneficiaryTagSuggestionsQueryVariables>;
export const GetLinkTokenDocument = new TypedDocumentString(`
    query GetLinkToken($jti: String!) {
  jwt(jti: $jti)
}
    `) as unknown as TypedDocumentString<GetLinkTokenQuery, GetLinkTokenQueryVariables>;
export const GetSummonStatusDocument = new TypedDocumentString(`
    query GetSummonStatus($summonID: String!) {
  summonStatus(summonID: $summonID)
}
    `) as unknown as TypedDocumentString<GetSummonStatusQuery, GetSummonStatusQueryVariables>;
export const NewMeetingFromSummonDocument = new TypedDocumentString(`
    mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {
  NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)
}
    `) as unknown as TypedDocumentString<NewMeetingFromSummonMutation, NewMeetingFromSummonMutationVariables>;
export const RenewLinkTokenDocument = new TypedDocumentString(`
    mutation RenewLinkToken {
  RenewLinkToken
}
    `) as unknown as TypedDocumentString<RenewLinkTokenMutation, RenewLinkTokenMutationVariables>;
export const GetCatalogueQuestionnaireDocument = new TypedDocumentString(`
    query GetCatalogueQuestionnaire($id: String!, $source: String!) {
  catalogueQuestionnaire(id: $id, source: $source) {
    ...CatalogueQuestionnaireFields
  }
}
    fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {
  license
  attribution
  outcomeset {
    id
    name
    description
    instructions
    categories {
      id
      name
      description
      aggregation
    }
    questions {
      __typename
      id
      question
      description
      short
      archived
      categoryID
      ... on LikertScale {
        leftValue
        rightValue
        labels {
          value
          label
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<GetCatalogueQuestionnaireQuery, GetCatalogueQuestionnaireQueryVariables>;
export const GetCatalogueDocument = new TypedDocumentString(`
    query GetCatalogue($source: String!) {
  outcomesetCatalogue(source: $source) {
    license
    attribution
    outcomeset {
      id
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<GetCatalogueQuery, GetCatalogueQueryVariables>;
export const GetHomeContextDocument = new TypedDocumentString(`
    query GetHomeContext {
  beneficiaries
  tags
  outcomesets {
    id
    name
    questions {
      id
      archived
    }
  }
  organisation {
    id
    generatedReport
    users {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetHomeContextQuery, GetHomeContextQueryVariables>;
export const GetRecentMeetingsDocument = new TypedDocumentString(`
    query GetRecentMeetings($page: Int!, $limit: Int, $beneficiaries: [String], $users: [String], $tags: [String], $questionnaires: [String]) {
  recentMeetings(
    page: $page
    limit: $limit
    beneficiaries: $beneficiaries
    users: $users
    tags: $tags
    questionnaires: $questionnaires
  ) {
    page
    isMore
    meetings {
      id
      beneficiary
      user
      outcomeSetID
      outcomeSet {
        id
        name
      }
      date
      created
      incomplete
      notes
      tags
    }
  }
}
    `) as unknown as TypedDocumentString<GetRecentMeetingsQuery, GetRecentMeetingsQueryVariables>;
export const CheckRecordImportDocument = new TypedDocumentString(`
    mutation CheckRecordImport($id: ID!, $mapping: RecordImportMappingInput!) {
  CheckRecordImport(id: $id, mapping: $mapping) {
    ...RecordImportFields
  }
}
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<CheckRecordImportMutation, CheckRecordImportMutationVariables>;
export const CreateRecordImportDocument = new TypedDocumentString(`
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
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<CreateRecordImportMutation, CreateRecordImportMutationVariables>;
export const GetImportQuestionnaireDocument = new TypedDocumentString(`
    query GetImportQuestionnaire($id: String!) {
  outcomeset(id: $id) {
    id
    name
    questions {
      id
      question
      short
      archived
    }
  }
}
    `) as unknown as TypedDocumentString<GetImportQuestionnaireQuery, GetImportQuestionnaireQueryVariables>;
export const GetRecordImportErrorsDocument = new TypedDocumentString(`
    query GetRecordImportErrors($id: ID!) {
  recordImportErrors(id: $id)
}
    `) as unknown as TypedDocumentString<GetRecordImportErrorsQuery, GetRecordImportErrorsQueryVariables>;
export const GetRecordImportDocument = new TypedDocumentString(`
    query GetRecordImport($id: ID!) {
  recordImport(id: $id) {
    ...RecordImportFields
  }
}
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<GetRecordImportQuery, GetRecordImportQueryVariables>;
export const GetRecordImportsDocument = new TypedDocumentString(`
    query GetRecordImports {
  recordImports {
    ...RecordImportFields
  }
}
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<GetRecordImportsQuery, GetRecordImportsQueryVariables>;
export const RunRecordImportDocument = new TypedDocumentString(`
    mutation RunRecordImport($id: ID!) {
  RunRecordImport(id: $id) {
    ...RecordImportFields
  }
}
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<RunRecordImportMutation, RunRecordImportMutationVariables>;
export const UndoRecordImportDocument = new TypedDocumentString(`
    mutation UndoRecordImport($id: ID!) {
  UndoRecordImport(id: $id) {
    ...RecordImportFields
  }
}
    fragment RecordImportFields on RecordImport {
  id
  questionnaire
  fileName
  status
  failure
  failureRow
  createdByName
  created
  imported
  undone
  rows
  rowsDone
  validRows
  errorRows
  newBeneficiaries
  recordsWritten
  errors {
    row
    column
    problem
    value
  }
}`) as unknown as TypedDocumentString<UndoRecordImportMutation, UndoRecordImportMutationVariables>;
export const AcceptInviteDocument = new TypedDocumentString(`
    mutation AcceptInvite($invite: String!, $name: String, $email: String, $password: String) {
  AcceptInvite(invite: $invite, name: $name, email: $email, password: $password)
}
    `) as unknown as TypedDocumentString<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const GetInviteDocument = new TypedDocumentString(`
    query GetInvite($id: String!) {
  invite(id: $id)
}
    `) as unknown as TypedDocumentString<GetInviteQuery, GetInviteQueryVariables>;
export const GetJourneyDocument = new TypedDocumentString(`
    query GetJourney($beneficiary: String!) {
  meetings(beneficiary: $beneficiary) {
    id
    outcomeSetID
    date
    created
    outcomeSet {
      id
      name
      categories {
        id
        name
        aggregation
      }
      questions {
        id
        question
        short
        archived
        categoryID
        ... on LikertScale {
          leftValue
          rightValue
        }
      }
    }
    answers {
      questionID
      ... on IntAnswer {
        answer
      }
    }
    aggregates {
      category {
        categoryID
        value
      }
    }
  }
  incompleteMeetings(beneficiary: $beneficiary) {
    id
  }
}
    `) as unknown as TypedDocumentString<GetJourneyQuery, GetJourneyQueryVariables>;
export const OpsOrganisationsDocument = new TypedDocumentString(`
    query OpsOrganisations($search: String, $nextToken: String) {
  opsOrganisations(search: $search, nextToken: $nextToken) {
    organisations {
      ...OpsOrganisationFields
    }
    nextToken
  }
}
    fragment OpsOrganisationFields on OpsOrganisation {
  id
  name
  created
  members
  records
  lastActivity
  plugins {
    id
  }
  suspended
  suspension {
    reason
    at
    operatorEmail
  }
  patron {
    patron
    provider
    manual {
      reason
      at
      operatorEmail
    }
  }
}`) as unknown as TypedDocumentString<OpsOrganisationsQuery, OpsOrganisationsQueryVariables>;
export const OpsOrganisationDocument = new TypedDocumentString(`
    query OpsOrganisation($id: ID!, $weeks: Int) {
  opsOrganisation(id: $id, weeks: $weeks) {
    organisation {
      ...OpsOrganisationFields
    }
    usage {
      week
      records
      activeUsers
      sessions
    }
    audit {
      id
      at
      action
      plugin
      reason
      operatorEmail
      via
    }
  }
}
    fragment OpsOrganisationFields on OpsOrganisation {
  id
  name
  created
  members
  records
  lastActivity
  plugins {
    id
  }
  suspended
  suspension {
    reason
    at
    operatorEmail
  }
  patron {
    patron
    provider
    manual {
      reason
      at
      operatorEmail
    }
  }
}`) as unknown as TypedDocumentString<OpsOrganisationQuery, OpsOrganisationQueryVariables>;
export const OpsSetPluginDocument = new TypedDocumentString(`
    mutation OpsSetPlugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {
  opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpsSetPluginMutation, OpsSetPluginMutationVariables>;
export const OpsSetPatronDocument = new TypedDocumentString(`
    mutation OpsSetPatron($orgId: ID!, $patron: Boolean!, $reason: String!) {
  opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpsSetPatronMutation, OpsSetPatronMutationVariables>;
export const OpsSuspendDocument = new TypedDocumentString(`
    mutation OpsSuspend($orgId: ID!, $reason: String!) {
  opsSuspend(orgId: $orgId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpsSuspendMutation, OpsSuspendMutationVariables>;
export const OpsRestoreDocument = new TypedDocumentString(`
    mutation OpsRestore($orgId: ID!, $reason: String!) {
  opsRestore(orgId: $orgId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpsRestoreMutation, OpsRestoreMutationVariables>;
export const AddCategoryDocument = new TypedDocumentString(`
    mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {
  AddCategory(
    outcomeSetID: $outcomeSetID
    aggregation: $aggregation
    name: $name
    description: $description
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<AddCategoryMutation, AddCategoryMutationVariables>;
export const AddLikertQuestionDocument = new TypedDocumentString(`
    mutation AddLikertQuestion($outcomeSetID: ID!, $question: String!, $description: String, $minValue: Int, $maxValue: Int!, $labels: [LabelInput], $categoryID: String, $short: String, $noteRequired: Boolean, $notePrompt: String, $noteDeactivated: Boolean) {
  AddLikertQuestion(
    outcomeSetID: $outcomeSetID
    question: $question
    description: $description
    minValue: $minValue
    maxValue: $maxValue
    labels: $labels
    categoryID: $categoryID
    short: $short
    noteRequired: $noteRequired
    notePrompt: $notePrompt
    noteDeactivated: $noteDeactivated
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<AddLikertQuestionMutation, AddLikertQuestionMutationVariables>;
export const ArchiveQuestionDocument = new TypedDocumentString(`
    mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {
  DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<ArchiveQuestionMutation, ArchiveQuestionMutationVariables>;
export const CreateQuestionnaireDocument = new TypedDocumentString(`
    mutation CreateQuestionnaire($name: String!, $description: String) {
  AddOutcomeSet(name: $name, description: $description) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateQuestionnaireMutation, CreateQuestionnaireMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {
  DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const DeleteQuestionnaireDocument = new TypedDocumentString(`
    mutation DeleteQuestionnaire($outcomeSetID: ID!) {
  DeleteOutcomeSet(outcomeSetID: $outcomeSetID)
}
    `) as unknown as TypedDocumentString<DeleteQuestionnaireMutation, DeleteQuestionnaireMutationVariables>;
export const EditCategoryDocument = new TypedDocumentString(`
    mutation EditCategory($outcomeSetID: ID!, $categoryID: String!, $aggregation: Aggregation!, $name: String!, $description: String) {
  EditCategory(
    outcomeSetID: $outcomeSetID
    categoryID: $categoryID
    aggregation: $aggregation
    name: $name
    description: $description
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<EditCategoryMutation, EditCategoryMutationVariables>;
export const EditLikertQuestionDocument = new TypedDocumentString(`
    mutation EditLikertQuestion($outcomeSetID: ID!, $questionID: ID!, $question: String, $description: String, $labels: [LabelInput], $short: String, $minValue: Int, $maxValue: Int, $noteRequired: Boolean, $notePrompt: String, $noteDeactivated: Boolean) {
  EditLikertQuestion(
    outcomeSetID: $outcomeSetID
    questionID: $questionID
    question: $question
    description: $description
    labels: $labels
    short: $short
    minValue: $minValue
    maxValue: $maxValue
    noteRequired: $noteRequired
    notePrompt: $notePrompt
    noteDeactivated: $noteDeactivated
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<EditLikertQuestionMutation, EditLikertQuestionMutationVariables>;
export const EditQuestionnaireDocument = new TypedDocumentString(`
    mutation EditQuestionnaire($outcomeSetID: ID!, $name: String!, $description: String, $instructions: String, $noteRequired: Boolean, $notePrompt: String, $noteDeactivated: Boolean, $requiredTags: [RequiredTagInput]) {
  EditOutcomeSet(
    outcomeSetID: $outcomeSetID
    name: $name
    description: $description
    instructions: $instructions
    noteRequired: $noteRequired
    notePrompt: $notePrompt
    noteDeactivated: $noteDeactivated
    requiredTags: $requiredTags
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<EditQuestionnaireMutation, EditQuestionnaireMutationVariables>;
export const GetQuestionnaireDocument = new TypedDocumentString(`
    query GetQuestionnaire($id: String!) {
  outcomeset(id: $id) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<GetQuestionnaireQuery, GetQuestionnaireQueryVariables>;
export const GetQuestionnairesDocument = new TypedDocumentString(`
    query GetQuestionnaires {
  outcomesets {
    id
    name
    description
    readOnly
    questions {
      id
      archived
    }
  }
}
    `) as unknown as TypedDocumentString<GetQuestionnairesQuery, GetQuestionnairesQueryVariables>;
export const ImportQuestionnaireDocument = new TypedDocumentString(`
    mutation ImportQuestionnaire($source: String!, $id: String!) {
  ImportOutcomeSet(source: $source, id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ImportQuestionnaireMutation, ImportQuestionnaireMutationVariables>;
export const MoveQuestionDocument = new TypedDocumentString(`
    mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {
  MoveQuestion(
    outcomeSetID: $outcomeSetID
    questionID: $questionID
    newIndex: $newIndex
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<MoveQuestionMutation, MoveQuestionMutationVariables>;
export const RemoveQuestionDocument = new TypedDocumentString(`
    mutation RemoveQuestion($outcomeSetID: String!, $questionID: String!) {
  RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<RemoveQuestionMutation, RemoveQuestionMutationVariables>;
export const RestoreQuestionDocument = new TypedDocumentString(`
    mutation RestoreQuestion($outcomeSetID: String!, $questionID: String!) {
  RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<RestoreQuestionMutation, RestoreQuestionMutationVariables>;
export const SetQuestionCategoryDocument = new TypedDocumentString(`
    mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {
  SetCategory(
    outcomeSetID: $outcomeSetID
    questionID: $questionID
    categoryID: $categoryID
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<SetQuestionCategoryMutation, SetQuestionCategoryMutationVariables>;
export const SetQuestionScoringDocument = new TypedDocumentString(`
    mutation SetQuestionScoring($outcomeSetID: ID!, $questionID: ID!, $direction: Direction!, $reliability: Float) {
  SetQuestionScoring(
    outcomeSetID: $outcomeSetID
    questionID: $questionID
    direction: $direction
    reliability: $reliability
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<SetQuestionScoringMutation, SetQuestionScoringMutationVariables>;
export const SetCategoryReliabilityDocument = new TypedDocumentString(`
    mutation SetCategoryReliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {
  SetCategoryReliability(
    outcomeSetID: $outcomeSetID
    categoryID: $categoryID
    reliability: $reliability
  ) {
    ...QuestionnaireFields
  }
}
    fragment QuestionnaireFields on OutcomeSet {
  id
  name
  description
  instructions
  noteRequired
  notePrompt
  noteDeactivated
  readOnly
  inUse
  requiredTags {
    label
    options
  }
  categories {
    id
    name
    description
    aggregation
    reliability
    reliabilitySource
  }
  questions {
    id
    question
    description
    short
    archived
    categoryID
    ... on LikertScale {
      answered
      direction
      reliability
      reliabilitySource
      leftValue
      rightValue
      labels {
        value
        label
      }
      noteRequired
      notePrompt
      noteDeactivated
    }
  }
}`) as unknown as TypedDocumentString<SetCategoryReliabilityMutation, SetCategoryReliabilityMutationVariables>;
export const AddMeetingDocument = new TypedDocumentString(`
    mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {
  AddMeeting(
    beneficiaryID: $beneficiaryID
    outcomeSetID: $outcomeSetID
    conducted: $conducted
    tags: $tags
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddMeetingMutation, AddMeetingMutationVariables>;
export const AddRemoteMeetingDocument = new TypedDocumentString(`
    mutation AddRemoteMeeting($beneficiaryID: String!, $outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {
  AddRemoteMeeting(
    beneficiaryID: $beneficiaryID
    outcomeSetID: $outcomeSetID
    daysToComplete: $daysToComplete
    tags: $tags
  ) {
    JTI
  }
}
    `) as unknown as TypedDocumentString<AddRemoteMeetingMutation, AddRemoteMeetingMutationVariables>;
export const DeleteMeetingDocument = new TypedDocumentString(`
    mutation DeleteMeeting($meetingID: String!, $beneficiary: String) {
  DeleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary)
}
    `) as unknown as TypedDocumentString<DeleteMeetingMutation, DeleteMeetingMutationVariables>;
export const EditMeetingBeneficiaryDocument = new TypedDocumentString(`
    mutation EditMeetingBeneficiary($meetingID: String!, $newBeneficiaryID: String!) {
  EditMeetingBeneficiary(
    meetingID: $meetingID
    newBeneficiaryID: $newBeneficiaryID
  ) {
    ...RecordSummaryFields
  }
}
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<EditMeetingBeneficiaryMutation, EditMeetingBeneficiaryMutationVariables>;
export const EditMeetingDateDocument = new TypedDocumentString(`
    mutation EditMeetingDate($meetingID: String!, $conducted: String!) {
  EditMeetingDate(meetingID: $meetingID, conducted: $conducted) {
    ...RecordSummaryFields
  }
}
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<EditMeetingDateMutation, EditMeetingDateMutationVariables>;
export const EditMeetingNotesDocument = new TypedDocumentString(`
    mutation EditMeetingNotes($meetingID: String!, $notes: String) {
  SetMeetingNotes(meetingID: $meetingID, notes: $notes) {
    ...RecordSummaryFields
  }
}
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<EditMeetingNotesMutation, EditMeetingNotesMutationVariables>;
export const EditMeetingTagsDocument = new TypedDocumentString(`
    mutation EditMeetingTags($meetingID: String!, $tags: [String]) {
  EditMeetingTags(meetingID: $meetingID, tags: $tags) {
    ...RecordSummaryFields
  }
}
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<EditMeetingTagsMutation, EditMeetingTagsMutationVariables>;
export const GetQuestionnaireTagSuggestionsDocument = new TypedDocumentString(`
    query GetQuestionnaireTagSuggestions($questionnaire: String!) {
  suggestQuestionnaireTags(questionnaire: $questionnaire)
}
    `) as unknown as TypedDocumentString<GetQuestionnaireTagSuggestionsQuery, GetQuestionnaireTagSuggestionsQueryVariables>;
export const GetRecordSourcesDocument = new TypedDocumentString(`
    query GetRecordSources {
  outcomesets {
    id
    name
    requiredTags {
      label
      options
    }
  }
  sequences {
    id
    name
    requiredTags {
      label
      options
    }
  }
}
    `) as unknown as TypedDocumentString<GetRecordSourcesQuery, GetRecordSourcesQueryVariables>;
export const GetRecordTagSuggestionsDocument = new TypedDocumentString(`
    query GetRecordTagSuggestions($beneficiary: String!) {
  suggestTags(beneficiary: $beneficiary)
}
    `) as unknown as TypedDocumentString<GetRecordTagSuggestionsQuery, GetRecordTagSuggestionsQueryVariables>;
export const GetRecordDocument = new TypedDocumentString(`
    query GetRecord($id: String!) {
  meeting(id: $id) {
    ...RecordSummaryFields
  }
}
    fragment RecordSummaryFields on Meeting {
  id
  beneficiary
  outcomeSetID
  date
  created
  incomplete
  notes
  tags
  benTags
  meetingTags
  outcomeSet {
    id
    name
    questions {
      id
      question
      archived
      ... on LikertScale {
        leftValue
        rightValue
        leftLabel
        rightLabel
        labels {
          value
          label
        }
      }
    }
  }
  answers {
    questionID
    notes
    ... on IntAnswer {
      answer
    }
  }
}`) as unknown as TypedDocumentString<GetRecordQuery, GetRecordQueryVariables>;
export const GetTagsDocument = new TypedDocumentString(`
    query GetTags {
  tags
}
    `) as unknown as TypedDocumentString<GetTagsQuery, GetTagsQueryVariables>;
export const NewMeetingSummonDocument = new TypedDocumentString(`
    mutation NewMeetingSummon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String], $beneficiaryID: String) {
  NewMeetingSummon(
    outcomeSetID: $outcomeSetID
    daysToComplete: $daysToComplete
    tags: $tags
    beneficiaryID: $beneficiaryID
  )
}
    `) as unknown as TypedDocumentString<NewMeetingSummonMutation, NewMeetingSummonMutationVariables>;
export const NewSequenceSummonDocument = new TypedDocumentString(`
    mutation NewSequenceSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String], $beneficiaryID: String) {
  NewSequenceSummon(
    sequenceID: $sequenceID
    daysToComplete: $daysToComplete
    tags: $tags
    beneficiaryID: $beneficiaryID
  )
}
    `) as unknown as TypedDocumentString<NewSequenceSummonMutation, NewSequenceSummonMutationVariables>;
export const StartRemoteSequenceDocument = new TypedDocumentString(`
    mutation StartRemoteSequence($beneficiaryID: String!, $sequenceID: String!, $daysToComplete: Int, $tags: [String]) {
  StartRemoteSequence(
    beneficiaryID: $beneficiaryID
    sequenceID: $sequenceID
    daysToComplete: $daysToComplete
    tags: $tags
  )
}
    `) as unknown as TypedDocumentString<StartRemoteSequenceMutation, StartRemoteSequenceMutationVariables>;
export const StartSequenceDocument = new TypedDocumentString(`
    mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {
  StartSequence(
    beneficiaryID: $beneficiaryID
    sequenceID: $sequenceID
    conducted: $conducted
    tags: $tags
  ) {
    meetings {
      id
    }
    destination
  }
}
    `) as unknown as TypedDocumentString<StartSequenceMutation, StartSequenceMutationVariables>;
export const ExportReportRecordsDocument = new TypedDocumentString(`
    query ExportReportRecords($questionnaire: String!, $start: String, $end: String, $tags: [String], $orTags: Boolean) {
  exportMeetings(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    orTags: $orTags
  )
}
    `) as unknown as TypedDocumentString<ExportReportRecordsQuery, ExportReportRecordsQueryVariables>;
export const ExportReliableChangeDocument = new TypedDocumentString(`
    query ExportReliableChange($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int, $forSharing: Boolean) {
  exportReliableChange(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    openStart: $openStart
    orTags: $orTags
    minRequiredRecords: $minRequiredRecords
    forSharing: $forSharing
  )
}
    `) as unknown as TypedDocumentString<ExportReliableChangeQuery, ExportReliableChangeQueryVariables>;
export const ExportReportDocument = new TypedDocumentString(`
    query ExportReport($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int) {
  exportReport(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    openStart: $openStart
    orTags: $orTags
    minRequiredRecords: $minRequiredRecords
  )
}
    `) as unknown as TypedDocumentString<ExportReportQuery, ExportReportQueryVariables>;
export const GetReliableChangeDocument = new TypedDocumentString(`
    query GetReliableChange($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int, $forSharing: Boolean) {
  reliableChange(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    openStart: $openStart
    orTags: $orTags
    minRequiredRecords: $minRequiredRecords
    forSharing: $forSharing
  ) {
    smallNumberThreshold
    forSharing
    questions {
      ...ChangeStatisticsFields
    }
    categories {
      ...ChangeStatisticsFields
    }
  }
}
    fragment ChangeStatisticsFields on ChangeStatistics {
  id
  direction
  notes
  n
  tooFew
  meanChange
  ciLow
  ciHigh
  effectSize
  wilcoxonP
  wilcoxonMethod
  reliability
  sdInitial
  threshold
  improved {
    count
    rate
  }
  unchanged {
    count
    rate
  }
  deteriorated {
    count
    rate
  }
  beneficiaries {
    id
    initial
    latest
    change
    class
  }
  talkingTherapies {
    measure
    casesAtStart
    reliableImprovement {
      count
      rate
    }
    recovery {
      count
      rate
    }
    reliableRecovery {
      count
      rate
    }
  }
}`) as unknown as TypedDocumentString<GetReliableChangeQuery, GetReliableChangeQueryVariables>;
export const GetReportQuestionnaireDocument = new TypedDocumentString(`
    query GetReportQuestionnaire($id: String!) {
  outcomeset(id: $id) {
    id
    name
    categories {
      id
      name
      aggregation
    }
    questions {
      id
      question
      short
      archived
      categoryID
      ... on LikertScale {
        leftValue
        rightValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetReportQuestionnaireQuery, GetReportQuestionnaireQueryVariables>;
export const GetReportQuestionnairesDocument = new TypedDocumentString(`
    query GetReportQuestionnaires {
  outcomesets {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetReportQuestionnairesQuery, GetReportQuestionnairesQueryVariables>;
export const GetReportDocument = new TypedDocumentString(`
    query GetReport($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int) {
  report(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    openStart: $openStart
    orTags: $orTags
    minRequiredRecords: $minRequiredRecords
  ) {
    beneficiaries {
      id
      questions {
        id
        initial {
          value
        }
        latest {
          value
        }
      }
      categories {
        id
        initial {
          value
        }
        latest {
          value
        }
      }
    }
    questions {
      id
      initial
      latest
    }
    categories {
      id
      initial
      latest
    }
    excluded {
      beneficiary
      question
      category
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<GetReportQuery, GetReportQueryVariables>;
export const SuggestReportTagsDocument = new TypedDocumentString(`
    query SuggestReportTags($questionnaire: String!) {
  suggestQuestionnaireTags(questionnaire: $questionnaire)
}
    `) as unknown as TypedDocumentString<SuggestReportTagsQuery, SuggestReportTagsQueryVariables>;
export const CreateSequenceDocument = new TypedDocumentString(`
    mutation CreateSequence($name: String!, $description: String, $destination: String, $questionnaires: [String]!) {
  NewSequence(
    name: $name
    description: $description
    destination: $destination
    questionnaires: $questionnaires
  ) {
    ...SequenceFields
  }
}
    fragment SequenceFields on Sequence {
  id
  name
  description
  destination
  questionnaires {
    id
    name
  }
}`) as unknown as TypedDocumentString<CreateSequenceMutation, CreateSequenceMutationVariables>;
export const DeleteSequenceDocument = new TypedDocumentString(`
    mutation DeleteSequence($id: String!) {
  DeleteSequence(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSequenceMutation, DeleteSequenceMutationVariables>;
export const EditSequenceDocument = new TypedDocumentString(`
    mutation EditSequence($id: String!, $name: String!, $description: String, $destination: String, $questionnaires: [String]!) {
  EditSequence(
    id: $id
    name: $name
    description: $description
    destination: $destination
    questionnaires: $questionnaires
  ) {
    ...SequenceFields
  }
}
    fragment SequenceFields on Sequence {
  id
  name
  description
  destination
  questionnaires {
    id
    name
  }
}`) as unknown as TypedDocumentString<EditSequenceMutation, EditSequenceMutationVariables>;
export const GetSequenceDocument = new TypedDocumentString(`
    query GetSequence($id: String!) {
  sequence(id: $id) {
    ...SequenceFields
  }
}
    fragment SequenceFields on Sequence {
  id
  name
  description
  destination
  questionnaires {
    id
    name
  }
}`) as unknown as TypedDocumentString<GetSequenceQuery, GetSequenceQueryVariables>;
export const GetSequencesDocument = new TypedDocumentString(`
    query GetSequences {
  sequences {
    ...SequenceFields
  }
}
    fragment SequenceFields on Sequence {
  id
  name
  description
  destination
  questionnaires {
    id
    name
  }
}`) as unknown as TypedDocumentString<GetSequencesQuery, GetSequencesQueryVariables>;
export const ClearOrganisationBrandingDocument = new TypedDocumentString(`
    mutation ClearOrganisationBranding {
  ClearOrganisationBranding {
    name
    logo
    colours {
      primary
      primaryContrast
      accent
      background
      text
    }
    chart
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ClearOrganisationBrandingMutation, ClearOrganisationBrandingMutationVariables>;
export const ExportMeetingsDocument = new TypedDocumentString(`
    query ExportMeetings($questionnaire: String!, $start: String, $end: String, $tags: [String], $orTags: Boolean) {
  exportMeetings(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    orTags: $orTags
  )
}
    `) as unknown as TypedDocumentString<ExportMeetingsQuery, ExportMeetingsQueryVariables>;
export const GetInviteLinkDocument = new TypedDocumentString(`
    mutation GetInviteLink {
  GetInviteLink
}
    `) as unknown as TypedDocumentString<GetInviteLinkMutation, GetInviteLinkMutationVariables>;
export const GetOpenLinksDocument = new TypedDocumentString(`
    query GetOpenLinks($beneficiary: String) {
  openLinks(beneficiary: $beneficiary) {
    id
    kind
    createdBy
    createdByName
    beneficiary
    questionnaire
    sequence
    created
    expires
    uses
    maxUses
  }
}
    `) as unknown as TypedDocumentString<GetOpenLinksQuery, GetOpenLinksQueryVariables>;
export const GetOrgUsersDocument = new TypedDocumentString(`
    query GetOrgUsers {
  organisation {
    id
    users {
      id
      name
      joined
      active
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrgUsersQuery, GetOrgUsersQueryVariables>;
export const GetPatronStatusDocument = new TypedDocumentString(`
    query GetPatronStatus {
  organisation {
    id
    don
  }
}
    `) as unknown as TypedDocumentString<GetPatronStatusQuery, GetPatronStatusQueryVariables>;
export const GetPendingInvitesDocument = new TypedDocumentString(`
    query GetPendingInvites {
  invites {
    code
    createdBy
    createdByName
    created
    expires
  }
}
    `) as unknown as TypedDocumentString<GetPendingInvitesQuery, GetPendingInvitesQueryVariables>;
export const RemoveUserDocument = new TypedDocumentString(`
    mutation RemoveUser($userID: String!) {
  RemoveUser(userID: $userID) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveUserMutation, RemoveUserMutationVariables>;
export const RevokeInviteDocument = new TypedDocumentString(`
    mutation RevokeInvite($code: String!) {
  RevokeInvite(code: $code)
}
    `) as unknown as TypedDocumentString<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const RevokeLinkDocument = new TypedDocumentString(`
    mutation RevokeLink($id: String!) {
  RevokeLink(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeLinkMutation, RevokeLinkMutationVariables>;
export const RevokeLinksOfDocument = new TypedDocumentString(`
    mutation RevokeLinksOf($userID: String!) {
  RevokeLinksOf(userID: $userID)
}
    `) as unknown as TypedDocumentString<RevokeLinksOfMutation, RevokeLinksOfMutationVariables>;
export const SetOrganisationBrandingDocument = new TypedDocumentString(`
    mutation SetOrganisationBranding($logo: String, $colours: BrandColoursInput, $chart: [String!]) {
  SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) {
    name
    logo
    colours {
      primary
      primaryContrast
      accent
      background
      text
    }
    chart
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SetOrganisationBrandingMutation, SetOrganisationBrandingMutationVariables>;
export const GetSmallNumberThresholdDocument = new TypedDocumentString(`
    query GetSmallNumberThreshold {
  organisation {
    id
    settings {
      smallNumberThreshold
    }
  }
}
    `) as unknown as TypedDocumentString<GetSmallNumberThresholdQuery, GetSmallNumberThresholdQueryVariables>;
export const SetSmallNumberThresholdDocument = new TypedDocumentString(`
    mutation SetSmallNumberThreshold($smallNumberThreshold: Int!) {
  UpdateOrgSetting(smallNumberThreshold: $smallNumberThreshold) {
    id
    settings {
      smallNumberThreshold
    }
  }
}
    `) as unknown as TypedDocumentString<SetSmallNumberThresholdMutation, SetSmallNumberThresholdMutationVariables>;
export const GetSveReportDocument = new TypedDocumentString(`
    query GetSveReport($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $orTags: Boolean) {
  report(
    questionnaire: $questionnaire
    start: $start
    end: $end
    tags: $tags
    orTags: $orTags
    openStart: false
    minRequiredRecords: 2
  ) {
    beneficiaries {
      id
    }
    questions {
      id
      initial
      latest
    }
  }
  outcomeset(id: $questionnaire) {
    id
    name
    questions {
      id
      question
      short
      archived
      ... on LikertScale {
        leftValue
        rightValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetSveReportQuery, GetSveReportQueryVariables>;
export const GetOrganisationBrandingDocument = new TypedDocumentString(`
    query GetOrganisationBranding {
  organisationBranding {
    name
    logo
    colours {
      primary
      primaryContrast
      accent
      background
      text
    }
    chart
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<GetOrganisationBrandingQuery, GetOrganisationBrandingQueryVariables>;
export const ClientTestOrganisationsDocument = new TypedDocumentString(`
    query ClientTestOrganisations($limit: Int) {
  organisations(limit: $limit) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ClientTestOrganisationsQuery, ClientTestOrganisationsQueryVariables>;
export const QueryClientTestSelfDocument = new TypedDocumentString(`
    query QueryClientTestSelf {
  self {
    id
  }
}
    `) as unknown as TypedDocumentString<QueryClientTestSelfQuery, QueryClientTestSelfQueryVariables>;