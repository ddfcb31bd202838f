import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthRipple, type SynthResult } from './synth-ripple.ts';

type Violation = { ruleName: string; severity: string };
type ValidationReport = { pluginReports: { pluginName: string; violations: Violation[] }[] };

describe('cdk-nag AwsSolutions on the whole app (with real bundling)', () => {
  let result: SynthResult;

  beforeAll(() => {
    // Synth throws here if any AwsSolutions error is left unacknowledged.
    result = synthRipple({ bundle: true, nag: true });
    console.info(`synth with bundling and cdk-nag: ${(result.synthMs / 1000).toFixed(1)} s`);
  });
  afterAll(() => result.cleanup());

  it('leaves no unacknowledged AwsSolutions error or warning', () => {
    // Act
    const report = JSON.parse(
      readFileSync(join(result.outdir, 'validation-report.json'), 'utf8'),
    ) as ValidationReport;
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.filter((violation) => violation.ruleName.startsWith('AwsSolutions')),
    );

    // Assess
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a written reason', () => {
    // Act
    const acknowledgements = result.app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => id.includes('AwsSolutions'));

    // Assess
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) {
      expect(reason, id).toMatch(/\w{3,}.*\w{3,}/);
    }
  });

  it('bundles every Lambda to a local ESM bundle with a source map', () => {
    // Act
    const bundles = readdirSync(result.outdir)
      .map((name) => join(result.outdir, name))
      .filter((dir) => statSync(dir).isDirectory() && existsSync(join(dir, 'index.mjs')));

    // Assess: graphql, authorizer, export, billing, link-token key generator, pre-authentication trigger, import job
    expect(bundles).toHaveLength(7);
    for (const dir of bundles) expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
  });
});
