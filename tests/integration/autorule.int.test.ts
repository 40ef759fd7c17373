/**
 * Automation rules (issue #15, items 1, 2 and 5) against the local stack: add, read, list with its
 * filters, edit at the version read, switch, delete; the match index kept true by every change
 * (`rulesFor`: one Query); an API message's signing secret answered once, kept by edits, never in an answer or the index; spec §5
 * contact messages in both languages; tenant isolation (another enterprise's rule answers 404, a
 * secondary customer sees and targets only its own); and the dry run over the seeded usage.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAutoRuleRepository } from '../../functions/src/autorule/autorule.repository.ts';
import { openSigningSecret } from '../../functions/src/autorule/autorule.service.ts';
import { type ApiResult, type Page, call, login } from '../support/api-client.ts';
import { stackDb, stackItem } from '../support/cards.ts';

interface Rule {
  ruleId: string;
  channelCustId: string;
  custId: string | null;
  name: string;
  category: string;
  enabled: boolean;
  version: number;
  trigger: Record<string, unknown>;
  target: { kind: string; id?: string };
  targetName: string | null;
  actions: { type: number; url?: string; hasSecret?: boolean }[];
  secret?: string;
}
interface DryRun {
  from: string;
  to: string;
  cardsRead: number;
  capped: boolean;
  total: number;
  subjects: number;
  firings: { day: string; subject: string; subjectLabel: string; period: string; value: number }[];
}

type Login = 'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const t = {} as Record<Login, string>;
const run = Date.now().toString(36).slice(-6).toUpperCase();
const usageRule = {
  name: `IT usage ${run}`,
  triggerKind: 'cycleUsage',
  unit: 'percent',
  threshold: 80,
  clearThreshold: 50,
  targetKind: 'enterprise',
  actions: [{ type: 2 }],
  emails: 'noc@acme.example',
};
const rules = () => createAutoRuleRepository(stackDb(), () => inject('stack').env.TABLE_NAME as string);
const ok = <T>(r: ApiResult<T>, status = 200): T => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.data as T;
};
const add = (body: Record<string, unknown>, as: Login = 'acme') => call<Rule>('/cmp/autorule/add', body, { token: t[as] });

beforeAll(async () => {
  for (const l of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[l] = await login(l);
});

describe('automation rules: add, read, edit, switch, delete with the match index', () => {
  it('keeps the index entry exactly while the rule is on, under its trigger kind', async () => {
    const made = ok(await add(usageRule), 201);
    expect(made).toMatchObject({ channelCustId: 'C1001', custId: null, category: 'A', enabled: true, version: 1 });
    expect(made.ruleId).toMatch(/^R\d{17}[0-9A-F]{6}$/);
    const indexed = async (kind: string) =>
      (await rules().rulesFor('C1001', kind as never)).filter((e) => e.ruleId === made.ruleId);
    expect(await indexed('cycleUsage')).toEqual([
      expect.objectContaining({ triggerKind: 'cycleUsage', version: 1, target: { kind: 'enterprise' } }),
    ]);

    const detail = ok(await call<Rule>('/cmp/autorule/detail', { ruleId: made.ruleId }, { token: t.acme }));
    expect(detail.trigger).toEqual({ kind: 'cycleUsage', unit: 'percent', threshold: 80, clearThreshold: 50 });

    // Edit into a daily-usage rule: the entry moves to the new kind, at the new version.
    const edited = ok(
      await call<Rule>(
        '/cmp/autorule/edit',
        {
          ...usageRule,
          ruleId: made.ruleId,
          version: 1,
          triggerKind: 'dailyUsage',
          unit: 'MB',
          threshold: 30,
          clearThreshold: 10,
        },
        { token: t.acme },
      ),
    );
    expect(edited).toMatchObject({ version: 2, category: 'A', trigger: { kind: 'dailyUsage', threshold: 30 } });
    expect(await indexed('cycleUsage')).toEqual([]);
    expect((await indexed('dailyUsage'))[0]?.version).toBe(2);

    // An edit on the version read before: refused, nothing written.
    const stale = await call('/cmp/autorule/edit', { ...usageRule, ruleId: made.ruleId, version: 1 }, { token: t.acme });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe(50115);

    const off = ok(
      await call<Rule>('/cmp/autorule/switch', { ruleId: made.ruleId, version: 2, enabled: false }, { token: t.acme }),
    );
    expect(off).toMatchObject({ enabled: false, version: 3 });
    expect(await indexed('dailyUsage')).toEqual([]);
    const on = ok(
      await call<Rule>('/cmp/autorule/switch', { ruleId: made.ruleId, version: 3, enabled: true }, { token: t.acme }),
    );
    expect((await indexed('dailyUsage'))[0]?.version).toBe(4);

    ok(await call('/cmp/autorule/delete', { ruleId: made.ruleId, version: on.version }, { token: t.acme }));
    expect(await indexed('dailyUsage')).toEqual([]);
    expect((await call('/cmp/autorule/detail', { ruleId: made.ruleId }, { token: t.acme })).status).toBe(404);
  });

  it('lists by name, category and on/off', async () => {
    const a = ok(await add({ ...usageRule, name: `IT list A ${run}` }), 201);
    const b = ok(
      await add({
        name: `IT list B ${run}`,
        triggerKind: 'funds',
        threshold: 100_000,
        targetKind: 'enterprise',
        actions: [{ type: 1 }],
        phones: '13800138000;021-5555',
        enabled: false,
      }),
      201,
    );
    expect(b).toMatchObject({ category: 'B', enabled: false });
    const list = (body: Record<string, unknown>) =>
      call<Page<Rule>>('/cmp/autorule/list', { pageSize: 100, name: 'IT list', ...body }, { token: t.acme }).then((r) =>
        ok(r)
          .items.filter((i) => i.name.endsWith(run))
          .map((i) => i.ruleId),
      );
    expect(await list({})).toEqual([a.ruleId, b.ruleId]);
    expect(await list({ category: 'B' })).toEqual([b.ruleId]);
    expect(await list({ state: 'on' })).toEqual([a.ruleId]);
    expect(await list({ state: 'off' })).toEqual([b.ruleId]);
    expect(await list({ name: `IT list B ${run}` })).toEqual([b.ruleId]);
  });

  it("answers an API message's signing secret once, and never again", async () => {
    const made = ok(await add({ ...usageRule, actions: [{ type: 3, url: 'https://hooks.acme.example/cmp' }] }), 201);
    expect(made.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made.actions).toEqual([{ type: 3, url: 'https://hooks.acme.example/cmp', hasSecret: true }]);
    const detail = ok(await call<Rule>('/cmp/autorule/detail', { ruleId: made.ruleId }, { token: t.acme }));
    expect(JSON.stringify(detail)).not.toContain(made.secret!);
    expect(detail.secret).toBeUndefined();
    const stored = await stackItem('CUST#C1001#RULE', made.ruleId);
    // Stored sealed with the operator-credential key: the delivery opens it to sign.
    const kept = (stored?.actions as { signingSecret: string }[])[0]!.signingSecret;
    expect(kept).not.toContain(made.secret!);
    expect(openSigningSecret(kept, process.env.OPERATOR_SECRET_KEY!)).toBe(made.secret);
    // An edit keeps the secret (none answered again).
    const edited = ok(
      await call<Rule>(
        '/cmp/autorule/edit',
        { ...usageRule, ruleId: made.ruleId, version: 1, actions: [{ type: 3, url: 'https://hooks.acme.example/v2' }] },
        { token: t.acme },
      ),
    );
    expect(edited.secret).toBeUndefined();
    const after = await stackItem('CUST#C1001#RULE', made.ruleId);
    expect((after?.actions as { signingSecret: string }[])[0]!.signingSecret).toBe(kept);
    expect(JSON.stringify(edited)).not.toContain(made.secret!);
    // The index entry carries no secret.
    const entry = (await rules().rulesFor('C1001', 'cycleUsage')).find((e) => e.ruleId === made.ruleId);
    expect(JSON.stringify(entry)).not.toContain(made.secret!);
  });

  it.each([
    ['en-US', 'phones', '138-abc', 50113, 'phone format wrong'],
    ['zh-CN', 'phones', '1;2;3;4;5;6', 50113, '电话格式错误'],
    ['en-US', 'emails', 'not-an-address', 50114, 'email format wrong'],
    ['zh-CN', 'emails', 'a@b', 50114, '邮箱格式错误'],
  ] as const)('%s: %s %j → %s', async (lang, field, value, code, msg) => {
    const r = await call(
      '/cmp/autorule/add',
      { ...usageRule, actions: [{ type: 1 }, { type: 2 }], [field]: value },
      { token: t.acme, lang },
    );
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ errorCode: code, msg, field });
  });

  it('refuses a target that is not in the enterprise, and card actions on a funds rule', async () => {
    const label = await add({ ...usageRule, targetKind: 'label', targetId: 'NOPE01' });
    expect(label.body.errorCode).toBe(50107);
    const funds = await add({
      ...usageRule,
      triggerKind: 'funds',
      threshold: 100,
      clearThreshold: undefined,
      actions: [{ type: 4 }],
    });
    expect(funds.body.errorCode).toBe(50109);
  });
});

describe('automation rules: tenants', () => {
  let acmeRule: Rule;
  let eastRule: Rule;
  beforeAll(async () => {
    acmeRule = ok(await add({ ...usageRule, name: `IT tenant ${run}` }), 201);
    eastRule = ok(await add({ ...usageRule, name: `IT east ${run}` }, 'acme-east'), 201);
  });

  it("another enterprise's rule id answers 404, for reads and writes", async () => {
    expect((await call('/cmp/autorule/detail', { ruleId: acmeRule.ruleId }, { token: t.globex })).status).toBe(404);
    const del = await call('/cmp/autorule/delete', { ruleId: acmeRule.ruleId, version: 1 }, { token: t.globex });
    expect(del.status).toBe(404);
    const globexList = ok(await call<Page<Rule>>('/cmp/autorule/list', { pageSize: 100 }, { token: t.globex }));
    expect(globexList.items.every((r) => r.channelCustId === 'C1002')).toBe(true);
    // Naming another enterprise is refused outright.
    expect((await call('/cmp/autorule/list', { channelCustId: 'C1001' }, { token: t.globex })).status).toBe(403);
  });

  it('a secondary customer owns its rules, sees only them, and reaches only its own cards', async () => {
    expect(eastRule).toMatchObject({ channelCustId: 'C1001', custId: 'S2001' });
    const eastList = ok(await call<Page<Rule>>('/cmp/autorule/list', { pageSize: 100 }, { token: t['acme-east'] }));
    expect(eastList.items.map((r) => r.custId)).toEqual(eastList.items.map(() => 'S2001'));
    expect((await call('/cmp/autorule/detail', { ruleId: acmeRule.ruleId }, { token: t['acme-east'] })).status).toBe(404);
    // The enterprise sees its secondary customer's rule too, with whose it is in the reader's language.
    const seen = await call<Rule & { ownerName: string | null }>(
      '/cmp/autorule/detail',
      { ruleId: eastRule.ruleId },
      { token: t.acme },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data?.ownerName).toBe('Acme East');
    const seenZh = await call<Rule & { ownerName: string | null }>(
      '/cmp/autorule/detail',
      { ruleId: eastRule.ruleId },
      { token: t.acme, lang: 'zh-CN' },
    );
    expect(seenZh.body.data?.ownerName).toBe('艾克米华东');
    // A sibling customer as target, and pools (enterprise-level), are refused.
    expect((await add({ ...usageRule, targetKind: 'customer', targetId: 'S2002' }, 'acme-east')).body.errorCode).toBe(50107);
    expect((await add({ ...usageRule, targetKind: 'customer', targetId: 'S2001' }, 'acme-east')).status).toBe(201);
    // The index entry carries the owner, so matching keeps it to S2001's cards.
    const entry = (await rules().rulesFor('C1001', 'cycleUsage')).find((e) => e.ruleId === eastRule.ruleId);
    expect(entry?.custId).toBe('S2001');
  });

  it('enterprise staff (4000) have no automation rules', async () => {
    expect((await call('/cmp/autorule/list', {}, { token: t['acme-staff'] })).status).toBe(403);
  });

  it('the platform acts on the enterprise it names', async () => {
    const list = ok(await call<Page<Rule>>('/cmp/autorule/list', { channelCustId: 'C1001', pageSize: 100 }, { token: t.admin }));
    expect(list.items.some((r) => r.ruleId === acmeRule.ruleId)).toBe(true);
    expect((await call('/cmp/autorule/list', {}, { token: t.admin })).status).toBe(422);
    // A deep link names the rule alone: its owner pointer finds the enterprise.
    const byId = ok(await call<Rule>('/cmp/autorule/detail', { ruleId: acmeRule.ruleId }, { token: t.admin }));
    expect(byId.channelCustId).toBe('C1001');
    const unknown = await call('/cmp/autorule/detail', { ruleId: 'R20200101000000000ABCDEF' }, { token: t.admin });
    expect(unknown.status).toBe(404);
  });
});

describe('automation rules: dry run over the recorded usage', () => {
  it('replays the last 30 days of the enterprise cards: a daily usage rule fires once a card-day at most', async () => {
    const r = ok(
      await call<DryRun>(
        '/cmp/autorule/dryRun',
        { ...usageRule, triggerKind: 'dailyUsage', unit: 'MB', threshold: 20, clearThreshold: undefined },
        { token: t.acme },
      ),
    );
    expect(r.cardsRead).toBeGreaterThan(0);
    expect(r.capped).toBe(false);
    expect(r.firings.length).toBeGreaterThan(0);
    const keys = r.firings.map((f) => `${f.subject}/${f.period}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const f of r.firings) {
      expect(f.day >= r.from && f.day <= r.to).toBe(true);
      expect(f.value).toBeGreaterThanOrEqual(20);
    }
  });

  it('a cycle rule fires at most once per card and cycle; a higher threshold fires less', async () => {
    const dry = (threshold: number) =>
      call<DryRun>(
        '/cmp/autorule/dryRun',
        { ...usageRule, unit: 'MB', threshold, clearThreshold: undefined },
        { token: t.acme },
      ).then((x) => ok(x));
    const [low, high] = [await dry(50), await dry(5_000)];
    expect(low.total).toBeGreaterThan(0);
    const keys = low.firings.map((f) => `${f.subject}/${f.period}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(high.total).toBeLessThan(low.total);
  });

  it("a secondary customer's dry run reads only its own cards", async () => {
    const mine = ok(
      await call<DryRun>(
        '/cmp/autorule/dryRun',
        { ...usageRule, triggerKind: 'dailyUsage', unit: 'MB', threshold: 1, clearThreshold: undefined },
        { token: t['acme-east'] },
      ),
    );
    const all = ok(
      await call<DryRun>(
        '/cmp/autorule/dryRun',
        { ...usageRule, triggerKind: 'dailyUsage', unit: 'MB', threshold: 1, clearThreshold: undefined },
        { token: t.acme },
      ),
    );
    expect(mine.cardsRead).toBeLessThan(all.cardsRead);
    const eastIccids = new Set(mine.firings.map((f) => f.subject));
    expect([...eastIccids].every((i) => all.firings.some((f) => f.subject === i))).toBe(true);
  });

  it('says when a trigger cannot be replayed', async () => {
    const r = await call(
      '/cmp/autorule/dryRun',
      { ...usageRule, triggerKind: 'funds', threshold: 100, clearThreshold: undefined },
      { token: t.acme },
    );
    expect(r.status).toBe(422);
    expect(r.body.errorCode).toBe(50116);
  });
});
