import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, sendRawEmail } from './email.ts';

let server: Server;
let endpoint: string;
const seen: { auth: string; form: URLSearchParams }[] = [];
let reply: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ auth: String(req.headers.authorization), form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(reply.status, { 'content-type': 'text/xml' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const conn = () => ({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } });

describe('e-mail through Amazon SES', () => {
  it('sends the composed message as SendRawEmail, signed for ses, and answers its message id', async () => {
    reply = {
      status: 200,
      body: '<SendRawEmailResponse><SendRawEmailResult><MessageId>0100-abc</MessageId></SendRawEmailResult></SendRawEmailResponse>',
    };
    seen.length = 0;
    const mailer = createMailer({ smtpUrl: '', from: 'CMP <alarms@example.com>', ses: (raw) => sendRawEmail(raw, conn()) });
    expect(await mailer.send({ to: ['ops@example.com'], subject: '用量告警 Usage alarm', text: 'Card over quota' })).toEqual({
      messageId: '0100-abc',
    });
    const form = seen[0]!.form;
    expect(form.get('Action')).toBe('SendRawEmail');
    expect(form.get('Version')).toBe('2010-12-01');
    const raw = Buffer.from(form.get('RawMessage.Data')!, 'base64').toString('utf8');
    expect(raw).toMatch(/^From: CMP <alarms@example\.com>$/m);
    expect(raw).toMatch(/^To: ops@example\.com$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('Card over quota');
    expect(seen[0]!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/ses\/aws4_request/);
  });

  it('turns an SES refusal into an error named by its code', async () => {
    reply = {
      status: 400,
      body: '<ErrorResponse><Error><Type>Sender</Type><Code>MessageRejected</Code><Message>Email address is not verified.</Message></Error></ErrorResponse>',
    };
    await expect(sendRawEmail(Buffer.from('x'), conn())).rejects.toMatchObject({
      name: 'MessageRejected',
      message: 'Email address is not verified.',
    });
  });
});
