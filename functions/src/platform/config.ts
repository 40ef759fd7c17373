/**
 * Runtime configuration, read from the environment once. The same variable names are set by the
 * CDK app on every Lambda and by the local stack on its in-process handlers.
 */
export const envNames = {
  tableName: 'TABLE_NAME',
  assetsBucket: 'ASSETS_BUCKET',
  exportsBucket: 'EXPORTS_BUCKET',
  importsBucket: 'IMPORTS_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Token issuer; defaults to the Cognito issuer of the region and pool. */
  tokenIssuer: 'TOKEN_ISSUER',
  /** JWKS URL; defaults to `<issuer>/.well-known/jwks.json`. */
  jwksUri: 'JWKS_URI',
  batchStateMachineArn: 'BATCH_STATE_MACHINE_ARN',
  exportStateMachineArn: 'EXPORT_STATE_MACHINE_ARN',
  cardImportStateMachineArn: 'CARD_IMPORT_STATE_MACHINE_ARN',
  billRunStateMachineArn: 'BILL_RUN_STATE_MACHINE_ARN',
  writeOffCycleStateMachineArn: 'WRITE_OFF_CYCLE_STATE_MACHINE_ARN',
  eventBusName: 'EVENT_BUS_NAME',
  /** `off` disables the captcha check; only the local stack may set it. */
  captcha: 'CMP_CAPTCHA',
  /** Base64 AES-256 key that encrypts operator-account credentials (cloud: from a Secrets Manager secret). */
  operatorSecretKey: 'OPERATOR_SECRET_KEY',
  /** Cloud: ARN of the Secrets Manager secret the operator-credential key is derived from (operator-config/secret-key.ts). */
  operatorSecretArn: 'OPERATOR_SECRET_ARN',
  /** The From of notification e-mail (`CMP <alarms@example.com>`); cloud: from the `mailFrom` context. */
  mailFrom: 'MAIL_FROM',
  /** Local only: the SMTP server notification e-mail goes to (`smtp://127.0.0.1:<port>`); unset: Amazon SES. */
  smtpUrl: 'SMTP_URL',
  /** `allow` lets API messages go to private and loopback addresses (the local stack and tests only). */
  notifyPrivateTargets: 'NOTIFY_PRIVATE_TARGETS',
} as const;

export type ConfigKey = keyof typeof envNames;

export function config(key: ConfigKey): string {
  const value = process.env[envNames[key]];
  if (value === undefined || value === '') {
    if (key === 'tokenIssuer') {
      const region = process.env.AWS_REGION ?? 'us-east-1';
      return `https://cognito-idp.${region}.amazonaws.com/${config('userPoolId')}`;
    }
    if (key === 'jwksUri') return `${config('tokenIssuer')}/.well-known/jwks.json`;
    if (key === 'captcha' || key === 'eventBusName' || key === 'smtpUrl' || key === 'notifyPrivateTargets') return '';
    throw new Error(`Missing environment variable ${envNames[key]}`);
  }
  return value;
}
