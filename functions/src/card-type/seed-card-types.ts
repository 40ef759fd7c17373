import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { cardTypeCodeEntity, cardTypeEntity } from '../shared/data/entities/card-type.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { demoCardTypes } from './card-type-model.ts';

/** Writes the demo card types and their code claims (local seed; idempotent). */
export async function seedCardTypes(db: DocumentClient, tableName: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const store = entityStore(db, () => tableName);
  for (const type of demoCardTypes) {
    await store.put(cardTypeEntity, { ...type, createdAt: at, updatedAt: at });
    await store.put(cardTypeCodeEntity, { code: type.code, typeId: type.typeId });
  }
}
