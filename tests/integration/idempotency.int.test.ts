/**
 * The Idempotency-Key header on state-changing routes (functions/src/shared/http/idempotency.ts):
 * replay of the first answer, the same key with another body, concurrent duplicates, bad keys,
 * scope per caller, failures not stored, and reads unaffected. The table-driven suite over every
 * state-changing route is idempotency-routes.int.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';

const run = Date.now().toString(36);
const SAVE = '/cmp/core/role/saveOrUpdate';
const roleBody = (code: string) => ({
  code,
  name: code,
  roleType: 2000,
  permissions: ['1000000'],
});
const withKey = (key: string) => ({ 'idempotency-key': key });

/** Platform roles whose code is the given one (the role list as the platform administrator sees it). */
async function rolesWithCode(code: string): Promise<{ roleId: string; code: string }[]> {
  const res = await call<{ items: { roleId: string; code: string }[] }>(
    '/cmp/core/role/list',
    { pageSize: 100, name: code },
    { token: await login('admin') },
  );
  expect(res.status).toBe(200);
  return res.body.data!.items.filter((r) => r.code === code);
}

describe('Idempotency-Key on state-changing routes', () => {
  it('replays the first answer to the same key and body, marked Idempotent-Replayed, with one effect', async () => {
    const token = await login('admin');
    const key = randomUUID();
    const code = `idem-${run}`;
    const first = await call<{ roleId: string }>(SAVE, roleBody(code), { token, headers: withKey(key) });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 2; i++) {
      const again = await call<{ roleId: string }>(SAVE, roleBody(code), { token, headers: withKey(key) });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect(await rolesWithCode(code)).toEqual([expect.objectContaining({ roleId: first.body.data!.roleId })]);
    // Without the key the same body runs again: here the code is taken, so it is refused.
    const unkeyed = await call(SAVE, roleBody(code), { token });
    expect(unkeyed.status).toBe(409);
  });

  it('answers 422 (10015) to the same key with another body, in both languages, and changes nothing', async () => {
    const token = await login('admin');
    const key = randomUUID();
    const code = `idem-b-${run}`;
    expect((await call(SAVE, roleBody(code), { token, headers: withKey(key) })).status).toBe(200);
    const other = `idem-c-${run}`;
    const en = await call(SAVE, roleBody(other), { token, headers: withKey(key) });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ success: false, errorCode: 10015 });
    expect(en.body.msg).toMatch(/Idempotency-Key was already used with a different request/);
    const zh = await call(SAVE, roleBody(other), { token, headers: withKey(key), lang: 'zh-CN' });
    expect(zh.body.msg).toMatch(/幂等键已用于另一份不同的请求内容/);
    expect(await rolesWithCode(other)).toEqual([]);
  });

  it('gives concurrent duplicates one effect: one answer runs, the others replay it or are told to retry (409 10014)', async () => {
    const token = await login('admin');
    const key = randomUUID();
    const code = `idem-d-${run}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<{ roleId: string }>(SAVE, roleBody(code), { token, headers: withKey(key) })),
    );
    const ran = answers.filter((a) => a.status === 200 && a.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const a of answers) {
      if (a === ran[0]) continue;
      if (a.status === 200) expect(a.body).toEqual(ran[0]!.body);
      else expect(a.body).toMatchObject({ errorCode: 10014 });
      expect([200, 409]).toContain(a.status);
    }
    expect(await rolesWithCode(code)).toHaveLength(1);
  });

  it('refuses a malformed key (400 10016) before anything runs', async () => {
    const token = await login('admin');
    const code = `idem-e-${run}`;
    for (const bad of ['x'.repeat(256), 'has space', 'clé']) {
      const res = await call(SAVE, roleBody(code), { token, headers: withKey(bad) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 10016 });
    }
    expect(await rolesWithCode(code)).toEqual([]);
  });

  it('scopes a key to its caller: another account using the same key and body gets its own answer', async () => {
    const key = randomUUID();
    const body = { name: `Idempotent ${run}`, color: 'blue', description: '' };
    const acme = await call<{ labelId: string }>('/cmp/sim/label/save', body, {
      token: await login('acme'),
      headers: withKey(key),
    });
    expect(acme.status).toBe(201);
    const globex = await call<{ labelId: string }>('/cmp/sim/label/save', body, {
      token: await login('globex'),
      headers: withKey(key),
    });
    expect(globex.status).toBe(201);
    expect(globex.headers.get('idempotent-replayed')).toBeNull();
    expect(globex.body.data).not.toEqual(acme.body.data);
  });

  it('does not store a failed answer: the same key answers the error again, never replayed', async () => {
    const token = await login('admin');
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await call('/cmp/core/role/delete', { roleId: 'R-00000000' }, { token, headers: withKey(key) });
      expect(res.status).toBe(404);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
  });

  it('leaves read routes alone: a key on a list is ignored', async () => {
    const token = await login('admin');
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await call('/cmp/core/role/list', { pageSize: 10 }, { token, headers: withKey(key) });
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
  });
});
