import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const RESULTS = new URL('./results.json', import.meta.url);
const README = new URL('../../README.md', import.meta.url);
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

type Results = Record<string, Record<string, unknown>>;

/** A figure of results.json by its dotted path, e.g. `web.lighthouseMobile.login`. */
const at = (results: Results, path: string): number | undefined => {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], results);
  return typeof value === 'number' ? value : undefined;
};

type Row = { figure: string; path: string; unit: string; budget: number; atMost: boolean };

/** The budgets of issues 10, 34 and 35; `atMost` false means the figure must reach the budget. */
export const BUDGETS: Row[] = [
  {
    figure: 'JavaScript of a first visit to `/login` (gzip)',
    path: 'web.loginRouteJsGzipKB',
    unit: 'KB',
    budget: 120,
    atMost: true,
  },
  {
    figure: 'JavaScript of a first visit to the answer page (gzip)',
    path: 'web.answerRouteJsGzipKB',
    unit: 'KB',
    budget: 100,
    atMost: true,
  },
  {
    figure: 'JavaScript of a first visit to `/` (home, gzip)',
    path: 'web.homeRouteJsGzipKB',
    unit: 'KB',
    budget: 150,
    atMost: true,
  },
  {
    figure:
      'every script a signed-in first visit to `/` downloads, in Chromium (gzip; the row above counts what the page needs to render)',
    path: 'web.homeAllJsGzipKB',
    unit: 'KB',
    budget: 150,
    atMost: true,
  },
  {
    figure: 'chunks of a first visit to `/` holding react-aria (its filters load it when reached for)',
    path: 'web.homeRouteReactAriaChunks',
    unit: '',
    budget: 0,
    atMost: true,
  },
  {
    figure: 'JavaScript of a first visit to a report (gzip)',
    path: 'web.reportRouteJsGzipKB',
    unit: 'KB',
    budget: 180,
    atMost: true,
  },
  {
    figure:
      'every script a signed-in first visit to a report downloads, in Chromium (gzip, its chart included)',
    path: 'web.reportAllJsGzipKB',
    unit: 'KB',
    budget: 180,
    atMost: true,
  },
  {
    figure: 'Lighthouse mobile performance, `/login` (median of 3)',
    path: 'web.lighthouseMobile.login',
    unit: '',
    budget: 95,
    atMost: false,
  },
  {
    figure: 'Lighthouse mobile performance, answer page (median of 3)',
    path: 'web.lighthouseMobile.answer',
    unit: '',
    budget: 95,
    atMost: false,
  },
  {
    figure: 'Lighthouse mobile performance, `/` (home, signed in, median of 3)',
    path: 'web.staffLighthouseMobile.home',
    unit: '',
    budget: 90,
    atMost: false,
  },
  {
    figure: 'Lighthouse mobile performance, a report (signed in, median of 3)',
    path: 'web.staffLighthouseMobile.report',
    unit: '',
    budget: 90,
    atMost: false,
  },
  ...(['recentMeetings', 'addLikertAnswer'] as const).flatMap((operation) => {
    const name = operation === 'recentMeetings' ? '`recentMeetings`' : '`AddLikertAnswer`';
    const cpu = (concern: string, what: string) => ({
      figure: `CPU of one ${name} request: ${what}`,
      path: `api.cpuMsPerRequest.${operation}.${concern}`,
      unit: 'ms',
      budget: Infinity,
      atMost: true,
    });
    return [
      {
        figure: `p95 of ${name} ÷ p95 of its DynamoDB calls by the bare SDK, 20 clients, same run (issue 35)`,
        path: `api.overFloor.${operation}`,
        unit: '',
        budget: 1.25,
        atMost: true,
      },
      {
        figure: `p95 of ${name}, 20 clients`,
        path: `api.p95Ms.${operation}`,
        unit: 'ms',
        budget: Infinity,
        atMost: true,
      },
      {
        figure: `floor: p95 of ${name}'s DynamoDB calls alone, bare SDK, 20 clients`,
        path: `api.floorP95Ms.${operation}`,
        unit: 'ms',
        budget: Infinity,
        atMost: true,
      },
      {
        figure: `${name} requests per second (floor: see results.json)`,
        path: `api.perSecond.${operation}`,
        unit: '',
        budget: Infinity,
        atMost: true,
      },
      cpu('emulation', 'local emulation (HTTP, GraphQL, token check)'),
      cpu('handler', 'the handler (router, service, validation, data layer)'),
      cpu('sdk', 'the DynamoDB client (the SDK; for the hot reads, the wire client)'),
      cpu('shared', "Node's GC and event loop, not attributable"),
      cpu('dynamoDbLocal', 'DynamoDB Local'),
      {
        figure: `floor: CPU of one ${name} request's calls, DynamoDB Local and SDK`,
        path: `api.floorCpuMsPerRequest.${operation}.total`,
        unit: 'ms',
        budget: Infinity,
        atMost: true,
      },
    ];
  }),
  { figure: 'errors under that load', path: 'api.errors', unit: '', budget: 0, atMost: true },
  {
    figure: '`report` over 50,000 records of 10,000 beneficiaries',
    path: 'api.report50kMs',
    unit: 'ms',
    budget: 3000,
    atMost: true,
  },
  {
    figure: '`reliableChange` over the same records (issue 33)',
    path: 'api.reliableChange50kMs',
    unit: 'ms',
    budget: 3000,
    atMost: true,
  },
  {
    figure: 'of which the reliable change statistics',
    path: 'api.reliableChangeCompute50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  {
    figure: 'of which the report maths',
    path: 'api.reportCompute50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  {
    figure: 'export of the same records',
    path: 'api.export50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  {
    figure: "export: peak RSS of the export function's own process",
    path: 'api.exportPeakRssMB',
    unit: 'MB',
    budget: 256,
    atMost: true,
  },
  {
    figure: "export: RSS growth over that process's start-up",
    path: 'api.exportRssGrowthMB',
    unit: 'MB',
    budget: Infinity,
    atMost: true,
  },
  {
    figure:
      'import of 50,000 spreadsheet rows ÷ the same items by bare `BatchWriteItem`, same run (issue 34)',
    path: 'import.floorRatio',
    unit: '',
    budget: 1.5,
    atMost: true,
  },
  {
    figure: 'import of 50,000 rows (request to `imported`)',
    path: 'import.import50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  {
    figure: 'floor: the same items by bare `BatchWriteItem`, 8 writers',
    path: 'import.importFloor50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  {
    figure: "import: peak RSS of the import job's own process (check and import)",
    path: 'import.importPeakRssMB',
    unit: 'MB',
    budget: 256,
    atMost: true,
  },
  {
    figure: 'check (dry run) of the same 50,000 rows',
    path: 'import.importCheck50kMs',
    unit: 'ms',
    budget: Infinity,
    atMost: true,
  },
  ...['graphql', 'authorizer', 'export', 'billing', 'pre-authentication'].map((name) => ({
    figure: `Lambda bundle \`${name}\`, minified`,
    path: `lambda.bundleKB.${name}`,
    unit: 'KB',
    budget: 1024,
    atMost: true,
  })),
  ...['graphql', 'authorizer', 'export', 'billing', 'pre-authentication'].map((name) => ({
    figure: `cold start of \`${name}\` ÷ a bare-SDK handler making the same DynamoDB calls (issue 35)`,
    path: `lambda.coldStart.${name}.ratio`,
    unit: '',
    budget: 1.5,
    atMost: true,
  })),
];

