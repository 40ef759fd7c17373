/**
 * The portal: a private bucket behind CloudFront (origin access control), with `/api/*` routed
 * to the HTTP API so the browser talks to one origin and needs no CORS. The partner widgets'
 * script and chunks (widgets/dist) live in the same bucket under `widgets/`, served at `/widgets/*`
 * to any origin (partner pages include the script; what they may read is the widget token's).
 */
import { Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { portalBuilt, widgetsBuilt } from './paths.ts';
import { secureBucket } from './secure-bucket.ts';

export interface HostingProps {
  /** `https://<id>.execute-api.<region>.amazonaws.com` of the HTTP API. */
  apiEndpoint: string;
  /** The built portal (index.html and assets); deployed only when it exists at synth time. */
  portalDist: string;
  /** The built partner widgets (cmp-widgets.js and its chunks); deployed under `widgets/` when they exist. */
  widgetsDist?: string;
}

/**
 * SPA fallback done per request, not with distribution-wide custom error responses: those would
 * also turn the API's own 403/404 answers (spec §8) into index.html with status 200.
 */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export class Hosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);
    this.bucket = secureBucket(this, 'PortalBucket');
    const apiHost = Fn.select(2, Fn.split('/', props.apiEndpoint));
    const bucketOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'CMP portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: bucketOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new EdgeFunction(this, 'SpaRewrite', {
              code: FunctionCode.fromInline(spaRewrite),
              runtime: FunctionRuntime.JS_2_0,
              comment: 'Serve index.html for client-side routes',
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // POST must not be redirected (browsers would replay it as GET), so HTTPS only.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // The API must see Authorization and the query string, but its own Host header.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        // The widget loader and its chunks: files only (no SPA rewrite), readable from any page.
        '/widgets/*': {
          origin: bucketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: ResponseHeadersPolicy.CORS_ALLOW_ALL_ORIGINS,
          compress: true,
        },
      },
    });

    if (portalBuilt(props.portalDist)) {
      new BucketDeployment(this, 'PortalDeployment', {
        sources: [Source.asset(props.portalDist)],
        destinationBucket: this.bucket,
        // Its pruning leaves the widgets' own deployment alone.
        exclude: ['widgets/*'],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
    if (props.widgetsDist && widgetsBuilt(props.widgetsDist)) {
      new BucketDeployment(this, 'WidgetsDeployment', {
        sources: [Source.asset(props.widgetsDist)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'widgets/',
        distribution: this.distribution,
        distributionPaths: ['/widgets/*'],
        memoryLimit: 512,
      });
    }
  }
}
