/**
 * The HTTP API: one route per RouteDef of the shared route table, each integrated with its
 * group's Lambda. Authorisation happens in the handlers (middy), which know each route's permission.
 */
import { apiGroups } from '@cmp/functions/platform/route-table';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ApiProps {
  groups: Record<string, IFunction>;
  /**
   * Browser origins allowed to call the API cross-origin. The hosted portal is not one of them:
   * CloudFront serves it and `/api/*` from the same origin.
   */
  allowedOrigins: string[];
}

const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
};

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'CMP /api/cmp routes',
      createDefaultStage: false,
      corsPreflight: props.allowedOrigins.length
        ? {
            allowOrigins: props.allowedOrigins,
            allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.OPTIONS],
            allowHeaders: ['authorization', 'content-type'],
            maxAge: Duration.hours(1),
          }
        : undefined,
    });
    // Own $default stage rather than the implicit one: the implicit one cannot be throttled or logged.
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY }),
        ),
        // JSON with the route key and integration error: what you query when a route misbehaves.
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    for (const group of apiGroups) {
      const fn = props.groups[group.name];
      if (!fn) throw new Error(`No function for API group ${group.name}`);
      // One invoke permission per function scoped to this API (not one per route): 160+ routes
      // would otherwise push the stack past CloudFormation's 500-resource limit.
      const integration = new HttpLambdaIntegration(`${group.name}-integration`, fn, { scopePermissionToRoute: false });
      for (const route of group.routes) {
        this.httpApi.addRoutes({ path: `/api${route.path}`, methods: [HttpMethod[route.method]], integration });
      }
    }
  }

  /** `https://<id>.execute-api.<region>.amazonaws.com/`, without a stage segment ($default). */
  get url(): string {
    return this.stage.url;
  }
}
