/** The card type catalogue of the platform: a type and the claim that keeps its code unique. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

/** 2FF mini, 3FF micro, 4FF nano, MFF2 embedded (soldered) chip, and the triple cut-out card. */
export const FORM_FACTORS = ['2FF', '3FF', '4FF', 'MFF2', 'TRIPLE'] as const;
export const CARD_GRADES = ['consumer', 'industrial', 'automotive'] as const;

export const cardTypeEntity = /* @__PURE__ */ entity({
  name: 'card type',
  attributes: {
    typeId: attr<string>(),
    /** Unique in the catalogue and fixed once created (stock records refer to it). */
    code: attr<string>(),
    name: attr<string>(),
    formFactor: attr<(typeof FORM_FACTORS)[number]>(),
    grade: attr<(typeof CARD_GRADES)[number]>(),
    tempMinC: attr<number>(),
    tempMaxC: attr<number>(),
    remark: attr<string>(),
    /** Stock cards of this type; a type in use cannot be deleted. Maintained by the stock area. */
    stockCount: attr<number>(),
    createdAt: attr<string>(),
    updatedAt: attr<string>(),
  },
  key: ({ typeId }: { typeId: string }) => keys.cardType(typeId),
});

export const cardTypeCodeEntity = /* @__PURE__ */ entity({
  name: 'card type code claim',
  attributes: { typeId: attr<string>() },
  key: ({ code }: { code: string }) => keys.cardTypeCode(code),
});
