/**
 * Builds the cloud stack the way `cdk synth` does (same cdk.json context and feature flags) and
 * returns its template, plus lookups that follow references instead of guessing logical ids.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { CmpStack, type CmpStackProps } from '../../src/cloud/stack.ts';

export const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  app: string;
  output: string;
  context: Record<string, unknown>;
};

export interface SynthOptions extends CmpStackProps {
  /**
   * Synthesize like `cdk synth`: bundle the Lambda entries with esbuild and run CDK's built-in
   * CloudFormation schema validation (seconds each). Suites that only read the template's shape skip both.
   */
  full?: boolean;
}

/** Synthesizes into a temporary directory removed after the calling test file. */
export function synthCmp({ full = false, ...props }: SynthOptions = {}): Template {
  const outdir = mkdtempSync(join(tmpdir(), 'cmp-cdk-test-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const context = { ...cdkJson.context, ...(full ? {} : { 'aws:cdk:bundling-stacks': [] }) };
  const app = new App({ outdir, context, builtinCloudFormationValidation: full });
  const allowedOrigins = cdkJson.context.allowedOrigins as string[];
  // A portal build on the developer's disk must not change what the suites see.
  const stack = new CmpStack(app, 'Cmp', {
    allowedOrigins,
    portalDist: join(outdir, 'no-portal'),
    widgetsDist: join(outdir, 'no-widgets'),
    ...props,
  });
  return Template.fromStack(stack);
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Template JSON, read the way a CloudFormation document is read: by known property names. */
// biome-ignore lint/suspicious/noExplicitAny: synthesized templates are untyped JSON
export type CfnResources = Record<string, { Type: string; Properties: Record<string, any> }>;
export const resourcesOf = (template: Template): CfnResources => template.toJSON().Resources;

/** Logical id of the Lambda built for an API group or worker (matched by its description). */
export function functionId(template: Template, name: string): string {
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, r]) =>
    String((r as Resource).Properties?.Description ?? '').match(new RegExp(`^CMP (api|worker) ${name} \\(`)),
  );
  if (found.length !== 1) throw new Error(`Expected one function ${name}, found ${found.length}`);
  return found[0]![0];
}

/** Logical id behind a stack output whose value is a plain Ref. */
export function outputRef(template: Template, outputId: string): string {
  const output = template.findOutputs(outputId)[outputId] as { Value: { Ref?: string } } | undefined;
  const ref = output?.Value.Ref;
  if (!ref) throw new Error(`Output ${outputId} is missing or not a Ref`);
  return ref;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Statements of every inline policy of a role: its own `Policies` and the AWS::IAM::Policy resources attached to it. */
export function roleStatements(template: Template, roleId: string): Statement[] {
  const attached = (p: unknown) =>
    ((p as Resource).Properties?.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId }));
  const role = template.toJSON().Resources[roleId] as Resource | undefined;
  const own = ((role?.Properties?.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
  return [
    ...own,
    ...Object.values(template.findResources('AWS::IAM::Policy'))
      .filter(attached)
      .flatMap((p) => ((p as Resource).Properties?.PolicyDocument as { Statement: Statement[] }).Statement),
  ];
}

/** Logical id of the role in a `{ "Fn::GetAtt": [role, "Arn"] }` property. */
export const roleIdOf = (roleArn: unknown): string => (roleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

/** Statements of a function's execution role. */
export function statementsOf(template: Template, fnId: string): Statement[] {
  const fn = template.toJSON().Resources[fnId] as { Properties: { Role: unknown } };
  return roleStatements(template, roleIdOf(fn.Properties.Role));
}

export const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
