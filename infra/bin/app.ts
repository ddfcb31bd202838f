import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageConfig } from '../lib/config.ts';
import { addRippleStacks } from '../lib/ripple-app.ts';

const app = new App();
addRippleStacks(app, {
  config: parseStageConfig({
    stage: app.node.tryGetContext('stage'),
    patronPaymentLinks: app.node.tryGetContext('patronPaymentLinks'),
  }),
});
// Every resource is checked at synth; each acknowledged finding sits next to its construct with a written reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
