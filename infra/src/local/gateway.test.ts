import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './gateway.ts';

describe('local gateway request log (npm start)', () => {
  const lines: string[] = [];
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway({ port: 0, portalDir: mkdtempSync(join(tmpdir(), 'gw-')), requestLog: (l) => lines.push(l) });
  });
  afterAll(() => gateway.stop());

  it('prints exactly one short line per API request: method, path, status, ms and route id', async () => {
    lines.length = 0;
    // Refused before any storage is read: no token.
    const res = await fetch(`${gateway.url}/api/cmp/core/account/info?ts=1&lang=en-US`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/cmp\/core\/account\/info 401 \d+ms account\.currentAccount$/);
    expect(lines[0]).not.toContain('not-a-token');
  });

  it('prints a line for a path no route declares, and none for the portal files', async () => {
    lines.length = 0;
    expect((await fetch(`${gateway.url}/api/cmp/nowhere`, { method: 'POST' })).status).toBe(404);
    await fetch(`${gateway.url}/index.html`);
    expect(lines).toEqual([expect.stringMatching(/^POST \/api\/cmp\/nowhere 404 \d+ms -$/)]);
  });
});
