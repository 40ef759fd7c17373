import { randomUUID } from 'node:crypto';
import type { Filter } from '../plan/query-page.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { checkApnAddresses } from './apn-rules.ts';
import type { Apn, ApnRepository } from './apn.repository.ts';

export type ApnInput = Omit<Apn, 'apnId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** APNs are platform catalogue data: platform roles list and change them (behind 7000000 / 7030001-2). */
export function createApnService(deps: { apns: ApnRepository; clock: () => Date }) {
  const now = () => deps.clock().toISOString();
  const requirePlatform = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };
  const validate = (input: ApnInput) => {
    const v = checkApnAddresses(input);
    if (v) throw new AppError(v.key, v.params, v.field);
  };
  return {
    async list(p: Principal, body: { name?: string; operator?: string; cursor?: string; pageSize?: number }) {
      requirePlatform(p);
      const clauses: string[] = [];
      const filter: Filter = { expression: '', names: {}, values: {} };
      if (body.name) {
        clauses.push('contains(#n, :n)');
        filter.names['#n'] = 'name';
        filter.values[':n'] = body.name;
      }
      if (body.operator) {
        clauses.push('#o = :o');
        filter.names['#o'] = 'operator';
        filter.values[':o'] = body.operator;
      }
      filter.expression = clauses.join(' AND ');
      return deps.apns.list(clauses.length ? filter : undefined, {
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
    },
    async detail(p: Principal, body: { apnId: string }) {
      requirePlatform(p);
      const apn = await deps.apns.get(body.apnId);
      if (!apn) throw new AppError('APN_NOT_FOUND');
      return apn;
    },
    async save(p: Principal, input: ApnInput): Promise<Apn> {
      requirePlatform(p);
      validate(input);
      const at = now();
      const apnId = `A${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
      const apn: Apn = { ...input, apnId, createdBy: p.loginName, createdAt: at, updatedAt: at };
      await deps.apns.create(apn);
      return apn;
    },
    async update(p: Principal, body: ApnInput & { apnId: string }): Promise<Apn> {
      requirePlatform(p);
      validate(body);
      const current = await deps.apns.get(body.apnId);
      if (!current) throw new AppError('APN_NOT_FOUND');
      const apn: Apn = { ...current, ...body, updatedAt: now() };
      await deps.apns.update(apn, current.name);
      return apn;
    },
  };
}
