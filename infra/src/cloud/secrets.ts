/**
 * Secrets the stack creates. The operator-credential secret: Secrets Manager generates its value
 * at deploy time, the template never holds it, and the functions that seal or open operator
 * credentials derive their AES-256 key from it (functions/src/operator-config/secret-key.ts,
 * docs/decisions.md "Operators"). Retained on stack deletion: without it the sealed credentials in
 * the (also retained) table could never be opened again.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export class Secrets extends Construct {
  readonly operatorSecret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.operatorSecret = new Secret(this, 'OperatorSecret', {
      description: 'CMP: the key of the operator-account credentials is the SHA-256 of this value',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
