import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageConfig } from '../../infra/lib/config.ts';
import { addRippleStacks } from '../../infra/lib/ripple-app.ts';
import type { AppStack } from '../../infra/lib/stacks/app-stack.ts';
import type { DataStack } from '../../infra/lib/stacks/data-stack.ts';
import type { EdgeStack } from '../../infra/lib/stacks/edge-stack.ts';

/** A throw-away folder standing in for `web/dist`, so tests do not need a web build. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ripple-web-'));
  for (const page of ['index.html', 'light.html'])
    writeFileSync(join(dir, page), '<!doctype html><title>Ripple</title>');
  return dir;
}

/** A stage with every feature on: a domain (certificate requested), WAF, an alarm email and a region. */
export const FULL_CONFIG = {
  stage: 'prod',
  region: 'eu-west-2',
  domain: 'ripple.example.org',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'example.org',
  alarmEmail: 'ops@example.org',
  monthlyBudget: 40,
  waf: true,
} as const;

export interface SynthOptions {
  /**
   * Deploy settings, as ripple.config.json would hold them.
   * @default FULL_CONFIG
   */
  readonly config?: Record<string, unknown>;
  /** Run esbuild for every Lambda (slow); otherwise CDK skips bundling. @default false */
  readonly bundle?: boolean;
  /** Register cdk-nag AwsSolutions as app.ts does. @default false */
  readonly nag?: boolean;
  /** Extra CDK context, e.g. a bootstrap qualifier. */
  readonly context?: Record<string, unknown>;
}

export interface SynthResult {
  readonly app: App;
  readonly data: DataStack;
  readonly appStack: AppStack;
  readonly edge?: EdgeStack;
  readonly outdir: string;
  readonly synthMs: number;
  /** Deletes the temporary cloud assembly and web folder. */
  readonly cleanup: () => void;
}

/** Builds and synthesises the stacks exactly as `infra/bin/app.ts` does, into a temporary folder. */
export function synthRipple(options: SynthOptions = {}): SynthResult {
  const outdir = mkdtempSync(join(tmpdir(), 'ripple-cdk-out-'));
  const app = new App({
    outdir,
    // An empty list tells CDK to bundle no stack's assets: template assertions do not need the bundles.
    context: {
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const webAssetPath = fakeWebBuild();
  const started = performance.now();
  const {
    data,
    app: appStack,
    edge,
  } = addRippleStacks(app, {
    config: parseStageConfig(options.config ?? FULL_CONFIG),
    webAssetPath,
  });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  const cleanup = () => {
    for (const dir of [outdir, webAssetPath]) rmSync(dir, { recursive: true, force: true });
  };
  return {
    app,
    data,
    appStack,
    ...(edge ? { edge } : {}),
    outdir,
    synthMs: performance.now() - started,
    cleanup,
  };
}
