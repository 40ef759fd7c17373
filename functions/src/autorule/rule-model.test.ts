import { describe, expect, it } from 'vitest';
import { autoruleErrors } from './errors.ts';
import {
  type RuleDraft,
  cleanTrigger,
  emailsProblem,
  phonesProblem,
  ruleProblem,
  splitList,
  targetMatches,
} from './rule-model.ts';

const base: RuleDraft = {
  name: 'Usage over 80%',
  trigger: { kind: 'cycleUsage', unit: 'percent', threshold: 80 },
  target: { kind: 'enterprise' },
  actions: [{ type: 2 }],
  emails: 'ops@acme.example',
};
const withTrigger = (trigger: RuleDraft['trigger'], more: Partial<RuleDraft> = {}): RuleDraft => ({ ...base, trigger, ...more });

describe('spec §5 contact lists', () => {
  it.each([
    ['13800000000', null],
    ['010-12345678;13800000000', null],
    [' 138 ; 139-1 ', null],
    ['138 139', 'RULE_PHONE_FORMAT'],
    ['1380000000a', 'RULE_PHONE_FORMAT'],
    ['+8613800000000', 'RULE_PHONE_FORMAT'],
    ['1;2;3;4;5;6', 'RULE_PHONE_FORMAT'],
    ['111;222;333;444;555', null],
    ['138,139', 'RULE_PHONE_FORMAT'],
    ['', null],
  ])('phones %j → %s', (text, key) => expect(phonesProblem(text)?.key ?? null).toBe(key));

  it.each([
    ['ops@acme.example', null],
    ['a@b.cn;c.d@e-f.com.cn', null],
    ['not-an-address', 'RULE_EMAIL_FORMAT'],
    ['a@b', 'RULE_EMAIL_FORMAT'],
    ['a@b.c', 'RULE_EMAIL_FORMAT'],
    ['a@b.cn,c@d.cn', 'RULE_EMAIL_FORMAT'],
    ['a@b.cn;b@b.cn;c@b.cn;d@b.cn;e@b.cn;f@b.cn', 'RULE_EMAIL_FORMAT'],
  ])('emails %j → %s', (text, key) => expect(emailsProblem(text)?.key ?? null).toBe(key));

  it('splits on English semicolons and drops blanks', () => {
    expect(splitList(' a ;; b;')).toEqual(['a', 'b']);
  });

  it('says the spec messages in both languages', () => {
    expect(autoruleErrors.RULE_PHONE_FORMAT.en).toBe('phone format wrong');
    expect(autoruleErrors.RULE_EMAIL_FORMAT.en).toBe('email format wrong');
    expect(autoruleErrors.RULE_PHONE_FORMAT.zh).toBeTruthy();
  });

  it('uses only codes 50101–50149', () => {
    for (const e of Object.values(autoruleErrors)) expect(e.errorCode >= 50101 && e.errorCode <= 50149).toBe(true);
  });
});

