/**
 * Alarm delivery latency (issue #15): an operator usage file landing in the imports bucket, to the
 * alarm it fires delivered — its e-mail stored by the local SMTP server and its signed API message
 * received by a server this bench starts on 127.0.0.1. One file at a time (each a new day over the
 * rule's threshold for one card), so each figure is one file's whole path: S3 event → usage ingestion
 * → `Card Usage Recorded` on the bus → autorule-eval → alarm → delivery. Prints p50/p95/max.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { MailStore } from '../../infra/src/local/smtp-local.ts';
import type { BenchContext } from './requests/types.ts';
import { latencySummary } from './stats.ts';

const MB = 1024 * 1024;

export async function alarmLatencyBench(
  ctx: BenchContext,
  s3: { client: S3Client; bucket: string },
  mail: MailStore,
  files = 30,
): Promise<void> {
  const posted: number[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posted.push(performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    const [card] = await ctx.takeCards(1, (c) => c.state === 64);
    const run = ctx.unique();
    const { labelId } = await ctx.call<{ labelId: string }>(
      '/cmp/sim/label/save',
      { name: `Alarm bench ${run}`, color: 'red' },
      'acme',
    );
    await ctx.call('/cmp/sim/label/attach', { labelId, iccids: [card!.iccid] }, 'acme');
    const email = `alarm-bench-${run.toLowerCase()}@acme.example`;
    await ctx.call(
      '/cmp/autorule/add',
      {
        name: `Alarm bench ${run}`,
        triggerKind: 'dailyUsage',
        unit: 'MB',
        threshold: 1,
        targetKind: 'label',
        targetId: labelId,
        actions: [{ type: 2 }, { type: 3, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alarm` }],
        emails: email,
      },
      'acme',
    );
    await ctx.idle();
    const mails = () => mail.list().filter((m) => m.to.includes(email)).length;
    const toMail: number[] = [];
    const toPost: number[] = [];
    for (let i = 0; i < files; i++) {
      const day = new Date(Date.UTC(2024, 2, 1 + i)).toISOString().slice(0, 10);
      const t0 = performance.now();
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `cdr/alarm-bench-${run}/${day}.csv`,
          Body: `day,iccid,bytes\n${day},${card!.iccid},${2 * MB}\n`,
        }),
      );
      const deadline = Date.now() + 30_000;
      let mailAt = 0;
      while ((!mailAt || posted.length <= i) && Date.now() < deadline) {
        if (!mailAt && mails() > i) mailAt = performance.now();
        await new Promise((r) => setTimeout(r, 5));
      }
      if (!mailAt || posted.length <= i) throw new Error(`alarm ${i + 1} was not delivered within 30 s`);
      toMail.push(mailAt - t0);
      toPost.push(posted[i]! - t0);
    }
    const fmt = (ms: number[]) => {
      const s = latencySummary(ms);
      return `p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`;
    };
    console.log(
      `\nAlarm delivery, usage file → delivered (${files} files one at a time, each firing a daily-usage rule once): e-mail stored by SMTP ${fmt(toMail)}; signed API message received ${fmt(toPost)} [local stack: S3 event → usage ingestion → bus → autorule-eval → delivery]`,
    );
  } finally {
    await new Promise<void>((r) => receiver.close(() => r()));
  }
}
