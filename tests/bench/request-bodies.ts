import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

export interface BenchRequest {
  token?: string;
  body: unknown;
  note?: string;
}

async function signIn(url: string, loginName: string): Promise<string> {
  const res = await fetch(`${url}/api/cmp/base/oauth/login?lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: 'Cmp@2026demo', captchaId: 'b', captchaCode: 'b' }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A representative request per route id, as the role that would make it. */
export async function requestBodies(
  url: string,
  db: DynamoDBDocumentClient,
  table: string,
): Promise<Record<string, BenchRequest>> {
  const acme = await signIn(url, 'acme');
  const spare = await signIn(url, 'acme-staff');
  const { Items } = await db.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'byCustomerState',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': 'CUST#C1001#CARDS', ':s': 'S#64#' },
    }),
  );
  const cmcc = (Items ?? []).filter((i) => i.operator === 'CMCC').map((i) => String(i.iccid));
  const small = cmcc.slice(0, 5);
  const rest = cmcc.slice(5);
  const batchRes = await fetch(`${url}/api/cmp/sim/batch/changeState?lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: acme },
    body: JSON.stringify({ iccids: small, targetState: 65 }),
  });
  const batchId = ((await batchRes.json()) as { data: { batchId: string } }).data.batchId;
  return {
    captcha: { body: {} },
    login: { body: { loginName: 'acme', password: 'Cmp@2026demo', captchaId: 'b', captchaCode: 'b' } },
    register: {
      body: {
        companyName: 'Bench Co',
        contactName: 'B',
        phone: '010-1',
        email: 'b@b.example',
        loginName: `bench${Date.now()}`,
        password: 'Bench@2026',
        captchaId: 'b',
        captchaCode: 'b',
      },
    },
    logout: { token: spare, body: {} },
    resetPassword: {
      token: acme,
      body: { oldPassword: 'wrong-pass1', newPassword: 'Bench@2026', confirmPassword: 'Bench@2026' },
      note: 'wrong current password',
    },
    currentAccount: { token: acme, body: {} },
    current: { token: acme, body: {} },
    get: { token: acme, body: {} },
    uploadUrl: { token: acme, body: { contentType: 'image/png', size: 1000 } },
    confirm: { token: acme, body: { key: 'logos/CUST_C1001/none.png' }, note: 'nothing uploaded' },
    getCycleNew: { token: acme, body: {} },
    getLinkNew: { token: acme, body: {} },
    getCycleMonthNew: { token: acme, body: {} },
    getUsedInfoNew: { token: acme, body: {} },
    getLinkTop5: { token: acme, body: {} },
    getCustUseTotalTop5: { token: acme, body: {} },
    monthFlow: { token: acme, body: {} },
    dayFlow: { token: acme, body: {} },
    changeState: { token: acme, body: { iccids: small.slice(0, 1), targetState: 68 }, note: 'API part only' },
    detail: { token: acme, body: { batchId } },
    __batch: { token: acme, body: { iccids: rest, targetState: 65 } },
  };
}
