import type { Operator } from '../card/card-record.ts';
import type { CatalogueStore } from '../commserv/catalogue-store.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { operatorGoodsEntity } from '../shared/data/entities/catalogue.entity.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type FlowUnit, bestUnit, toBytes } from './flow-units.ts';

/** Operator goods (standard rate plan import): the operator's data, SMS and package products. */
export const goodsKinds = ['data', 'sms', 'package'] as const;
export type GoodsKind = (typeof goodsKinds)[number];
/** 1 on sale (usable), 0 withdrawn. */
export const goodsStatuses = [1, 0] as const;
export type GoodsStatus = (typeof goodsStatuses)[number];

export interface OperatorGoods {
  goodsId: string;
  kind: GoodsKind;
  operator: Operator;
  code: string;
  name: string;
  volumeBytes?: number;
  smsCount?: number;
  validityMonths: number;
  priceFen: number;
  status: GoodsStatus;
  createdAt: string;
  updatedAt: string;
}

export interface GoodsInput {
  kind: GoodsKind;
  operator: Operator;
  code: string;
  name: string;
  volume?: number;
  unit?: FlowUnit;
  smsCount?: number;
  validityMonths: number;
  priceFen: number;
}

export const goodsPk = (kind: GoodsKind) => operatorGoodsEntity.key({ kind: kind.toUpperCase(), goodsId: '' }).pk;

/**
 * The list filter of a kind. The package list always filters status 1 (spec §7): a withdrawn
 * package is never offered, whatever the caller asks for.
 */
export function goodsListFilter(kind: GoodsKind, o: { operator?: Operator; status?: GoodsStatus }) {
  return { operator: o.operator, status: kind === 'package' ? 1 : o.status };
}

export function createOperatorGoodsService(deps: { store: CatalogueStore; clock: () => Date }) {
  const { store, clock } = deps;
  const guard = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  const key = (kind: GoodsKind, goodsId: string) => operatorGoodsEntity.key({ kind: kind.toUpperCase(), goodsId });
  const withDisplay = (g: OperatorGoods) => ({
    ...g,
    ...(g.volumeBytes !== undefined ? { volume: bestUnit(g.volumeBytes) } : {}),
  });

  return {
    async list(
      p: Principal,
      o: { kind: GoodsKind; operator?: Operator; status?: GoodsStatus; name?: string; cursor?: string; pageSize?: number },
    ): Promise<Page<ReturnType<typeof withDisplay>>> {
      guard(p);
      const page = await store.page<OperatorGoods>(goodsPk(o.kind), {
        filter: { equals: goodsListFilter(o.kind, o), contains: { name: o.name?.trim() } },
        cursor: o.cursor,
        pageSize: o.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { ...page, items: page.items.map(withDisplay) };
    },
    async add(p: Principal, input: GoodsInput): Promise<OperatorGoods> {
      guard(p);
      const needsVolume = input.kind !== 'sms';
      const needsSms = input.kind === 'sms';
      if (needsVolume && (input.volume === undefined || !input.unit)) {
        throw new AppError('VALIDATION', { reasonKey: 'required' }, 'volume');
      }
      if (needsSms && input.smsCount === undefined) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'smsCount');
      const at = clock().toISOString();
      const code = input.code.trim();
      const record: OperatorGoods = {
        // One good per operator and code within a kind: the id is the claim.
        goodsId: `${input.operator}-${code}`,
        kind: input.kind,
        operator: input.operator,
        code,
        name: input.name.trim(),
        ...(input.volume !== undefined && input.unit ? { volumeBytes: toBytes(input.volume, input.unit) } : {}),
        ...(input.smsCount !== undefined ? { smsCount: input.smsCount } : {}),
        validityMonths: input.validityMonths,
        priceFen: input.priceFen,
        status: 1,
        createdAt: at,
        updatedAt: at,
      };
      await store.create(key(record.kind, record.goodsId), record, 'OPERATOR_GOODS_CODE_TAKEN');
      return record;
    },
    async remove(p: Principal, kind: GoodsKind, goodsId: string): Promise<null> {
      guard(p);
      await store.remove(key(kind, goodsId), 'OPERATOR_GOODS_NOT_FOUND');
      return null;
    },
    async setStatus(p: Principal, kind: GoodsKind, goodsId: string, status: GoodsStatus): Promise<OperatorGoods> {
      guard(p);
      const current = await store.get<OperatorGoods>(key(kind, goodsId));
      if (!current) throw new AppError('OPERATOR_GOODS_NOT_FOUND', {}, 'goodsId');
      const record = { ...current, status, updatedAt: clock().toISOString() };
      await store.replace(key(kind, goodsId), record, 'OPERATOR_GOODS_NOT_FOUND');
      return record;
    },
  };
}
