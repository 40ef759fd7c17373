import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { apnNameClaim } from '@cmp/functions/apn/apn.repository';
import { seedCardTypes } from '@cmp/functions/card-type/seed-card-types';
import { addInto, cardItems, cardScopes, statDelta } from '@cmp/functions/card/card-record';
import { customerDirectoryItems } from '@cmp/functions/customer/customer-record';
import { demoCatalogueItems } from '@cmp/functions/operator-config/demo-catalogue';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { keys } from '@cmp/functions/shared/data/keys';
import { ownerPointer } from '@cmp/functions/shared/data/owner-directory.repository';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import { chunks, mapLimit } from '@cmp/functions/shared/util/map-limit';
import { formatCdr } from '@cmp/functions/usage/cdr-file';
import { seedAuthentications } from './authentication-demo.ts';
import {
  DEMO_PASSWORD,
  basicPlans,
  dailyUsage,
  demoAccounts,
  demoApns,
  demoCards,
  enterprises,
  retailPlans,
  secondaries,
} from './demo-data.ts';
import { createEuiccPicker, euiccItems } from './euicc-demo.ts';
import { seedRegistrations } from './registrations-demo.ts';
import { reportCardMonthItems } from './report-months.ts';

export interface SeedTargets {
  db: DocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tableName: string;
  importsBucket: string;
  userPoolId: string;
}

export interface SeedOptions {
  cards: number;
  usageDays: number;
  now: Date;
}

export const SEED_KEY = { pk: 'PLATFORM#SEED', sk: 'DEMO' };
/** Bumped when stored item shapes change; a data directory of an older format must be reset. */
export const DATA_FORMAT = 4;

async function writeAll(t: SeedTargets, items: Record<string, unknown>[]): Promise<void> {
  await mapLimit(chunks(items, 25), 8, async (part) => {
    let pending: unknown[] | undefined = part.map((Item) => ({ PutRequest: { Item } }));
    while (pending?.length) {
      const res: { UnprocessedItems?: Record<string, unknown[]> } = await t.db.send(
        new BatchWriteCommand({ RequestItems: { [t.tableName]: pending as never } }),
      );
      pending = res.UnprocessedItems?.[t.tableName];
    }
  });
}

async function ensureUser(t: SeedTargets, loginName: string): Promise<void> {
  try {
    await t.cognito.send(new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: loginName }));
  } catch {
    await t.cognito.send(
      new AdminCreateUserCommand({ UserPoolId: t.userPoolId, Username: loginName, MessageAction: 'SUPPRESS' }),
    );
  }
  await t.cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: t.userPoolId, Username: loginName, Password: DEMO_PASSWORD, Permanent: true }),
  );
}

/** Whether the demo data is there; throws one clear line when it was written in an older format. */
export async function isSeeded(t: SeedTargets): Promise<boolean> {
  const { Item } = await t.db.send(new GetCommand({ TableName: t.tableName, Key: SEED_KEY }));
  if (Item && Number(Item.format ?? 1) < DATA_FORMAT) {
    throw new Error(
      'The data directory was written by an older version of the product: run `npm start -- --reset` to rebuild it.',
    );
  }
  return Boolean(Item);
}

/**
 * Writes the demo dataset: customers, accounts (directory users too), plans, cards with their
 * roll-up counters, an announcement, and operator usage files for the last `usageDays` days —
 * which the usage pipeline ingests as it would real operator files.
 */
