// docs/cost.md's tables, from the units in test/bench/results.json and the prices in prices.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { monthlyFloor, monthlyUse, SIZES, total, type MeasuredUnits } from './monthly-bill.ts';
import { PRICES, PRICES_READ } from './prices.ts';

const RESULTS = new URL('../results.json', import.meta.url);
const COST_DOC = new URL('../../../docs/cost.md', import.meta.url);
const START = '<!-- cost:start -->';
const END = '<!-- cost:end -->';

const dollars = (usd: number) => (usd === 0 ? '$0' : usd < 0.01 ? '< $0.01' : `$${usd.toFixed(2)}`);

export function renderCostTables(units: MeasuredUnits): string {
  const { answeredRecord: record, report50k: report } = units;
  const measured = [
    '| measured on the local stack | one answered record | one report over 50,000 records |',
    '| --- | --- | --- |',
    `| requests to the site (CloudFront) | ${record.siteRequests} | 1 |`,
    `| data sent (compressed) | ${record.siteKB} KB | — |`,
    `| GraphQL operations (AppSync, one API Lambda each) | ${record.graphqlRequests} | ${report.graphqlRequests} |`,
    `| Lambda authorizer runs | ${record.authorizerInvocations} | 0 |`,
    `| GraphQL request time (upper bound of Lambda duration) | ${record.graphqlMs} ms | ${report.graphqlMs} ms |`,
    `| DynamoDB read request units | ${record.dynamodb.readUnits} | ${report.dynamodb.readUnits} |`,
    `| DynamoDB write request units | ${record.dynamodb.writeUnits} | ${report.dynamodb.writeUnits} |`,
  ];

  const floor = monthlyFloor();
  const floorTable = [
    '| fixed monthly floor, whatever the use | USD |',
    '| --- | --- |',
    ...floor.map(({ item, usd }) => `| ${item} | ${dollars(usd)} |`),
    `| **floor** | **${dollars(total(floor))}** |`,
  ];

  const bills = SIZES.map((size) => monthlyUse(units, size));
  const bySize = [
    `| monthly, one charity on its own deployment | ${SIZES.map((size) => `${size.name}: ${size.recordsPerMonth.toLocaleString('en-GB')} records`).join(' | ')} |`,
    `| --- | ${SIZES.map(() => '---').join(' | ')} |`,
    ...bills[0]!.map(
      ({ item }, line) => `| ${item} | ${bills.map((bill) => dollars(bill[line]!.usd)).join(' | ')} |`,
    ),
    `| use | ${bills.map((bill) => dollars(total(bill))).join(' | ')} |`,
    `| floor | ${bills.map(() => dollars(total(floor))).join(' | ')} |`,
    `| **total** | ${bills.map((bill) => `**${dollars(total(bill) + total(floor))}**`).join(' | ')} |`,
  ];

  const prices = [
    `| list price, us-east-1, read ${PRICES_READ}, per | USD | page |`,
    '| --- | --- | --- |',
    ...Object.values(PRICES).map(
      ({ usd, per, source }) => `| ${per} | ${usd < 0.001 ? usd.toExponential(4) : usd} | ${source} |`,
    ),
  ];

  return [measured, floorTable, bySize, prices].map((table) => table.join('\n')).join('\n\n');
}

export async function renderCostSection(doc: string, units: MeasuredUnits): Promise<string> {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/cost.md has no ${START} … ${END} markers`);
  const updated = `${doc.slice(0, start + START.length)}\n\n${renderCostTables(units)}\n\n${doc.slice(end)}`;
  const options = await resolveConfig(fileURLToPath(COST_DOC));
  return format(updated, { ...options, parser: 'markdown' });
}

export const readMeasuredUnits = (): MeasuredUnits =>
  (JSON.parse(readFileSync(RESULTS, 'utf8')) as { cost: MeasuredUnits }).cost;

/** Replaces docs/cost.md's tables with those of the latest measurements. */
export async function writeCostTables(): Promise<void> {
  const doc = readFileSync(COST_DOC, 'utf8');
  writeFileSync(COST_DOC, await renderCostSection(doc, readMeasuredUnits()));
}

if (import.meta.url === `file://${process.argv[1]}`) await writeCostTables();
