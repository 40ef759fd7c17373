import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppError } from '../http/error-catalogue.ts';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** One write of a transaction and the domain error it stands for when its condition fails. */
export interface TransactStep {
  item: TransactItem;
  onFail: AppError;
}

/** Runs the steps as one transaction; a failed condition becomes the domain error of the first step that failed. */
export async function transactSteps(db: DynamoDBDocumentClient, steps: TransactStep[]): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: steps.map((s) => s.item) }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const failed = error.CancellationReasons?.findIndex((r) => r.Code === 'ConditionalCheckFailed') ?? -1;
    throw failed >= 0 ? steps[failed]!.onFail : error;
  }
}