export async function seedDemoData(t: SeedTargets, o: SeedOptions): Promise<{ cards: number; usageFiles: string[] }> {
  const at = o.now.toISOString();
  const entName = (id: string) => enterprises.find((e) => e.channelCustId === id)!;
  const items: Record<string, unknown>[] = [
    ...enterprises.map((e) => ({
      ...keys.enterprise(e.channelCustId),
      channelCustId: e.channelCustId,
      code: e.code,
      name: e.name,
      nameZh: e.nameZh,
      industry: e.industry,
      ...e.profile,
      status: 1,
      paymentModel: 'prepaid',
      createdAt: at,
    })),
    ...secondaries.map((s) => ({
      ...keys.secondary(s.channelCustId, s.custId),
      channelCustId: s.channelCustId,
      custId: s.custId,
      name: s.name,
      nameZh: s.nameZh,
      status: 1,
      createdAt: at,
    })),
    ...demoAccounts.map((a) => {
      const customerName = a.custId
        ? secondaries.find((s) => s.custId === a.custId)!.name
        : a.channelCustId
          ? entName(a.channelCustId).name
          : null;
      return {
        ...keys.account(a.loginName),
        ...a,
        customerName,
        status: 'active',
        isResetPassword: false,
        createdAt: at,
        gsi2pk: `${a.channelCustId ? `CUST#${a.channelCustId}` : 'PLATFORM'}#ACCOUNTS`,
        gsi2sk: a.loginName,
      };
    }),
    ...basicPlans.map((p) => ({
      ...keys.basicPlan(p.goodsReleaseId),
      ...p,
      status: 'published',
      currency: 'CNY',
      createdAt: at,
    })),
    ...basicPlans.map((p) => ({ ...keys.basicPlanCode(p.code), goodsReleaseId: p.goodsReleaseId })),
    ...demoApns.flatMap((a) => [
      { ...keys.apn(a.apnId), ...a, createdAt: at, updatedAt: at },
      { ...apnNameClaim(a.name), apnId: a.apnId },
    ]),
    ...retailPlans.flatMap((r) => [
      { ...keys.retailPlan(r.channelCustId, r.retailId), ...r, createdAt: at },
      ownerPointer('RETAIL', r.retailId, r.channelCustId),
    ]),
    ...[keys.announcement(), keys.announcementHistory(at, 'seed')].map((key) => ({
      ...key,
      content: '系统将于本月最后一个周六 02:00-04:00 进行例行维护，期间批量操作会延迟处理。',
      englishContent:
        'Routine maintenance on the last Saturday of this month, 02:00-04:00 (UTC+8): batch operations will be delayed.',
      endDate: new Date(o.now.getTime() + 30 * 86_400_000).toISOString(),
      sendMode: 'banner',
      createdBy: 'admin',
      createdAt: at,
    })),
  ];
  items.push(...customerDirectoryItems(items));
  items.push(...demoCatalogueItems(at));
  await mapLimit(demoAccounts, 4, (a) => ensureUser(t, a.loginName));

  const cards = demoCards(o.cards, o.now);
  const stats = new Map<string, Record<string, number>>();
  const pickEuicc = createEuiccPicker();
  for (const card of cards) {
    const { card: cardItem, directory, entries, activation } = cardItems(card);
    items.push(cardItem, directory, ...entries, ...(activation ? [activation] : []));
    const euicc = pickEuicc(card);
    if (euicc) {
      const { attributes, pointer } = euiccItems(card, euicc);
      Object.assign(cardItem, attributes);
      items.push(pointer);
    }
    for (const scope of cardScopes(card)) {
      const s = stats.get(scope) ?? {};
      addInto(s, statDelta(card, 1, true));
      stats.set(scope, s);
    }
  }
  for (const [scope, s] of stats) items.push({ ...keys.cardStats(scope), ...s });
  items.push(...reportCardMonthItems(cards));
  await writeAll(t, items);
  await seedCardTypes(t.db, t.tableName, o.now);

  // Usage: one CDR file per month, one row per active card per day, ending yesterday (Shanghai).
  const byMonth = new Map<string, { day: string; iccid: string; bytes: number }[]>();
  for (let back = o.usageDays; back >= 1; back--) {
    const date = new Date(o.now.getTime() - back * 86_400_000);
    const day = shanghaiDay(date);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const rows = byMonth.get(day.slice(0, 7)) ?? [];
    for (const card of cards) {
      const bytes = dailyUsage(card, back, weekday);
      if (bytes > 0) rows.push({ day, iccid: card.iccid, bytes });
    }
    byMonth.set(day.slice(0, 7), rows);
  }
  const usageFiles: string[] = [];
  for (const [month, rows] of byMonth) {
    const key = `cdr/${month}/simulator-${month}.csv`;
    await t.s3.send(new PutObjectCommand({ Bucket: t.importsBucket, Key: key, Body: formatCdr(rows), ContentType: 'text/csv' }));
    usageFiles.push(key);
  }
  await seedRegistrations(t, o.now);
  await seedAuthentications(t, o.now);
  await t.db.send(
    new PutCommand({
      TableName: t.tableName,
      Item: { ...SEED_KEY, format: DATA_FORMAT, cards: cards.length, usageDays: o.usageDays, at },
    }),
  );
  return { cards: cards.length, usageFiles };
}
