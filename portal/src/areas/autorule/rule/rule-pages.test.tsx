// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import RuleDetailPage from './rule-detail-page';
import RuleListPage from './rule-list-page';

const texts = enUS.autorule;
const rule = (over: Record<string, unknown> = {}) => ({
  ruleId: 'R20260301020000000ABCDEF',
  channelCustId: 'C1001',
  custId: null,
  name: 'Cycle usage over 80%',
  category: 'A',
  trigger: { kind: 'cycleUsage', unit: 'percent', threshold: 80, clearThreshold: 50 },
  target: { kind: 'enterprise' },
  targetName: null,
  actions: [{ type: 2 }],
  phones: '',
  emails: 'noc@acme.example',
  enabled: true,
  version: 2,
  createdAt: '2026-03-01T02:00:00.000Z',
  createdBy: 'acme',
  updatedAt: '2026-03-02T02:00:00.000Z',
  updatedBy: 'acme',
  ...over,
});
let rules = [rule()];

const api = pageTests(() => {
  rules = [rule()];
  return {
    'autorule.list': () => ({ items: rules, cursor: null }),
    'autorule.detail': () => rules[0],
    'autorule.switch': (b) => ({ ...rules[0], enabled: b.enabled, version: 3 }),
    'autorule.delete': (b) => ({ ruleId: b.ruleId }),
    'autorule.add': (b) => rule({ ...b, ruleId: 'R20260301020000001ABCDEF' }),
    'autorule.dryRun': () => ({
      from: '2026-02-01',
      to: '2026-03-02',
      cardsRead: 1200,
      capped: true,
      cap: 1000,
      total: 2,
      subjects: 2,
      firings: [
        { day: '2026-02-10', subject: '89860000000000000001', subjectLabel: '14400000001', period: '2026-02-10', value: 25.5 },
        { day: '2026-02-11', subject: '89860000000000000002', subjectLabel: '14400000002', period: '2026-02-11', value: 31 },
      ],
      cycles: [],
    }),
  };
});

const all = [
  areaCodes.autorule,
  featureCodes.autoRuleAdd,
  featureCodes.autoRuleEdit,
  featureCodes.autoRuleDelete,
  featureCodes.autoRuleSwitch,
];

describe('automation rule screens', () => {
  it('lists the rules in words; switching and deleting (confirmed) send the version read', async () => {
    signInAs('enterprise', all);
    renderPage(<RuleListPage />, '/autorule/autorule-list/list');
    await waitFor(() => expect(screen.getByTestId('rule-table').textContent).toContain('Cycle usage over 80%'));
    const table = screen.getByTestId('rule-table').textContent ?? '';
    expect(table).toContain("A card's cycle usage reaches 80% (again only after it clears: 50%)");
    expect(table).toContain(texts.words.all);
    expect(screen.getByTestId('rule-state-R20260301020000000ABCDEF').dataset.state).toBe('on');
    await userEvent.click(screen.getByTestId('rule-switch-R20260301020000000ABCDEF'));
    await waitFor(() =>
      expect(api().bodiesOf('autorule.switch')).toEqual([{ ruleId: 'R20260301020000000ABCDEF', version: 2, enabled: false }]),
    );
    await userEvent.click(screen.getByTestId('rule-delete-R20260301020000000ABCDEF'));
    const confirm = await screen.findByTestId('rule-delete-confirm');
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api().bodiesOf('autorule.delete')).toEqual([{ ruleId: 'R20260301020000000ABCDEF', version: 2 }]));
  });

  it('adds a rule after a dry run: the would-fire table and the cap are shown, nothing saved until Save', async () => {
    signInAs('enterprise', all);
    renderPage(<RuleListPage />, '/autorule/autorule-list/list');
    await userEvent.click(await screen.findByTestId('rule-add'));
    const form = await screen.findByTestId('rule-add-dialog');
    await userEvent.type(within(form).getByTestId('rule-name'), 'Heavy days');
    await userEvent.type(within(form).getByTestId('rule-emails'), 'noc@acme.example');
    await userEvent.click(within(form).getByTestId('rule-dry-run-start'));
    await waitFor(() => expect(within(form).getByTestId('rule-dry-run-table').querySelectorAll('tbody tr')).toHaveLength(2));
    expect(within(form).getByTestId('rule-dry-run-capped').textContent).toContain('1,000');
    expect(api().bodiesOf('autorule.add')).toEqual([]);
    expect(api().bodiesOf('autorule.dryRun')[0]).toMatchObject({ name: 'Heavy days', triggerKind: 'cycleUsage', threshold: 80 });
    await userEvent.click(within(form).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api().bodiesOf('autorule.add')).toEqual([
        {
          name: 'Heavy days',
          triggerKind: 'cycleUsage',
          unit: 'percent',
          threshold: 80,
          targetKind: 'enterprise',
          actions: [{ type: 2 }],
          emails: 'noc@acme.example',
        },
      ]),
    );
  });

  it('refuses a wrong phone list in the form with the spec message', async () => {
    signInAs('enterprise', all);
    renderPage(<RuleListPage />, '/autorule/autorule-list/list');
    await userEvent.click(await screen.findByTestId('rule-add'));
    const form = await screen.findByTestId('rule-add-dialog');
    await userEvent.type(within(form).getByTestId('rule-name'), 'X');
    await userEvent.type(within(form).getByTestId('rule-emails'), 'noc@acme.example');
    await userEvent.type(within(form).getByTestId('rule-phones'), '138 000');
    await userEvent.click(within(form).getByTestId('dialog-confirm'));
    await waitFor(() => expect(form.textContent).toContain('phone format wrong'));
    expect(api().bodiesOf('autorule.add')).toEqual([]);
  });

  it('shows a read-only list without the codes, and the empty state', async () => {
    rules = [];
    signInAs('secondary', [areaCodes.autorule]);
    renderPage(<RuleListPage />, '/autorule/autorule-list/list');
    await screen.findByTestId('rule-empty');
    expect(screen.queryByTestId('rule-add')).toBeNull();
  });

  it('says the rule in one sentence in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', all);
    renderPage(
      <RuleDetailPage />,
      '/autorule/autorule-list/detail/:ruleId',
      '/autorule/autorule-list/detail/R20260301020000000ABCDEF',
    );
    await waitFor(() => expect(screen.getByTestId('rule-sentence').textContent).toContain('卡片本周期用量达到 80%'));
    expect(screen.getByTestId('rule-sentence').textContent).toContain(zhCN.autorule.words.all);
    expect(screen.getByTestId('rule-detail-state').textContent).toBe(zhCN.autorule.list.states.on);
  });
});
