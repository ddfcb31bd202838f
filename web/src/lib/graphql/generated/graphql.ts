/* eslint-disable */
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Sign-up: creates the staff user, a new organisation and the membership. Returns the organisation id. */
  AddOrg: AddOrgResult;
  /** Makes one of the caller's organisations the active one. The client refreshes its token afterwards. */
  SetActiveOrganisation: Scalars['Boolean']['output'];
};


export type MutationAddOrgArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  organisation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetActiveOrganisationArgs = {
  orgID: Scalars['ID']['input'];
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
  /** The caller's active organisation. Error auth.noOrganisation when they have none. */
  organisation: Organisation;
  /** Organisations the caller belongs to (active memberships), sorted by name. limit defaults to and is capped at 60. */
  organisations: Array<OrganisationSummary>;
  /** The caller's own account. */
  self: Self;
};


export type QueryOrganisationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type Self = {
  __typename?: 'Self';
  email: Scalars['AWSEmail']['output'];
  id: Scalars['ID']['output'];
  profile: Profile;
  settings: UserSettings;
};

export type UserSettings = {
  __typename?: 'UserSettings';
  /** A language code; 'und' means auto detect. */
  language: Scalars['String']['output'];
  notifyOnRemote: Scalars['Boolean']['output'];
  unsubscribed: Scalars['Boolean']['output'];
};

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
