/** Route paths paired with typed hrefs; never build an app URL by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: { path: '/signup', getHref: () => '/signup' },
  /** The form for a new verification link; the email's link itself is `verifyEmailLink`. */
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  verifyEmailLink: {
    path: '/verify-email/:token',
    getHref: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  // Staff areas of the route table (spec 01 §2, spec 02 §2).
  record: { path: '/record', getHref: () => '/record' },
  recordType: {
    path: '/record/:type',
    getHref: (type: string, query?: { ben?: string; q?: string }) => {
      const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => !!v));
      return `/record/${type}${search.size ? `?${search.toString()}` : ''}`;
    },
  },
  beneficiary: { path: '/beneficiary', getHref: () => '/beneficiary' },
  report: { path: '/report', getHref: () => '/report' },
  reportView: { path: '/report/:type/:questionSetID/:start/:end' },
  reportExport: { path: '/report/export/:questionSetID/:start/:end' },
  journey: {
    path: '/journey',
    getHref: (beneficiary?: string) =>
      beneficiary ? `/journey?ben=${encodeURIComponent(beneficiary)}` : '/journey',
  },
  questions: { path: '/questions', getHref: () => '/questions' },
  questionsNew: { path: '/questions/new', getHref: () => '/questions/new' },
  questionsNewCustom: { path: '/questions/new/custom', getHref: () => '/questions/new/custom' },
  questionnaire: { path: '/questions/:id', getHref: (id: string) => `/questions/${encodeURIComponent(id)}` },
  questionnaireQuestions: {
    path: '/questions/:id/questions',
    getHref: (id: string) => `/questions/${encodeURIComponent(id)}/questions`,
  },
  questionnaireCategories: {
    path: '/questions/:id/categories',
    getHref: (id: string) => `/questions/${encodeURIComponent(id)}/categories`,
  },
  catalogue: { path: '/catalogue', getHref: () => '/catalogue' },
  catalogueQuestionnaire: {
    path: '/catalogue/:id',
    getHref: (id: string) => `/catalogue/${encodeURIComponent(id)}`,
  },
  catalogueQuestions: {
    path: '/catalogue/:id/questions',
    getHref: (id: string) => `/catalogue/${encodeURIComponent(id)}/questions`,
  },
  catalogueCategories: {
    path: '/catalogue/:id/categories',
    getHref: (id: string) => `/catalogue/${encodeURIComponent(id)}/categories`,
  },
  sequences: { path: '/sequences', getHref: () => '/sequences' },
  sequencesNew: { path: '/sequences/new', getHref: () => '/sequences/new' },
  sequence: { path: '/sequences/:id', getHref: (id: string) => `/sequences/${encodeURIComponent(id)}` },
  recordRemote: {
    path: '/record/remote',
    getHref: (questionnaireID: string) => `/record/remote?q=${encodeURIComponent(questionnaireID)}`,
  },
  beneficiaryJourney: {
    path: '/beneficiary/:id',
    /** With a questionnaire, the journey shows that questionnaire (query q). */
    getHref: (id: string, questionnaire?: string) =>
      `/beneficiary/${encodeURIComponent(id)}${questionnaire ? `?q=${encodeURIComponent(questionnaire)}` : ''}`,
  },
  // Beneficiary pages (spec 01 §2): children of the /beneficiary/:id layout.
  beneficiaryRecords: {
    path: '/beneficiary/:id/records',
    getHref: (id: string) => `/beneficiary/${encodeURIComponent(id)}/records`,
  },
  beneficiaryConfig: {
    path: '/beneficiary/:id/config',
    getHref: (id: string) => `/beneficiary/${encodeURIComponent(id)}/config`,
  },
  beneficiaryRecord: {
    path: '/beneficiary/:id/record',
    getHref: (id: string) => `/beneficiary/${encodeURIComponent(id)}/record`,
  },
  beneficiaryRecordType: {
    path: '/beneficiary/:id/record/:type',
    getHref: (id: string, type: string) => `/beneficiary/${encodeURIComponent(id)}/record/${type}`,
  },
  beneficiaryExport: {
    path: '/beneficiary/:id/export/:qid',
    getHref: (id: string, qid: string) =>
      `/beneficiary/${encodeURIComponent(id)}/export/${encodeURIComponent(qid)}`,
  },
  meetingView: {
    path: '/meeting/:id/view',
    getHref: (id: string) => `/meeting/${encodeURIComponent(id)}/view`,
  },
  meetingEdit: {
    path: '/meeting/:id/edit',
    getHref: (id: string) => `/meeting/${encodeURIComponent(id)}/edit`,
  },
  // Answering and beneficiary links (spec 01 §2); beneficiary users may open these.
  meeting: { path: '/meeting/:id', getHref: (id: string) => `/meeting/${encodeURIComponent(id)}` },
  dataEntry: { path: '/dataentry/:id', getHref: (id: string) => `/dataentry/${encodeURIComponent(id)}` },
  summon: { path: '/smn/:id', getHref: (id: string) => `/smn/${encodeURIComponent(id)}` },
  jti: { path: '/jti/:jti', getHref: (jti: string) => `/jti/${encodeURIComponent(jti)}` },
  external: { path: '/external/:url', getHref: (b64url: string) => `/external/${b64url}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  settingsUsers: { path: '/settings/users', getHref: () => '/settings/users' },
  settingsLinks: { path: '/settings/links', getHref: () => '/settings/links' },
  settingsBranding: { path: '/settings/branding', getHref: () => '/settings/branding' },
  settingsPatron: { path: '/settings/patron', getHref: () => '/settings/patron' },
  settingsPatronSuccess: { path: '/settings/patron/success', getHref: () => '/settings/patron/success' },
  settingsExport: {
    path: '/settings/data/questionnaire/export/:id',
    getHref: (id: string, query?: URLSearchParams) =>
      `/settings/data/questionnaire/export/${encodeURIComponent(id)}${query?.size ? `?${query.toString()}` : ''}`,
  },
  settingsImport: { path: '/settings/data/import', getHref: () => '/settings/data/import' },
  settingsImportJob: {
    path: '/settings/data/import/:id',
    getHref: (id: string) => `/settings/data/import/${encodeURIComponent(id)}`,
  },
  socialValue: { path: '/plugin/sve', getHref: () => '/plugin/sve' },
  ops: { path: '/ops', getHref: () => '/ops' },
  opsOrganisation: {
    path: '/ops/org/:orgId',
    getHref: (orgId: string) => `/ops/org/${encodeURIComponent(orgId)}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  invite: { path: '/invite/:id', getHref: (id: string) => `/invite/${encodeURIComponent(id)}` },
  unsubscribe: {
    path: '/unsubscribe/:uid',
    getHref: (uid: string) => `/unsubscribe/${encodeURIComponent(uid)}`,
  },
  // Footer pages.
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  logout: {
    path: '/logout',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/logout?redirect=${encodeURIComponent(redirectTo)}` : '/logout',
  },
  redirect: {
    path: '/redirect',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/redirect?redirect=${encodeURIComponent(redirectTo)}` : '/redirect',
  },
} as const;

/**
 * A `redirect` query value made safe: only a path on this origin (starting with one `/`), else `/`.
 * Stops `?redirect=https://evil.example` and `//evil.example` from leaving the app.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
