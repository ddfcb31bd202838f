// Splits the local stack's CPU profile by concern (issue 35): the local emulation (HTTP server, GraphQL parse and
// validate, token check), the handler (router, service, validation, data layer) and the DynamoDB client (the SDK,
// or the wire client that sends the hot reads in its place). A sample counts for the concern of its own function's
// file; Node's internals (streams, timers, promises) count for the concern that called them, and a sample with no
// known caller (a socket read from the event loop) for the concern that most of its callees belong to. GC and the
// idle loop are counted apart; the profiler's own start and stop (the inspector session's `dispatch`, 14 % of a
// profile's samples) are left out, as idle.
import type { CpuProfile } from './stack-process.ts';

export type Concern = 'emulation' | 'handler' | 'sdk' | 'shared';

const PACKAGES: [RegExp, Concern][] = [
  [/\/node_modules\/(@aws-sdk|@smithy|@aws-crypto|fast-xml-parser|strnum|bowser)\//, 'sdk'],
  [/\/node_modules\/(@aws-lambda-powertools|dynamodb-toolbox|zod)\//, 'handler'],
  [
    /\/node_modules\/(graphql|graphql-yoga|@graphql-yoga|@graphql-tools|@envelop|@whatwg-node|@repeaterjs|jose|urlpattern-polyfill|dset|lru-cache)\//,
    'emulation',
  ],
  // The client that sends the hot reads and the answer's write in the SDK's place (dynamodb-wire.ts): the
  // floor's SDK column is what it is compared with.
  [/\/functions\/src\/core\/(dynamodb-wire|aws-signer)\.ts$/, 'sdk'],
  [/\/functions\/src\//, 'handler'],
  [/\/infra\/(local|appsync)\//, 'emulation'],
  // The HTTP server the emulator answers on, and the HTTP client the SDK sends with.
  [/^node:_http_(server|incoming)$/, 'emulation'],
  [/^node:_http_(client|agent)$/, 'sdk'],
];

const concernOfFrame = (url: string, functionName: string): Concern | 'idle' | undefined => {
  // The profiler's own work (starting and stopping it through the inspector session) is not the stack's.
  if (functionName === '(idle)' || url === 'node:inspector') return 'idle';
  if (functionName === '(garbage collector)' || functionName === '(program)') return 'shared';
  return PACKAGES.find(([pattern]) => pattern.test(url))?.[1];
};

/** Milliseconds of CPU per concern in the profile, GC and anything unattributable under `shared`. */
export function cpuByConcern(profile: CpuProfile): Record<Concern, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const own = new Map(
    profile.nodes.map((node) => [node.id, concernOfFrame(node.callFrame.url, node.callFrame.functionName)]),
  );
  // The time each node's subtree spent per concern of its own frames, for nodes no known frame called.
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const subtreeConcern = new Map<number, Concern | undefined>();
  const dominantBelow = (id: number): Concern | undefined => {
    if (subtreeConcern.has(id)) return subtreeConcern.get(id);
    const totals = new Map<Concern, number>();
    const walk = (nodeId: number) => {
      const concern = own.get(nodeId);
      if (concern && concern !== 'idle' && concern !== 'shared')
        totals.set(concern, (totals.get(concern) ?? 0) + (selfMs.get(nodeId) ?? 0) + 1e-6);
      for (const child of byId.get(nodeId)?.children ?? []) walk(child);
    };
    walk(id);
    const dominant = [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
    subtreeConcern.set(id, dominant);
    return dominant;
  };
  const resolved = new Map<number, Concern | 'idle'>();
  const concernOf = (id: number): Concern | 'idle' => {
    const known = resolved.get(id);
    if (known) return known;
    let concern: Concern | 'idle' | undefined = own.get(id);
    if (!concern) {
      const parent = parentOf.get(id);
      const parentConcern = parent === undefined ? undefined : concernOf(parent);
      concern = parentConcern && parentConcern !== 'shared' ? parentConcern : (dominantBelow(id) ?? 'shared');
    }
    resolved.set(id, concern);
    return concern;
  };
  const totals: Record<Concern, number> = { emulation: 0, handler: 0, sdk: 0, shared: 0 };
  for (const [id, ms] of selfMs) {
    const concern = concernOf(id);
    if (concern !== 'idle') totals[concern] += ms;
  }
  return totals;
}

/** The functions with the most self time, with their concern: what to look at first. */
export function topFunctions(profile: CpuProfile, count = 25) {
  const selfMs = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const profilers = new Set(
    profile.nodes.filter((node) => node.callFrame.url === 'node:inspector').map((node) => node.id),
  );
  const underProfiler = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      if (profilers.has(at)) return true;
    return false;
  };
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || underProfiler(id)) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/node_modules\//, '')}`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...selfMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
}
