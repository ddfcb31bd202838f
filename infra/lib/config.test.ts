import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { parseStageConfig } from './config.ts';

describe('parseStageConfig', () => {
  it('defaults to the dev stage with introspection on', () => {
    // Act
    const config = parseStageConfig({});

    // Assess
    expect(config).toEqual({
      stage: 'dev',
      isDevelopment: true,
      introspection: true,
      logRetention: RetentionDays.ONE_MONTH,
    });
  });

  it('turns introspection off and keeps logs longer outside dev', () => {
    // Act
    const config = parseStageConfig({ stage: 'prod' });

    // Assess
    expect(config).toMatchObject({
      stage: 'prod',
      introspection: false,
      logRetention: RetentionDays.ONE_YEAR,
    });
  });

  it('refuses a stage name that cannot prefix a stack name', () => {
    // Act
    const parse = () => parseStageConfig({ stage: 'Prod_1' });

    // Assess
    expect(parse).toThrow(/Invalid stage config: stage:/);
  });
});
