import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { CARD_NAMES_CACHE_MS, createCardNames } from './card-names.ts';
import type { CardRow } from './card-row.ts';

/** A table of named items answering BatchGet, counting the calls and the keys asked for. */
function namesTable(items: Record<string, unknown>[]) {
  const asked: string[][] = [];
  const db = {
    send: async (command: { input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> } }) => {
      const [[table, { Keys }]] = Object.entries(command.input.RequestItems) as [
        [string, { Keys: { pk: string; sk: string }[] }],
      ];
      asked.push(Keys.map((k) => `${k.pk}|${k.sk}`));
      return { Responses: { [table]: items.filter((i) => Keys.some((k) => k.pk === i.pk && k.sk === i.sk)) } };
    },
  } as unknown as DocumentClient;
  return { db, asked };
}

const row = (goodsReleaseId: string, custId: string | null, channelCustId = 'NC1') =>
  ({ iccid: `8986${goodsReleaseId}${custId}`, goodsReleaseId, custId, channelCustId }) as unknown as CardRow;

describe('card-list names kept per container', () => {
  it('names plans and secondary customers in the language asked, then answers from memory for a minute', async () => {
    const plan = { ...basicPlanEntity.key({ goodsReleaseId: 'NG1' }), name: 'IoT 1 GB', nameZh: '物联网 1GB' };
    const cust = { ...secondaryEntity.key({ channelCustId: 'NC1', custId: 'NS1' }), name: 'North', nameZh: '北方' };
    const { db, asked } = namesTable([plan, cust]);
    let clock = 1_000_000;
    const withNames = createCardNames(
      db,
      () => 't',
      () => clock,
    );
    const rows = [row('NG1', 'NS1'), row('NG1', null)];

    const en = await withNames(rows, 'en-US');
    expect(en.map((r) => [r.planName, r.customerName])).toEqual([
      ['IoT 1 GB', 'North'],
      ['IoT 1 GB', null],
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(2); // each name once

    const zh = await withNames(rows, 'zh-CN');
    expect(zh.map((r) => [r.planName, r.customerName])).toEqual([
      ['物联网 1GB', '北方'],
      ['物联网 1GB', null],
    ]);
    expect(asked).toHaveLength(1); // from memory

    clock += CARD_NAMES_CACHE_MS;
    plan.name = 'IoT 2 GB';
    expect((await withNames(rows, 'en-US'))[0]!.planName).toBe('IoT 2 GB');
    expect(asked).toHaveLength(2); // read again after the minute
  });

  it('asks only for the names not kept, and keeps a name the table does not hold as absent', async () => {
    const plan = { ...basicPlanEntity.key({ goodsReleaseId: 'NG2' }), name: 'Plan two' };
    const { db, asked } = namesTable([plan]);
    const withNames = createCardNames(
      db,
      () => 't',
      () => 2_000_000,
    );
    await withNames([row('NG2', null)], 'en-US');
    const out = await withNames([row('NG2', null), row('NG3', 'NS9')], 'zh-CN');
    expect(out.map((r) => [r.planName, r.customerName])).toEqual([
      ['Plan two', null], // no Chinese name: the name
      [null, null],
    ]);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.some((k) => k.includes('NG2'))).toBe(false);
    await withNames([row('NG3', 'NS9')], 'en-US');
    expect(asked).toHaveLength(2);
  });

  it('makes no call for a page without rows', async () => {
    const { db, asked } = namesTable([]);
    expect(await createCardNames(db, () => 't')([], 'en-US')).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});
