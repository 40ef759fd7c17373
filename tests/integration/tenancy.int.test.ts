import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD, call, forget, login } from '../support/api-client.ts';
import { cardsOf, waitForBatch } from '../support/cards.ts';

const db = () => {
  const env = inject('stack').env;
  return {
    env,
    doc: createDocumentClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  };
};

describe('tenant isolation', () => {
  it('does not let an enterprise name another enterprise in a request', async () => {
    const res = await call(
      '/cmp/sim/batch/changeState',
      { iccids: ['89860000000000000001'], targetState: 64, channelCustId: 'C1002' },
      { token: await login('acme') },
    );
    expect(res.status).toBe(403);
  });

  it('fails a batch over another enterprise’s cards and changes none of them', async () => {
    const globexCards = (await cardsOf('CUST#C1002', 64)).slice(0, 3);
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: globexCards.map((c) => c.iccid), targetState: 65 },
      { token: await login('acme') },
    );
    expect(res.status).toBe(202);
    const batch = await waitForBatch(await login('acme'), res.body.data!.batchId);
    expect(batch.status).toBe('failed');
    expect(batch.failureReason).toMatch(/not found or not yours/);
    const after = await cardsOf('CUST#C1002', 64);
    for (const c of globexCards) expect(after.map((a) => a.iccid)).toContain(c.iccid);
  });

  it('keeps a secondary customer to its own cards and batches', async () => {
    const westCards = (await cardsOf('CUST#C1001#SUB#S2002', 64)).slice(0, 2);
    const east = await login('acme-east');
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: westCards.map((c) => c.iccid), targetState: 65 },
      { token: east },
    );
    const batch = await waitForBatch(east, res.body.data!.batchId);
    expect(batch.status).toBe('failed');
    // The west customer cannot see the east customer's batch, nor can Globex.
    expect(
      (await call('/cmp/sim/batch/detail', { batchId: res.body.data!.batchId }, { token: await login('acme-west') })).status,
    ).toBe(404);
    expect(
      (await call('/cmp/sim/batch/detail', { batchId: res.body.data!.batchId }, { token: await login('globex') })).status,
    ).toBe(404);
    // The enterprise sees it.
    expect(
      (await call('/cmp/sim/batch/detail', { batchId: res.body.data!.batchId }, { token: await login('acme') })).status,
    ).toBe(200);
  });

  it('refuses a frozen account at sign-in and on every call with an earlier token', async () => {
    forget('globex-south');
    const token = await login('globex-south');
    const { env, doc } = db();
    const key = { pk: 'ACCOUNT#globex-south', sk: 'PROFILE' };
    await doc.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET #s = :f',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':f': 'frozen' },
      }),
    );
    const signIn = await call(
      '/cmp/base/oauth/login',
      { loginName: 'globex-south', password: DEMO_PASSWORD, captchaId: 'x', captchaCode: 'x' },
      { lang: 'zh-CN' },
    );
    expect(signIn.status).toBe(403);
    expect(signIn.body.msg).toBe('账号已冻结，请联系管理员');
    expect((await call('/cmp/core/account/info', {}, { token })).status).toBe(403);
    const { Item } = await doc.send(new GetCommand({ TableName: env.TABLE_NAME, Key: key }));
    expect(Item?.lastLoginAt).toBeDefined();
  });
});
