/** A fetch stub's answer to a GraphQL request: `body` as JSON with `status`. */
export function graphqlResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
