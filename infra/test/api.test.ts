/**
 * The HTTP API carries the route table's routes as planned by api-routes.ts (greedy per prefix a
 * Lambda owns, exact where Lambdas share one), each on its group's function (its area's, route-table.ts `apiAreas`). Whether every route is
 * reached by the right function is route-capacity.test.ts.
 */
import { apiGroups, apiLambdas } from '@cmp/functions/platform/route-table';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { defaultRouteTable, groupsByLambda, planApiRoutes } from '../src/cloud/api-routes.ts';
import { apiRoutesOf } from './support/api-routes.ts';
import { cdkJson, functionId, synthCmp } from './support/synth.ts';

const template = synthCmp();
const planned = planApiRoutes(groupsByLambda(defaultRouteTable));

/** Logical id of the integration that points at an API Lambda (an area's or a group's own). */
function integrationOf(lambda: string): string {
  const fnArn = { 'Fn::GetAtt': [functionId(template, lambda), 'Arn'] };
  const found = Object.entries(
    template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationUri: fnArn } }),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
}

describe('HTTP API', () => {
  it('has one API with exactly the planned routes, far fewer than the route table has', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    const deployed = apiRoutesOf(template).map((r) => `${r.routeKey} → ${r.fn}`);
    expect(deployed.sort()).toEqual(planned.map((r) => `${r.method} /api${r.path} → ${r.group}`).sort());
    const tableRoutes = apiGroups.reduce((n, g) => n + g.routes.length, 0);
    expect(planned.length).toBeLessThan(tableRoutes / 2);
  });

  it('serves a group that owns its prefix with one greedy route (auth: /cmp/base/oauth)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'ANY /api/cmp/base/oauth/{proxy+}',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationOf('auth') }]] },
    });
  });

  it("gives a route exactly where another Lambda owns the prefix (the card export under the cards area's paths)", () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'ANY /api/cmp/sim/card/{proxy+}',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationOf('cards') }]] },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/cmp/sim/card/export',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationOf('download') }]] },
    });
  });

  it('uses Lambda proxy integrations with payload format 2.0', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', apiLambdas.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('invokes every group’s function as one role of the API, with no resource-based permission per function', () => {
    expect(template.findResources('AWS::Lambda::Permission', { Properties: { Principal: 'apigateway.amazonaws.com' } })).toEqual(
      {},
    );
    const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration'));
    const roles = new Set(integrations.map((i) => JSON.stringify(i.Properties.CredentialsArn)));
    expect(roles.size).toBe(1);
    const [role] = [...roles];
    expect(role).toContain('InvokeRole');
    const roleId = JSON.parse(role!)['Fn::GetAtt'][0] as string;
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: { Statement: [{ Action: 'sts:AssumeRole', Principal: { Service: 'apigateway.amazonaws.com' } }] },
    });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties.PolicyDocument.Statement as { Action: string; Resource: unknown[] }[];
    expect(statements).toEqual([expect.objectContaining({ Action: 'lambda:InvokeFunction' })]);
    expect(statements[0]!.Resource).toHaveLength(apiLambdas.length);
  });

  it('stays well inside the 500-resource limit of one CloudFormation stack (doubled table: route-capacity.test.ts)', () => {
    const count = Object.keys(template.toJSON().Resources).length;
    expect(count).toBeLessThanOrEqual(450);
  });

  it('throttles and logs the $default stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
        Format: Match.stringLikeRegexp(
          '"routeKey":"\\$context.routeKey","method":"\\$context.httpMethod","path":"\\$context.path"',
        ),
      },
    });
  });

  it('answers CORS preflights for the configured origins only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: cdkJson.context.allowedOrigins,
        AllowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        ExposeHeaders: ['idempotent-replayed'],
        AllowMethods: ['GET', 'POST', 'OPTIONS'],
      },
    });
  });
});
