import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of an enterprise's card index shard count (50800–50819, docs/api.md "Card index shards"). */
export const customerErrors = {
  CARD_SHARDS_RANGE: {
    status: 400,
    errorCode: 50800,
    zh: '卡索引分片数必须是 1 到 {max} 之间的整数',
    en: 'The card index shard count must be a whole number from 1 to {max}',
  },
  /** The count may change only while the enterprise has no cards: its cards' index keys depend on it. */
  CARD_SHARDS_HAS_CARDS: {
    status: 409,
    errorCode: 50801,
    zh: '该企业已有卡片，卡索引分片数只能在企业没有任何卡片时修改',
    en: 'This enterprise already has cards: its card index shard count may change only while it has no cards',
  },
  CARD_SHARDS_NO_ENTERPRISE: { status: 404, errorCode: 50802, zh: '企业不存在', en: 'The enterprise does not exist' },
} as const satisfies Record<string, ErrorDef>;
