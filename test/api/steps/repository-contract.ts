/**
 * The subjects of a repository contract test, for `describe.each`: the DynamoDB repository (against the local
 * stack's DynamoDB Local) and the in-memory fake of test/fixtures that the service tests use, so one suite runs
 * against both. Where the fake answers differently, a service test can pass on behaviour the API lacks. Each `make`
 * gives a test a fresh subject: on DynamoDB, fresh ids in the shared table.
 */
export const contractSubjects = <Subject>(subjects: {
  dynamodb: () => Promise<Subject>;
  inMemory: () => Promise<Subject>;
}): [string, () => Promise<Subject>][] => [
  ['DynamoDB', subjects.dynamodb],
  ['in memory', subjects.inMemory],
];
