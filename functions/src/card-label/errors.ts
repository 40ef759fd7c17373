import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of labels (44001..), card types (44101..) and test cards; merged into the one catalogue. */
export const cardLabelErrors = {
  LABEL_NAME_TAKEN: {
    status: 409,
    errorCode: 44001,
    zh: '标签名称“{name}”已存在',
    en: 'A label named "{name}" already exists',
  },
  LABEL_TOO_MANY_CARDS: {
    status: 422,
    errorCode: 44002,
    zh: '一个标签最多关联 {max} 张卡',
    en: 'A label can hold at most {max} cards',
  },
  CARD_TYPE_CODE_TAKEN: {
    status: 409,
    errorCode: 44101,
    zh: '卡类型编码“{code}”已存在',
    en: 'A card type with the code "{code}" already exists',
  },
  CARD_TYPE_IN_USE: {
    status: 409,
    errorCode: 44102,
    zh: '该卡类型仍有 {count} 张库存卡在使用，不能删除',
    en: 'This card type is still used by {count} stock card(s) and cannot be deleted',
  },
  CARD_TYPE_TEMP_RANGE: {
    status: 422,
    errorCode: 44103,
    zh: '最高工作温度必须高于最低工作温度',
    en: 'The maximum operating temperature must be above the minimum',
  },
  CARD_TYPE_CODE_FIXED: {
    status: 422,
    errorCode: 44104,
    zh: '卡类型编码创建后不能修改',
    en: 'The code of a card type cannot be changed once created',
  },
} as const satisfies Record<string, ErrorDef>;
