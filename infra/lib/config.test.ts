import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStageConfig, parseStageConfig } from './config.ts';
import { repoPath } from './paths.ts';

const DOMAIN = { domain: 'ripple.example.org', hostedZoneId: 'Z0123456789ABCDEFGHIJ' } as const;

describe('parseStageConfig', () => {
  it('defaults to the prod stage, introspection off, WAF on and a 50 dollar budget', () => {
    // Act
    const config = parseStageConfig({});

    // Assess: `npm run deploy` with no settings must never deploy the dev stage
    expect(config).toEqual({
      stage: 'prod',
      isDevelopment: false,
      introspection: false,
      logRetention: RetentionDays.ONE_YEAR,
      monthlyBudget: 50,
      waf: true,
    });
  });

  it('turns introspection on and keeps logs a month only when the stage is explicitly dev', () => {
    // Act
    const config = parseStageConfig({ stage: 'dev' });

    // Assess
    expect(config).toMatchObject({
      stage: 'dev',
      isDevelopment: true,
      introspection: true,
      logRetention: RetentionDays.ONE_MONTH,
    });
  });

  it('refuses a stage name that cannot prefix a stack name', () => {
    // Act
    const parse = () => parseStageConfig({ stage: 'Prod_1' });

    // Assess
    expect(parse).toThrow(/Invalid stage config: stage:/);
  });

  it('takes a domain with its hosted zone and sends mail from no-reply at the domain by default', () => {
    // Act
    const config = parseStageConfig({ ...DOMAIN, hostedZoneName: 'example.org' });

    // Assess
    expect(config.domain).toEqual({
      name: 'ripple.example.org',
      hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      hostedZoneName: 'example.org',
    });
    expect(config.mailFrom).toBe('no-reply@ripple.example.org');
  });

  it('takes the zone name from the domain and keeps a supplied certificate and sender', () => {
    // Prepare
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';

    // Act
    const config = parseStageConfig({ ...DOMAIN, certificateArn, mailFrom: 'hello@ripple.example.org' });

    // Assess
    expect(config.domain).toMatchObject({ hostedZoneName: 'ripple.example.org', certificateArn });
    expect(config.mailFrom).toBe('hello@ripple.example.org');
  });

  it.each([
    [{ domain: 'ripple.example.org' }, /hostedZoneId: required with a domain/],
    [{ ...DOMAIN, hostedZoneName: 'other.org' }, /hostedZoneName: ripple\.example\.org is not in the zone/],
    [{ ...DOMAIN, mailFrom: 'me@gmail.com' }, /mailFrom: must be an address at ripple\.example\.org/],
    [{ mailFrom: 'me@example.org' }, /mailFrom: needs a domain/],
    [{ hostedZoneId: 'Z0123456789ABCDEFGHIJ' }, /hostedZoneId: needs a domain/],
    [{ domain: 'https://ripple.example.org' }, /domain: a lower-case domain name/],
    [
      { ...DOMAIN, certificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/abcd' },
      /certificateArn: an ACM certificate ARN in us-east-1/,
    ],
    [{ alarmEmail: 'not-an-address' }, /alarmEmail: an email address/],
    [{ monthlyBudget: -5 }, /monthlyBudget: more than 0/],
    [{ waf: 'maybe' }, /waf:/],
    [{ wafEnabled: true }, /unknown setting wafEnabled/],
  ])('refuses %j', (raw, message) => {
    // Act
    const parse = () => parseStageConfig(raw as Record<string, unknown>);

    // Assess
    expect(parse).toThrow(message);
  });

  it('reads -c context strings: a number and an off switch', () => {
    // Act
    const config = parseStageConfig({ monthlyBudget: '25', waf: 'false', alarmEmail: 'ops@example.org' });

    // Assess
    expect(config).toMatchObject({ monthlyBudget: 25, waf: false, alarmEmail: 'ops@example.org' });
  });
});

describe('loadStageConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ripple-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file, lets context override it and fills the region from the credentials', () => {
    // Prepare
    const file = join(dir, 'ripple.config.json');
    writeFileSync(file, JSON.stringify({ stage: 'staging', monthlyBudget: 30, waf: true }));
    const context: Record<string, unknown> = { waf: 'off' };

    // Act
    const config = loadStageConfig({ file, context: (key) => context[key], defaultRegion: 'eu-west-2' });

    // Assess
    expect(config).toMatchObject({ stage: 'staging', monthlyBudget: 30, waf: false, region: 'eu-west-2' });
  });

  it('uses the defaults when there is no file', () => {
    // Act
    const config = loadStageConfig({ file: join(dir, 'absent.json'), context: () => undefined });

    // Assess
    expect(config).toMatchObject({ stage: 'prod', waf: true });
    expect(config.region).toBeUndefined();
  });

  it('says which file is not JSON', () => {
    // Prepare
    const file = join(dir, 'ripple.config.json');
    writeFileSync(file, '{ stage: prod }');

    // Act
    const load = () => loadStageConfig({ file, context: () => undefined });

    // Assess
    expect(load).toThrow(/ripple\.config\.json is not JSON/);
  });

  it('parses the committed example as it stands', () => {
    // Act
    const config = loadStageConfig({
      file: repoPath('ripple.config.example.json'),
      context: () => undefined,
    });

    // Assess
    expect(config.domain?.name).toBe('ripple.example.org');
    expect(config.stage).toBe('prod');
  });
});
