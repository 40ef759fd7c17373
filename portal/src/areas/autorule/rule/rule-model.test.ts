// @vitest-environment jsdom
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../../i18n/all-texts';
import {
  type RuleDraft,
  type RuleRow,
  actionsFor,
  actionsInWords,
  emptyRuleDraft,
  ruleBodyOf,
  ruleDraftOf,
  ruleDraftProblems,
  targetInWords,
  targetsFor,
  triggerInWords,
} from './rule-model';

const draft = (over: Partial<RuleDraft>): RuleDraft => ({ ...emptyRuleDraft(), name: 'Rule', emails: 'a@b.cn', ...over });
const failing = (d: RuleDraft) =>
  Object.entries(ruleDraftProblems(d))
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('rule form model', () => {
  it('a default usage rule with e-mail passes', () => {
    expect(failing(draft({}))).toEqual([]);
  });

  it.each<[string, Partial<RuleDraft>, string[]]>([
    ['no name', { name: ' ' }, ['name']],
    ['percent over 1000', { threshold: '1001' }, ['threshold']],
    ['clear at the threshold', { clearThreshold: '80' }, ['clearThreshold']],
    ['funds clear below', { triggerKind: 'funds', threshold: '1000', clearThreshold: '500' }, ['clearThreshold']],
    ['funds in yuan with fen', { triggerKind: 'funds', threshold: '1000.50', clearThreshold: '1500' }, []],
    ['no state', { triggerKind: 'stateChange' }, ['states']],
    ['a label without one chosen', { targetKind: 'label' }, ['targetId']],
    ['an API message without URL', { actions: [2, 3] }, ['url']],
    ['SMS without phone', { actions: [1] }, ['phones']],
    ['bad phones', { phones: '138 000' }, ['phones']],
    ['six e-mails', { emails: 'a@b.cn;a@b.cn;a@b.cn;a@b.cn;a@b.cn;a@b.cn' }, ['emails']],
  ])('%s', (_n, over, fields) => expect(failing(draft(over))).toEqual(fields));

  it('sends funds in fen and only the fields of the trigger', () => {
    expect(ruleBodyOf(draft({ triggerKind: 'funds', threshold: '1000', clearThreshold: '1500.5', days: '9' }))).toEqual({
      name: 'Rule',
      triggerKind: 'funds',
      threshold: 100_000,
      clearThreshold: 150_050,
      targetKind: 'enterprise',
      actions: [{ type: 2 }],
      emails: 'a@b.cn',
    });
    expect(
      ruleBodyOf(draft({ actions: [3, 2], url: ' https://x.example/h ', targetKind: 'label', targetId: 'L1' })),
    ).toMatchObject({
      unit: 'percent',
      threshold: 80,
      targetId: 'L1',
      actions: [{ type: 2 }, { type: 3, url: 'https://x.example/h' }],
    });
  });

  it('offers card actions and targets by trigger; no pools to a secondary customer', () => {
    expect(actionsFor('funds')).toEqual([1, 2, 3]);
    expect(actionsFor('stateChange')).toContain(4);
    expect(targetsFor('funds', false)).toEqual(['enterprise', 'customer']);
    expect(targetsFor('cycleUsage', true)).toEqual(['enterprise', 'label']);
    expect(actionsFor('stateChange', true)).not.toContain(6);
  });

  it('reads a saved rule back into the form (funds as yuan)', () => {
    const row = {
      name: 'Low funds',
      trigger: { kind: 'funds', threshold: 100_000, clearThreshold: 150_000 },
      target: { kind: 'enterprise' },
      actions: [{ type: 1 }, { type: 3, url: 'https://h.example', hasSecret: true }],
      phones: '13800138000',
      emails: '',
    } as unknown as RuleRow;
    expect(ruleDraftOf(row)).toMatchObject({
      threshold: '1000.00',
      clearThreshold: '1500.00',
      actions: [1, 3],
      url: 'https://h.example',
    });
  });

  it.each([
    [
      'en-US',
      enUS,
      "A card's cycle usage reaches 80% (again only after it clears: 50%)",
      'the cards labelled Meters',
      'SMS, E-mail',
    ],
    ['zh-CN', zhCN, '卡片本周期用量达到 80%（恢复到 50% 之后才会再次触发）', '带有标签「Meters」的卡片', '短信、邮件'],
  ] as const)('says the rule in words in %s', async (lang, texts, trigger, target, actions) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: texts } }, interpolation: { escapeValue: false } });
    const row = {
      trigger: { kind: 'cycleUsage', unit: 'percent', threshold: 80, clearThreshold: 50 },
      target: { kind: 'label', id: 'L1' },
      targetName: 'Meters',
      custId: null,
      actions: [{ type: 1 }, { type: 2 }],
    } as unknown as RuleRow;
    expect(triggerInWords(row, i18n.t)).toBe(trigger);
    expect(targetInWords(row, i18n.t)).toBe(target);
    expect(actionsInWords(row, i18n.t)).toBe(actions);
    // A secondary customer's rule over all its cards says whose they are (to it and to the enterprise).
    const own = { ...row, target: { kind: 'enterprise' }, custId: 'S2001', ownerName: 'Acme East' } as unknown as RuleRow;
    expect(targetInWords(own, i18n.t)).toBe(
      lang === 'en-US' ? 'the cards of Acme East' : texts.autorule.words.target.customer.replace('{{name}}', 'Acme East'),
    );
    expect(targetInWords({ ...row, target: { kind: 'enterprise' } } as unknown as RuleRow, i18n.t)).toBe(
      texts.autorule.words.all,
    );
  });
});
