import { randomUUID } from 'node:crypto';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type CardGrade, type CardType, type FormFactor, validTempRange } from './card-type-model.ts';
import type { CardTypeRepository } from './card-type.repository.ts';

export interface CardTypeInput {
  typeId?: string;
  code: string;
  name: string;
  formFactor: FormFactor;
  grade: CardGrade;
  tempMinC: number;
  tempMaxC: number;
  remark?: string;
}

/** The card type catalogue: every card role reads it; the platform (1000/2000 with 2050001/2) manages it. */
export function createCardTypeService(d: { types: CardTypeRepository; clock: () => Date }) {
  /** The catalogue is the platform's: a channel role never writes it, whatever its permission set. */
  const platformOnly = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };

  return {
    list: (_p: Principal, body: { formFactor?: FormFactor; cursor?: string; pageSize?: number }) =>
      d.types.page({ formFactor: body.formFactor, cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE }),

    async save(p: Principal, body: CardTypeInput): Promise<CardType> {
      platformOnly(p);
      if (!validTempRange(body.tempMinC, body.tempMaxC)) throw new AppError('CARD_TYPE_TEMP_RANGE', {}, 'tempMaxC');
      const now = d.clock().toISOString();
      const fields = {
        name: body.name.trim(),
        formFactor: body.formFactor,
        grade: body.grade,
        tempMinC: body.tempMinC,
        tempMaxC: body.tempMaxC,
        remark: (body.remark ?? '').trim(),
        updatedAt: now,
      };
      if (!body.typeId) {
        const type: CardType = {
          typeId: `CT${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`,
          code: body.code,
          ...fields,
          stockCount: 0,
          createdAt: now,
        };
        await d.types.create(type);
        return type;
      }
      const before = await d.types.get(body.typeId);
      if (!before) throw new AppError('NOT_FOUND', {}, 'typeId');
      if (before.code !== body.code) throw new AppError('CARD_TYPE_CODE_FIXED', {}, 'code');
      return d.types.update(body.typeId, fields);
    },

    async remove(p: Principal, body: { typeId: string }) {
      platformOnly(p);
      const type = await d.types.get(body.typeId);
      if (!type) throw new AppError('NOT_FOUND', {}, 'typeId');
      await d.types.remove(type);
      return { typeId: type.typeId };
    },
  };
}
