/** The HTTP API mirrors the route table: one route per RouteDef, on its group's function. */
import { apiGroups } from '@cmp/functions/platform/route-table';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cdkJson, functionId, synthCmp } from './support/synth.ts';

const template = synthCmp();
const routes = apiGroups.flatMap((g) => g.routes.map((r) => ({ group: g.name, key: `${r.method} /api${r.path}` })));

/** Logical id of the integration that points at a group's function. */
function integrationOf(group: string): string {
  const fnArn = { 'Fn::GetAtt': [functionId(template, group), 'Arn'] };
  const found = Object.entries(
    template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationUri: fnArn } }),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
}

describe('HTTP API', () => {
  it('has one API with one route per RouteDef and nothing else', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    expect(routes.length).toBeGreaterThan(0);
  });

  it('serves the login route', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /api/cmp/base/oauth/login' });
  });

  it.each(routes.map((r) => [r.key, r.group] as const))('%s goes to the %s function', (key, group) => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: key,
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationOf(group) }]] },
    });
  });

  it('uses Lambda proxy integrations with payload format 2.0', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', apiGroups.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('grants API Gateway one invoke permission per function, scoped to this API, not one per route', () => {
    const grants = Object.values(
      template.findResources('AWS::Lambda::Permission', { Properties: { Principal: 'apigateway.amazonaws.com' } }),
    );
    expect(grants).toHaveLength(apiGroups.length);
    for (const g of grants) expect(JSON.stringify(g.Properties.SourceArn)).toContain('/*/*/*');
  });

  it('stays well inside the 500-resource limit of one CloudFormation stack', () => {
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
        Format: Match.stringLikeRegexp('routeKey'),
      },
    });
  });

  it('answers CORS preflights for the configured origins only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: cdkJson.context.allowedOrigins,
        AllowHeaders: ['authorization', 'content-type'],
        AllowMethods: ['GET', 'POST', 'OPTIONS'],
      },
    });
  });
});
