/**
 * The HTTP API: the routes api-routes.ts plans from the shared route table (a greedy route per
 * prefix that one group owns, exact routes where groups share a prefix), each integrated with its
 * group's Lambda. The handlers resolve the route table's route by method and path and authorise
 * it (middy), so they know each route's permission.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpStage,
  IntegrationCredentials,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type RouteTable, defaultRouteTable, groupsByLambda, planApiRoutes } from './api-routes.ts';

export interface ApiProps {
  /** API Lambda name (an area or a group of its own) → function. */
  functions: Record<string, IFunction>;
  /**
   * Browser origins allowed to call the API cross-origin. The hosted portal is not one of them:
   * CloudFront serves it and `/api/*` from the same origin.
   */
  allowedOrigins: string[];
  /** The API groups and the Lambda of each to route; the real route table's unless a test passes another. */
  routeTable?: RouteTable;
}

const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  // A greedy route key names a prefix; the path names the route the handler resolved.
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
};

/**
 * A Lambda proxy integration (payload 2.0) that API Gateway invokes with one role of the API's own
 * (`credentials`) instead of a resource-based permission on each function: one role and policy for
 * every group rather than one permission per group, so routes and groups can grow without the
 * stack's resource count growing with them (infra/test/route-capacity.test.ts).
 */
class RoleLambdaIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
    private readonly role: IRole,
  ) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}

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
            // Idempotency-Key in, Idempotent-Replayed out (functions/src/shared/http/idempotency.ts).
            allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
            exposeHeaders: ['idempotent-replayed'],
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

    // Routes are planned per Lambda: an area's groups share one function, so one integration and
    // greedy routes over their common prefixes.
    const lambdas = groupsByLambda(props.routeTable ?? defaultRouteTable);
    // API Gateway invokes the groups' functions as this role: one role and one policy for all of
    // them, so neither routes nor groups multiply the stack's permissions.
    const invoker = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway invokes the functions of the API groups',
    });
    const integrations = new Map<string, RoleLambdaIntegration>();
    for (const lambda of lambdas) {
      const fn = props.functions[lambda.name];
      if (!fn) throw new Error(`No function for API Lambda ${lambda.name}`);
      integrations.set(lambda.name, new RoleLambdaIntegration(`${lambda.name}-integration`, fn, invoker));
    }
    // One statement naming each function (no versions or aliases are invoked): the policy stays small.
    invoker.addToPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: lambdas.map((l) => props.functions[l.name]!.functionArn),
      }),
    );
    for (const route of planApiRoutes(lambdas)) {
      this.httpApi.addRoutes({
        path: `/api${route.path}`,
        methods: [HttpMethod[route.method]],
        integration: integrations.get(route.group)!,
      });
    }
  }

  /** `https://<id>.execute-api.<region>.amazonaws.com/`, without a stage segment ($default). */
  get url(): string {
    return this.stage.url;
  }
}