export function renderTable(results: Results): string {
  const lines = ['| figure | value | budget | met |', '| --- | --- | --- | --- |'];
  for (const row of BUDGETS) {
    const value = at(results, row.path);
    const shown = value === undefined ? 'not measured' : `${value}${row.unit ? ` ${row.unit}` : ''}`;
    const budget = Number.isFinite(row.budget)
      ? `${row.atMost ? '≤' : '≥'} ${row.budget}${row.unit ? ` ${row.unit}` : ''}`
      : '—';
    const met =
      value === undefined || !Number.isFinite(row.budget)
        ? ''
        : (row.atMost ? value <= row.budget : value >= row.budget)
          ? 'yes'
          : '**no**';
    lines.push(`| ${row.figure} | ${shown} | ${budget} | ${met} |`);
  }
  return lines.join('\n');
}

/** Replaces the table between the bench markers of the README with the figures of results.json, as Prettier lays it out. */
export async function writeReadmeTable(): Promise<void> {
  const results = JSON.parse(readFileSync(RESULTS, 'utf8')) as Results;
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
  const measured =
    typeof results.measuredAt === 'string' ? `Measured ${String(results.measuredAt).slice(0, 10)}.\n\n` : '';
  const updated = `${readme.slice(0, start + START.length)}
${measured}${renderTable(results)}
${readme.slice(end)}`;
  const options = await resolveConfig(fileURLToPath(README));
  writeFileSync(README, await format(updated, { ...options, parser: 'markdown' }));
}

if (import.meta.url === `file://${process.argv[1]}`) await writeReadmeTable();
