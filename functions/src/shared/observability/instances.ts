/**
 * One Logger and one Metrics per process (Powertools), created on first use so that the
 * POWERTOOLS_* variables of the environment (set by CDK in AWS, by the local stack on this
 * machine) are read after they are set. The Tracer, which pulls in aws-xray-sdk-core, lives in
 * tracing.ts and is loaded only when tracing is on.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { once } from '../aws/once.ts';
import { redactSecrets } from './redact.ts';

/** The CloudWatch namespace of every CMP metric (the dashboard and alarms read it). */
export const METRICS_NAMESPACE = 'CMP';

/** Service name from POWERTOOLS_SERVICE_NAME (one per Lambda in AWS). */
export const logger = once(() => new Logger({ jsonReplacerFn: redactSecrets }));

export const metrics = once(() => {
  // Metric problems (an empty flush, an overwritten dimension) go to the structured log, not to stdout.
  const m = new Metrics({ namespace: METRICS_NAMESPACE, logger: logger() });
  // The only dimension is the one each metric declares (`route`, `job`): route and job names are
  // unique across the whole product, so dashboards and alarms need not know each function's service.
  m.clearDefaultDimensions();
  return m;
});
