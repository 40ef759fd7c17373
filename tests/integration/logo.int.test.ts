import { describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

async function upload(token: string, body: Buffer, contentType = 'image/png') {
  const url = await call<{ uploadUrl: string; key: string }>(
    '/cmp/core/logo/uploadUrl',
    { contentType, size: body.length },
    { token },
  );
  expect(url.status).toBe(200);
  const put = await fetch(url.body.data!.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  return url.body.data!.key;
}

describe('logo setting', () => {
  it('accepts a real png, stores it per enterprise and serves it', async () => {
    const token = await login('acme');
    const key = await upload(token, png);
    const confirmed = await call<{ url: string }>('/cmp/core/logo/confirm', { key }, { token, lang: 'en-US' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.msg).toBe('operation successful');
    const current = await call<{ url: string }>('/cmp/core/logo/get', {}, { token });
    const image = await fetch(current.body.data!.url);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
    // Another enterprise still has no logo; the secondary customer has its own.
    expect((await call<{ url: null }>('/cmp/core/logo/get', {}, { token: await login('globex') })).body.data!.url).toBeNull();
  });

  it('rejects a file that is not really an image, and forgets it', async () => {
    const token = await login('acme');
    const key = await upload(token, Buffer.from('<html>not a png</html>'));
    const res = await call('/cmp/core/logo/confirm', { key }, { token, lang: 'en-US' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('The logo must be a jpg or png file');
    expect((await call('/cmp/core/logo/confirm', { key }, { token, lang: 'en-US' })).body.msg).toBe('please upload a file');
  });

  it('rejects files over 1500 KB and other formats before upload', async () => {
    const token = await login('acme');
    const big = await call('/cmp/core/logo/uploadUrl', { contentType: 'image/png', size: 1_536_001 }, { token, lang: 'en-US' });
    expect(big.status).toBe(422);
    expect(big.body.msg).toBe('Logo file needs to be under 1500 KB');
    const gif = await call('/cmp/core/logo/uploadUrl', { contentType: 'image/gif', size: 100 }, { token });
    expect(gif.body.field).toBe('contentType');
  });

  it('does not let one enterprise confirm another one’s file', async () => {
    const key = await upload(await login('acme'), png);
    const res = await call('/cmp/core/logo/confirm', { key }, { token: await login('globex') });
    expect(res.status).toBe(403);
  });
});
