/**
 * The demo's region limits (issue #16 item 4), through the region-limit API as Acme would add them:
 * its first label's cards may be used in Shenzhen and Guangzhou only (record), one card in Shanghai
 * only (risk shutdown), another in Beijing and Tianjin (record), and a limit switched off. Then the
 * violations list gets content through the real session check (risk/region/region-check-instance.ts,
 * the one the session ingestion runs): the Shanghai card reported in Nanjing goes to risk shutdown
 * (operator status X), the Beijing card reported in Shenzhen is recorded.
 */
import type { Card } from '@cmp/functions/card/card-record';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, of } from './history-picker.ts';

export async function seedRegionLimits(
  api: SeedClient,
  cards: CardPicker,
  t: { db: DocumentClient; tableName: string },
): Promise<void> {
  const acme = api.as('acme');
  const labels = await acme<{ items: { labelId: string }[] }>('/cmp/sim/label/list', { pageSize: 100 });
  if (labels.items[0])
    await acme('/cmp/risk/regionLimit/add', {
      targetKind: 'label',
      targetId: labels.items[0].labelId,
      regions: [{ province: '44', cities: ['4403', '4401'] }],
      action: 'record',
    });
  const [shut, recorded, off] = cards.pick(3, of('C1001', { state: 64, operator: 'CMCC', custId: null }), 'region limits');
  await acme('/cmp/risk/regionLimit/add', {
    targetKind: 'card',
    targetId: shut!.iccid,
    regions: [{ province: '31', cities: [] }],
    action: 'shutdown',
  });
  await acme('/cmp/risk/regionLimit/add', {
    targetKind: 'card',
    targetId: recorded!.iccid,
    regions: [
      { province: '11', cities: [] },
      { province: '12', cities: [] },
    ],
    action: 'record',
  });
  await acme('/cmp/risk/regionLimit/add', {
    targetKind: 'card',
    targetId: off!.iccid,
    regions: [{ province: '33', cities: ['3301', '3302'] }],
    action: 'shutdown',
    enabled: false,
  });

  // Yesterday's sessions, as an operator session file would report them, through the real check.
  const { regionCheck } = await import('@cmp/functions/risk/region/region-check-instance');
  const stored = new Map<string, Card>();
  for (const c of [shut!, recorded!]) {
    const { Item } = await t.db.send(new GetCommand({ TableName: t.tableName, Key: cardEntity.key(c) }));
    if (Item) stored.set(c.iccid, Item as Card);
  }
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await regionCheck().check(
    [
      { iccid: shut!.iccid, imei: '861234560000011', start: `${day}T01:20:00.000Z`, province: '32', city: '3201' },
      { iccid: recorded!.iccid, imei: '861234560000022', start: `${day}T03:45:00.000Z`, province: '44', city: '4403' },
    ],
    stored,
  );
}
