/**
 * Notification delivery (issue #15 item 3) against the running stack: e-mail over SMTP to the stack's
 * mail server and its development inbox; signed API messages to receivers this test starts on
 * 127.0.0.1, a failing one ending in a dead letter; a replayed delivery sending once.
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNotifyService } from '@cmp/functions/notify/delivery.service';
import { createMailer } from '@cmp/functions/notify/email';
import { createNotifyRepository } from '@cmp/functions/notify/notify.repository';
import { verifyWebhook } from '@cmp/functions/notify/signing';
import { sendWebhook } from '@cmp/functions/notify/webhook';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackDb } from '../support/cards.ts';

const env = () => inject('stack').env;
const base = () => inject('stack').baseUrl;
const SECRET = 'whsec_integration';

interface Received {
  path: string;
  verified: boolean;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifyWebhook(
        SECRET,
        { timestamp: req.headers['x-cmp-timestamp'] as string, signature: req.headers['x-cmp-signature'] as string },
        body,
      );
      received.push({ path: req.url ?? '', verified, body });
      // /fail answers 500 every time; /ok answers 200 to a verified message only.
      res.writeHead(req.url === '/fail' ? 500 : verified ? 200 : 401);
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

const store = () => createNotifyRepository(stackDb(), () => env().TABLE_NAME!);
const service = () =>
  createNotifyService({
    store: store(),
    mailer: () => createMailer({ smtpUrl: env().SMTP_URL, from: env().MAIL_FROM }),
    // The stack allows 127.0.0.1 targets (NOTIFY_PRIVATE_TARGETS=allow); short pauses keep the test quick.
    webhook: (r) =>
      sendWebhook(r, {
        allowPrivate: env().NOTIFY_PRIVATE_TARGETS === 'allow',
        backoff: { attempts: 3, baseMs: 20, capMs: 100 },
      }),
    clock: () => new Date(),
  });

describe('notification delivery', () => {
  it('sends e-mail over SMTP to the local mail server, listed newest first by the development inbox', async () => {
    const subject = `Usage alarm ${randomUUID()}`;
    const out = await service().deliver({
      channelCustId: 'C1001',
      alarmId: `A-${randomUUID()}`,
      action: '2:ops@example.com',
      channel: 'email',
      message: { to: ['ops@example.com'], subject, text: 'Card 8986… used 91% of its quota.' },
    });
    expect(out).toMatchObject({ status: 'sent', attempts: 1, replayed: false, channel: 'email', target: 'ops@example.com' });
    const list = (await (await fetch(`${base()}/dev/inbox?format=json`)).json()) as {
      messages: { id: string; subject: string; to: string[] }[];
    };
    expect(list.messages[0]).toMatchObject({ subject, to: ['ops@example.com'] });
    const one = (await (
      await fetch(`${base()}/dev/inbox/${list.messages[0]!.id}`, { headers: { accept: 'application/json' } })
    ).json()) as {
      text: string;
      headers: Record<string, string>;
    };
    expect(one.text).toContain('used 91% of its quota');
    expect(one.headers.from).toContain(env().MAIL_FROM!.replace(/^.*</, '').replace(/>$/, ''));
    const page = await (await fetch(`${base()}/dev/inbox`)).text();
    expect(page).toContain(subject);
  });

  it('posts signed API messages that the receiver verifies', async () => {
    const alarmId = `A-${randomUUID()}`;
    const out = await service().deliver({
      channelCustId: 'C1001',
      alarmId,
      action: `3:${receiverUrl}/ok`,
      channel: 'webhook',
      url: `${receiverUrl}/ok?token=t`,
      secret: SECRET,
      payload: { iccid: '89860000000000000001', value: 91 },
    });
    expect(out).toMatchObject({ status: 'sent', attempts: 1, lastStatus: 200, target: `${receiverUrl}/ok` });
    const got = received.filter((r) => r.body.includes(alarmId));
    expect(got).toHaveLength(1);
    expect(got[0]!.verified).toBe(true);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ alarmId, data: { value: 91 } });
  });

  it('ends a message the receiver keeps failing (500) in a dead letter after the retries', async () => {
    const alarmId = `A-${randomUUID()}`;
    const out = await service().deliver({
      channelCustId: 'C1001',
      alarmId,
      action: '3:fail',
      channel: 'webhook',
      url: `${receiverUrl}/fail`,
      secret: SECRET,
      payload: { value: 1 },
    });
    expect(out).toMatchObject({ status: 'deadLettered', attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
    expect(received.filter((r) => r.body.includes(alarmId))).toHaveLength(3);
    const letter = (await store().deadLetters('C1001')).find((l) => l.alarmId === alarmId);
    expect(letter).toMatchObject({ url: `${receiverUrl}/fail`, attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
    expect(JSON.parse(letter!.body)).toMatchObject({ alarmId, data: { value: 1 } });
    expect(await store().get({ channelCustId: 'C1001', alarmId, action: '3:fail' })).toMatchObject({ status: 'deadLettered' });
  });

  it('sends a replayed delivery of the same alarm and action once', async () => {
    const alarmId = `A-${randomUUID()}`;
    const request = {
      channelCustId: 'C1001',
      alarmId,
      action: '3:ok',
      channel: 'webhook' as const,
      url: `${receiverUrl}/ok`,
      secret: SECRET,
      payload: { value: 2 },
    };
    const [first, second] = await Promise.all([service().deliver(request), service().deliver(request)]);
    const third = await service().deliver(request);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(third).toMatchObject({ replayed: true, status: 'sent', attempts: 1 });
    expect(received.filter((r) => r.body.includes(alarmId))).toHaveLength(1);
  });
});
