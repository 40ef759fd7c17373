/**
 * The single table, built from the shared table definition so the local DynamoDB and the cloud
 * table cannot disagree on keys, TTL or indexes.
 */
import { tableDefinition } from '@cmp/functions/platform/table-definition';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

const str = (name: string) => ({ name, type: AttributeType.STRING });

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, tableDefinition.logicalName, {
      partitionKey: str(tableDefinition.partitionKey),
      sortKey: str(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      // Ledgers and accounts live here: deleting the stack must never delete the data.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
