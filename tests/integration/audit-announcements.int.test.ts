/** The operation log, scoped by tenant, and announcements published by the platform. */
import { describe, expect, it } from 'vitest';
import { type Page, call, forget, login } from '../support/api-client.ts';

interface Entry {
  at: string;
  loginName: string;
  action: string;
  detail: string;
}
const LOG = '/cmp/core/operationLog/list';

describe('operation log', () => {
  it('shows the platform an enterprise’s entries, newest first, never another enterprise’s', async () => {
    forget('acme');
    forget('globex');
    await login('acme');
    await login('globex');
    const admin = await login('admin');
    const res = await call<Page<Entry>>(LOG, { channelCustId: 'C1001', pageSize: 100 }, { token: admin });
    expect(res.status).toBe(200);
    const items = res.body.data!.items;
    expect(items.some((e) => e.loginName === 'acme' && e.action === 'login')).toBe(true);
    expect(items.some((e) => e.loginName.startsWith('globex'))).toBe(false);
    const times = items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by login name, action and time range', async () => {
    const admin = await login('admin');
    const since = new Date(Date.now() - 60_000).toISOString();
    const res = await call<Page<Entry>>(
      LOG,
      { channelCustId: 'C1001', loginName: 'acme', action: 'login', from: since, pageSize: 100 },
      { token: admin },
    );
    expect(res.body.data!.items.length).toBeGreaterThan(0);
    for (const e of res.body.data!.items) {
      expect(e.loginName.startsWith('acme') && e.action === 'login' && e.at >= since).toBe(true);
    }
    const future = await call<Page<Entry>>(LOG, { channelCustId: 'C1001', from: '2999-01-01' }, { token: admin });
    expect(future.body.data).toEqual({ items: [], cursor: null });
    const bad = await call(LOG, { action: 'dance' }, { token: admin });
    expect([bad.status, bad.body.field]).toEqual([422, 'action']);
  });

  it('keeps the platform’s own entries, such as an enterprise creation, in the platform log', async () => {
    const admin = await login('admin');
    const code = `AUD${Date.now().toString(36).toUpperCase()}`;
    const saved = await call(
      '/cmp/core/account/customer/save',
      {
        code,
        name: `Audit Co ${code}`,
        status: 1,
        paymentModel: 'prepaid',
        businessLicence: 'L',
        taxNumber: 'T1',
        adminContact: { name: 'A', phone: '1' },
      },
      { token: admin },
    );
    expect(saved.status).toBe(201);
    const res = await call<Page<Entry>>(LOG, { action: 'customerCreate', pageSize: 100 }, { token: admin });
    expect(res.body.data!.items.some((e) => e.loginName === 'admin' && e.detail.includes(code))).toBe(true);
  });
});

describe('announcements', () => {
  const content = (tag: string) => ({
    content: `维护通知 ${tag}`,
    englishContent: `Planned maintenance notice ${tag}`,
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    sendMode: 'banner',
  });

  it('publishes a new announcement that becomes the current one and heads the history', async () => {
    const admin = await login('admin');
    const tag = String(Date.now());
    const saved = await call('/cmp/core/announcement/save', content(tag), { token: admin });
    expect(saved.status).toBe(201);
    const current = await call<{ englishContent: string }>(
      '/cmp/core/announcement/current',
      {},
      { token: await login('acme-east') },
    );
    expect(current.body.data!.englishContent).toBe(`Planned maintenance notice ${tag}`);
    const list = await call<Page<{ englishContent: string; createdBy: string }>>(
      '/cmp/core/announcement/list',
      {},
      { token: admin },
    );
    expect(list.body.data!.items[0]).toMatchObject({ englishContent: `Planned maintenance notice ${tag}`, createdBy: 'admin' });
  });

  it('rejects a past end date, blank text and an unknown send mode, naming the field', async () => {
    const admin = await login('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: '2020-01-01T00:00:00Z' }, 'endDate'],
      [{ endDate: 'tomorrow' }, 'endDate'],
      [{ englishContent: '   ' }, 'englishContent'],
      [{ content: 'x'.repeat(501) }, 'content'],
      [{ sendMode: 'sms' }, 'sendMode'],
    ];
    for (const [change, field] of cases) {
      const res = await call('/cmp/core/announcement/save', { ...content('bad'), ...change }, { token: admin });
      expect([res.status, res.body.field]).toEqual([422, field]);
    }
  });

  it('refuses a channel role that holds 6000000, and the current announcement stays', async () => {
    const admin = await login('admin');
    const before = await call('/cmp/core/announcement/current', {}, { token: admin });
    const res = await call('/cmp/core/announcement/save', content('acme'), { token: await login('acme') });
    expect(res.status).toBe(403);
    expect((await call('/cmp/core/announcement/current', {}, { token: admin })).body.data).toEqual(before.body.data);
  });
});
