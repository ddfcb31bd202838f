// One cold start (cold-start.ts): a fresh Node process imports the bundle, invokes its `handler` once with the
// event, prints one line when the answer is there and exits (open sockets would keep it alive).
const [bundle, exportName, eventJson] = process.argv.slice(2);
const module = await import(bundle);
const answer = await module[exportName](JSON.parse(eventJson), {
  functionName: 'cold-start',
  awsRequestId: 'cold-start',
  getRemainingTimeInMillis: () => 30_000,
});
process.stdout.write(`${JSON.stringify(answer ?? null).slice(0, 200)}\n`);
process.exit(0);
