/** The portal distribution: private origin, SPA routing, `/api/*` passed through untouched, the widgets at `/widgets/*`. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, describe, expect, it } from 'vitest';
import { outputRef, resourcesOf, synthCmp } from './support/synth.ts';

// A stand-in portal build, so the deployment path is exercised without building the portal.
const portalDist = mkdtempSync(join(tmpdir(), 'cmp-portal-dist-'));
writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>CMP</title>');
const widgetsDist = mkdtempSync(join(tmpdir(), 'cmp-widgets-dist-'));
writeFileSync(join(widgetsDist, 'cmp-widgets.js'), '/* loader */');
afterAll(() => {
  rmSync(portalDist, { recursive: true, force: true });
  rmSync(widgetsDist, { recursive: true, force: true });
});
const template = synthCmp({ portalDist, widgetsDist });
const distribution = Object.values(resourcesOf(template)).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties
  .DistributionConfig;

describe('CloudFront distribution', () => {
  it('serves the private portal bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution.DefaultRootObject).toBe('index.html');
    const s3Origin = distribution.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin).toMatchObject({
      DomainName: { 'Fn::GetAtt': [outputRef(template, 'PortalBucketName'), 'RegionalDomainName'] },
      OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] },
    });
  });

  it('routes client-side paths to index.html per request, never rewriting API errors', () => {
    // Distribution-wide 403/404 → index.html would also hide the API's own 403/404 answers.
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('forwards /api/* to the HTTP API uncached, with every viewer header except Host', () => {
    expect(distribution.CacheBehaviors[0]).toEqual(
      expect.objectContaining({
        PathPattern: '/api/*',
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      }),
    );
    const apiOrigin = distribution.Origins.find((o: { Id: string }) => o.Id === distribution.CacheBehaviors[0].TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
  });

  it('serves the partner widgets at /widgets/* from the portal bucket to any origin, without the SPA rewrite', () => {
    const widgets = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/widgets/*');
    expect(widgets).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: ResponseHeadersPolicy.CORS_ALLOW_ALL_ORIGINS.responseHeadersPolicyId,
      Compress: true,
    });
    expect(widgets.FunctionAssociations).toBeUndefined();
    const s3Origin = distribution.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(widgets.TargetOriginId).toBe(s3Origin.Id);
  });
});

describe('portal and widget deployments', () => {
  it('uploads a built portal, leaving the widgets to their own deployment, and invalidates the distribution', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: outputRef(template, 'PortalBucketName') },
      DistributionPaths: ['/*'],
      Exclude: ['widgets/*'],
    });
  });

  it('uploads the built widgets under widgets/ and invalidates only their paths', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: outputRef(template, 'PortalBucketName') },
      DestinationBucketKeyPrefix: 'widgets/',
      DistributionPaths: ['/widgets/*'],
    });
  });
});
