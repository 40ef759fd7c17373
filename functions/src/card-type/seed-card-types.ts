import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/data/keys.ts';
import { demoCardTypes } from './card-type-model.ts';

/** Writes the demo card types and their code claims (local seed; idempotent). */
export async function seedCardTypes(db: DynamoDBDocumentClient, tableName: string, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const type of demoCardTypes) {
    await db.send(
      new PutCommand({ TableName: tableName, Item: { ...keys.cardType(type.typeId), ...type, createdAt: at, updatedAt: at } }),
    );
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.cardTypeCode(type.code), typeId: type.typeId } }));
  }
}
