import { describe, expect, it } from 'vitest';
import { monthlyFloor, monthlyUse, SIZES, total, type MeasuredUnits } from './monthly-bill.ts';

const UNITS: MeasuredUnits = {
  answeredRecord: {
    siteRequests: 60,
    siteKB: 180,
    graphqlRequests: 15,
    authorizerInvocations: 14,
    graphqlMs: 1000,
    dynamodb: { readUnits: 40, writeUnits: 60 },
  },
  report50k: { graphqlRequests: 1, graphqlMs: 2000, dynamodb: { readUnits: 10_000, writeUnits: 0 } },
};

const line = (items: { item: string; usd: number }[], start: string) =>
  items.find(({ item }) => item.startsWith(start))!.usd;

describe('monthlyFloor', () => {
  it('prices two web ACLs with three rules, two secrets, four alarms beyond the free ten and a hosted zone', () => {
    // Act
    const floor = monthlyFloor();

    // Assess: 2 × $5 + 3 × $1 + 2 × $0.40 + 4 × $0.10 + $0.50
    expect(total(floor)).toBeCloseTo(14.7, 6);
  });
});

describe('monthlyUse', () => {
  it('charges every AppSync operation, staff work counted as much again as the answering', () => {
    // Prepare
    const small = SIZES.find(({ name }) => name === 'Small')!;

    // Act
    const bill = monthlyUse(UNITS, small);

    // Assess: (500 × 2 × 15 + 5 reports) operations at $4 per million
    expect(line(bill, 'AppSync')).toBeCloseTo(((500 * 2 * 15 + 5) * 4) / 1e6, 9);
  });

  it('scales a report’s DynamoDB units with the year of records it reads', () => {
    // Prepare: a charity whose year is exactly 50,000 records, with one report
    const size = { name: 'Test', recordsPerMonth: 50_000 / 12, reportsPerMonth: 1, staff: 1 };
    const quiet: MeasuredUnits = {
      ...UNITS,
      answeredRecord: { ...UNITS.answeredRecord, dynamodb: { readUnits: 0, writeUnits: 0 } },
    };

    // Act
    const bill = monthlyUse(quiet, size);

    // Assess: the one report's 10,000 read units at $0.125 per million
    expect(line(bill, 'DynamoDB reads')).toBeCloseTo((10_000 * 0.125) / 1e6, 9);
  });

  it('leaves what stays within the monthly free allowances free', () => {
    // Act
    const bill = monthlyUse(UNITS, SIZES[0]!);

    // Assess: 1,000 records' requests and GB-seconds, 60,000 CloudFront requests and 5 staff are all free
    expect(line(bill, 'Lambda')).toBe(0);
    expect(line(bill, 'CloudFront')).toBe(0);
    expect(line(bill, 'Cognito')).toBe(0);
  });

  it('charges Lambda duration beyond the free 400,000 GB-seconds', () => {
    // Prepare: 50,000 records × 2 at 10 s each is 1,000,000 GB-seconds
    const slow = { ...UNITS, answeredRecord: { ...UNITS.answeredRecord, graphqlMs: 10_000 } };
    const large = SIZES.find(({ name }) => name === 'Large')!;

    // Act
    const lambda = line(monthlyUse(slow, large), 'Lambda');

    // Assess: at least the 600,000 GB-seconds beyond the free ones, at the Arm rate
    expect(lambda).toBeGreaterThan(600_000 * 0.0000133334);
  });
});
