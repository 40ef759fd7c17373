/**
 * CDK entry point (cdk.json → `npx tsx infra/src/cloud/app.ts`). No env is set: the stack
 * deploys to whatever account/region the CLI credentials point at, and synth needs none.
 */
import { App, Tags } from 'aws-cdk-lib';
import { CmpStack } from './stack.ts';

const app = new App();

/** `-c allowedOrigins=https://partner.example,http://localhost:5173` (or a JSON array in cdk.json). */
function allowedOrigins(): string[] {
  const value: unknown = app.node.tryGetContext('allowedOrigins');
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

const stackName = app.node.tryGetContext('stackName') ?? 'Cmp';
// `-c mailFrom='CMP <alarms@example.com>'`: notification e-mail through SES from that domain (mail.ts).
const mailFrom: unknown = app.node.tryGetContext('mailFrom');
new CmpStack(app, stackName, {
  allowedOrigins: allowedOrigins(),
  description: 'CMP connectivity management portal',
  ...(typeof mailFrom === 'string' && mailFrom ? { mailFrom } : {}),
});
Tags.of(app).add('project', 'cmp');

app.synth();
