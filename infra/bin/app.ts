import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CONFIG_FILE, loadStageConfig } from '../lib/config.ts';
import { repoPath } from '../lib/paths.ts';
import { addRippleStacks } from '../lib/ripple-app.ts';

const app = new App();
addRippleStacks(app, {
  config: loadStageConfig({
    // `-c config=ripple.staging.json` picks another settings file, e.g. one per stage.
    file: repoPath((app.node.tryGetContext('config') as string | undefined) ?? CONFIG_FILE),
    context: (key) => app.node.tryGetContext(key),
    // The CDK CLI sets CDK_DEFAULT_REGION from the profile or AWS_REGION; plain AWS_REGION serves offline synth.
    defaultRegion: process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION,
  }),
});
// Every resource is checked at synth; each acknowledged finding sits next to its construct with a written reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
