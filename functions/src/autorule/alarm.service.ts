/**
 * The alarm log as the API serves it (issue #15, item 4; docs/api.md "Alarm log"): newest first, by
 * enterprise (a platform caller: all enterprises, or the one it names), a secondary customer (5000)
 * only the alarms of its own rules and cards; another tenant's alarm id answers 404.
 */
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { Condition } from '../shared/data/entity-operations.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { AlarmRecord, AlarmRepository } from './alarm.repository.ts';
import type { RuleCategory } from './rule-model.ts';

/** An alarm as answered (the contract's shape: the list filter's `failed` flag stays inside). */
export const alarmView = (a: AlarmRecord) => {
  const { failed: _f, ...rest } = a;
  return rest;
};

const day = (d: string) => d.replace(/-/g, '');

/** The alarm ids of Shanghai days `from`..`to` (ids start with the Shanghai instant). */
function idRange(from?: string, to?: string): Condition | undefined {
  if (!from && !to) return undefined;
  return {
    expression: 'alarmId BETWEEN :idFrom AND :idTo',
    values: { ':idFrom': `A${from ? day(from) : '0'}`, ':idTo': `A${to ? day(to) : '99999999'}~` },
  };
}

export function createAlarmService(d: {
  alarms: Pick<AlarmRepository, 'page' | 'get' | 'getAny'>;
  /** Enterprise names in the reader's language (the stored one is the language of the firing). */
  names: { enterprises(ids: readonly string[], lang: Lang): Promise<Map<string, string>> };
}) {
  /**
   * Alarms as answered, each enterprise named in the reader's language. A secondary customer sees the
   * enterprise's rules fire on its cards but not where their messages went (the enterprise's phones,
   * e-mails and URLs): action targets are removed for it.
   */
  async function views(p: Principal, alarms: AlarmRecord[], lang: Lang) {
    const names = await d.names.enterprises([...new Set(alarms.map((a) => a.channelCustId))], lang);
    return alarms.map((a) => ({
      ...alarmView(a),
      enterpriseName: names.get(a.channelCustId) ?? a.enterpriseName,
      ...(p.roleType === 5000 ? { actions: a.actions.map((x) => ({ ...x, target: null })) } : {}),
    }));
  }

  /** The enterprise and secondary customer a caller reads; null enterprise: the platform's whole list. */
  const scopeOf = (p: Principal, body: { channelCustId?: string }) => {
    if (isPlatformRole(p) && !body.channelCustId) return { channelCustId: null, owner: null };
    const t = requestedTenant(p, body);
    return { channelCustId: t.channelCustId, owner: p.roleType === 5000 ? t.custId : null };
  };

  return {
    async list(
      p: Principal,
      body: {
        channelCustId?: string;
        ruleId?: string;
        category?: RuleCategory;
        status?: 'ok' | 'failed';
        from?: string;
        to?: string;
        cursor?: string;
        pageSize?: number;
      },
      lang: Lang,
    ) {
      const { channelCustId, owner } = scopeOf(p, body);
      const filter = allOf([
        owner && attributeIs('custId', owner),
        body.ruleId && attributeIs('ruleId', body.ruleId),
        body.category && attributeIs('category', body.category),
        body.status && attributeIs('failed', body.status === 'failed'),
        idRange(body.from, body.to),
      ]);
      const page = await d.alarms.page(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: await views(p, page.items, lang), cursor: page.cursor };
    },

    async detail(p: Principal, body: { alarmId: string; channelCustId?: string }, lang: Lang) {
      const { channelCustId, owner } = scopeOf(p, body);
      const alarm = channelCustId ? await d.alarms.get(channelCustId, body.alarmId) : await d.alarms.getAny(body.alarmId);
      if (!alarm || (owner && alarm.custId !== owner)) throw new AppError('NOT_FOUND', {}, 'alarmId');
      return (await views(p, [alarm], lang))[0]!;
    },
  };
}