describe('ruleProblem', () => {
  it.each<[string, RuleDraft, string | null]>([
    ['a valid usage rule', base, null],
    ['a blank name', { ...base, name: '  ' }, 'name'],
    ['no threshold', withTrigger({ kind: 'cycleUsage', unit: 'MB' }), 'threshold'],
    ['a zero threshold', withTrigger({ kind: 'dailyUsage', unit: 'MB', threshold: 0 }), 'threshold'],
    ['daily usage in percent', withTrigger({ kind: 'dailyUsage', unit: 'percent', threshold: 5 }), 'unit'],
    [
      'a usage clear at the threshold',
      withTrigger({ kind: 'cycleUsage', unit: 'MB', threshold: 100, clearThreshold: 100 }),
      'clearThreshold',
    ],
    ['a usage clear below', withTrigger({ kind: 'cycleUsage', unit: 'MB', threshold: 100, clearThreshold: 60 }), null],
    [
      'a funds clear below the threshold',
      withTrigger({ kind: 'funds', threshold: 100_000, clearThreshold: 50_000 }),
      'clearThreshold',
    ],
    ['a funds clear above', withTrigger({ kind: 'funds', threshold: 100_000, clearThreshold: 150_000 }), null],
    ['a clear on an expiry rule', withTrigger({ kind: 'cycleEnd', days: 3, clearThreshold: 1 }), 'clearThreshold'],
    ['expiry without days', withTrigger({ kind: 'testEnd' }), 'days'],
    ['state change without states', withTrigger({ kind: 'stateChange', states: [] }), 'states'],
    ['zone change without states', withTrigger({ kind: 'zoneChange' }), 'zoneStates'],
    [
      'a funds rule on a label',
      withTrigger({ kind: 'funds', threshold: 1 }, { target: { kind: 'label', id: 'L1' } }),
      'targetKind',
    ],
    [
      'a pool rule on a plan',
      withTrigger({ kind: 'poolUsage', unit: 'percent', threshold: 90 }, { target: { kind: 'plan', id: 'G1' } }),
      'targetKind',
    ],
    [
      'a contract rule on a customer',
      withTrigger({ kind: 'contractEnd', days: 30 }, { target: { kind: 'customer', id: 'S1' } }),
      'targetKind',
    ],
    ['a label target without id', { ...base, target: { kind: 'label' } }, 'targetId'],
    ['no action', { ...base, actions: [] }, 'actions'],
    ['an action twice', { ...base, actions: [{ type: 2 }, { type: 2 }] }, 'actions'],
    ['deactivate on a funds rule', withTrigger({ kind: 'funds', threshold: 1 }, { actions: [{ type: 4 }] }), 'actions'],
    ['deactivate on a card rule', { ...base, actions: [{ type: 4 }] }, null],
    ['an API message without URL', { ...base, actions: [{ type: 3 }] }, 'url'],
    ['an API message to ftp', { ...base, actions: [{ type: 3, url: 'ftp://x' }] }, 'url'],
    ['an API message', { ...base, actions: [{ type: 3, url: 'https://hooks.acme.example/cmp' }] }, null],
    ['an event pack without pack', { ...base, actions: [{ type: 6 }] }, 'packId'],
    ['a speed limit off the list', { ...base, actions: [{ type: 11, speedKbps: 100 }] }, 'speedKbps'],
    ['a QoS limit', { ...base, actions: [{ type: 9, speedKbps: 128 }] }, null],
    ['SMS without phones', { ...base, actions: [{ type: 1 }] }, 'phones'],
    ['e-mail without addresses', { ...base, emails: '' }, 'emails'],
    ['bad phones even without SMS', { ...base, phones: 'abc' }, 'phones'],
  ])('%s', (_name, draft, field) => expect(ruleProblem(draft)?.field ?? null).toBe(field));
});

describe('cleanTrigger', () => {
  it("keeps only the kind's fields", () => {
    expect(cleanTrigger({ kind: 'stateChange', states: [65, 64, 65], threshold: 5, unit: 'MB' })).toEqual({
      kind: 'stateChange',
      states: [64, 65],
    });
    expect(cleanTrigger({ kind: 'dailyUsage', unit: 'percent', threshold: 5, days: 3 })).toEqual({
      kind: 'dailyUsage',
      unit: 'MB',
      threshold: 5,
    });
  });
});

describe('targetMatches (from the event, no read)', () => {
  const card = { channelCustId: 'C1', custId: 'S1', poolId: 'P1', goodsReleaseId: 'G1', labels: ['L1', 'L2'] };
  it.each<[string, Parameters<typeof targetMatches>[0], boolean]>([
    ['enterprise', { target: { kind: 'enterprise' } }, true],
    ['its customer', { target: { kind: 'customer', id: 'S1' } }, true],
    ['another customer', { target: { kind: 'customer', id: 'S2' } }, false],
    ['its label', { target: { kind: 'label', id: 'L2' } }, true],
    ['another label', { target: { kind: 'label', id: 'L3' } }, false],
    ['its pool', { target: { kind: 'pool', id: 'P1' } }, true],
    ['its plan', { target: { kind: 'plan', id: 'G1' } }, true],
    ['another plan', { target: { kind: 'plan', id: 'G2' } }, false],
    ["its secondary customer's rule", { target: { kind: 'label', id: 'L1' }, custId: 'S1' }, true],
    ["another secondary customer's rule", { target: { kind: 'enterprise' }, custId: 'S2' }, false],
  ])('%s', (_name, rule, matches) => expect(targetMatches(rule, card)).toBe(matches));
});
