// The API calls every benchmark needs on a local stack: a signed-in organisation and a questionnaire.
import { addOrg } from '../../infra/local/add-org.ts';
import { callGraphql as gql } from '../../infra/local/graphql-call.ts';
import { passwordSignIn } from '../../infra/local/password-sign-in.ts';

export { gql };

export const BENCH_QUESTIONS = 10;

export async function signUpAndLogIn(
  url: string,
  clientId: string,
  email = 'bench@example.org',
): Promise<{ orgId: string; token: string }> {
  const account = {
    name: 'Bench',
    organisation: 'Bench Trust',
    email,
    password: 'bench-password',
  };
  const orgId = await addOrg(url, account);
  const { idToken } = await passwordSignIn(url, clientId, account.email, account.password);
  if (!idToken) throw new Error(`could not sign in as ${account.email}`);
  return { orgId, token: idToken };
}

export async function aQuestionnaire(
  url: string,
  token: string,
): Promise<{ id: string; questions: string[] }> {
  const { AddOutcomeSet } = await gql<{ AddOutcomeSet: { id: string } }>(
    url,
    token,
    'mutation { AddOutcomeSet(name: "Bench wellbeing") { id } }',
  );
  const { AddCategory } = await gql<{ AddCategory: { categories: { id: string }[] } }>(
    url,
    token,
    'mutation($id: ID!) { AddCategory(outcomeSetID: $id, name: "Mood", aggregation: mean) { categories { id } } }',
    { id: AddOutcomeSet.id },
  );
  const questions: string[] = [];
  for (let i = 0; i < BENCH_QUESTIONS; i += 1) {
    const { AddLikertQuestion } = await gql<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      url,
      token,
      'mutation($id: ID!, $q: String!, $c: String) { AddLikertQuestion(outcomeSetID: $id, question: $q, maxValue: 5, categoryID: $c, labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } } }',
      { id: AddOutcomeSet.id, q: `Question ${i + 1}`, c: i < 5 ? AddCategory.categories[0]!.id : null },
    );
    questions.push(AddLikertQuestion.questions.at(-1)!.id);
  }
  return { id: AddOutcomeSet.id, questions };
}
