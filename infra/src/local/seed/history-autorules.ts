/**
 * The demo's automation rules (issue #15, item 1), through the autorule API as the accounts would
 * add them: Acme watches cycle usage over 80% of the quota (e-mail, clear below 50%), its funds
 * below ¥1,000 (e-mail and SMS, clear at ¥1,500) and, switched off, cards of its field-trial label
 * entering state 64 (deactivate them); Acme East (a secondary customer) watches its own cards' daily
 * usage over 50 MB (SMS). Globex watches expiry: 3 days before each cycle ends (e-mail).
 *
 * Then the alarm log gets content through the real path (issue #15, item 4): Acme also watches its
 * cards being deactivated (e-mail), and deactivates two active cards one by one; the bus takes each
 * `Card State Changed` to the autorule-eval worker, which fires the rule and sends the e-mail to the
 * local inbox. The write-offs seeded later leave Acme's funds below ¥1,000: the funds rule fires too.
 * Acme East watches its own cards being deactivated, and Acme deactivates one of them.
 */
import type { SeedClient } from './history-client.ts';
import { type CardPicker, of } from './history-picker.ts';

export async function seedAutoRules(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  await acme('/cmp/autorule/add', {
    name: 'Cycle usage over 80%',
    triggerKind: 'cycleUsage',
    unit: 'percent',
    threshold: 80,
    clearThreshold: 50,
    targetKind: 'enterprise',
    actions: [{ type: 2 }],
    emails: 'noc@acme.example;fleet@acme.example',
  });
  await acme('/cmp/autorule/add', {
    name: 'Funds below ¥1,000',
    triggerKind: 'funds',
    threshold: 100_000,
    clearThreshold: 150_000,
    targetKind: 'enterprise',
    actions: [{ type: 1 }, { type: 2 }],
    phones: '13800138000',
    emails: 'finance@acme.example',
  });
  const labels = await acme<{ items: { labelId: string; name: string }[] }>('/cmp/sim/label/list', { pageSize: 100 });
  const test = labels.items.find((l) => /trial/i.test(l.name)) ?? labels.items[0];
  await acme('/cmp/autorule/add', {
    name: 'Deactivate field-trial cards that go live',
    triggerKind: 'stateChange',
    states: [64],
    ...(test ? { targetKind: 'label', targetId: test.labelId } : { targetKind: 'enterprise' }),
    actions: [{ type: 4 }, { type: 2 }],
    emails: 'noc@acme.example',
    enabled: false,
  });
  await api.as('acme-east')('/cmp/autorule/add', {
    name: 'Daily usage over 50 MB',
    triggerKind: 'dailyUsage',
    unit: 'MB',
    threshold: 50,
    targetKind: 'enterprise',
    actions: [{ type: 1 }],
    phones: '021-55550100',
  });
  await api.as('globex')('/cmp/autorule/add', {
    name: 'Cycle ends in 3 days',
    triggerKind: 'cycleEnd',
    days: 3,
    targetKind: 'enterprise',
    actions: [{ type: 2 }],
    emails: 'ops@globex.example',
  });
  await acme('/cmp/autorule/add', {
    name: 'Card deactivated',
    triggerKind: 'stateChange',
    states: [65],
    targetKind: 'enterprise',
    actions: [{ type: 2 }],
    emails: 'noc@acme.example',
  });
  for (const card of cards.pick(2, of('C1001', { state: 64, operator: 'CMCC', custId: null }), 'an alarm'))
    await acme('/cmp/sim/card/changeState', { iccid: card.iccid, targetState: 65 });
  // Acme East's own alarm log: its rule on its cards, one of which Acme deactivates.
  await api.as('acme-east')('/cmp/autorule/add', {
    name: 'My card deactivated',
    triggerKind: 'stateChange',
    states: [65],
    targetKind: 'enterprise',
    actions: [{ type: 2 }],
    emails: 'east-noc@acme.example',
  });
  for (const card of cards.pick(1, of('C1001', { state: 64, custId: 'S2001' }), "Acme East's alarm"))
    await acme('/cmp/sim/card/changeState', { iccid: card.iccid, targetState: 65 });
}
