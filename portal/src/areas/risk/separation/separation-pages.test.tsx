// @vitest-environment jsdom
import { areaCodes, builtInRoles, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import { visibleMenu } from '../../../routing/route-tree';
import { areaRoutes } from '../../index';
import SeparationAnalyseDetailPage from '../../shortcuts/separation-analyse/analyse-detail-page';
import SeparationAnalyseListPage from '../../shortcuts/separation-analyse/analyse-list-page';
import { bindCards, isValidImei, tabOf } from './separation-model';
import SeparationPage from './separation-page';

const ICCID = '89860000000000000011';
const A = '490154203237518';
const binding = {
  iccid: ICCID,
  msisdn: '1440000000011',
  operator: 'CTCC',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  mode: 'imei',
  imei: A,
  boundAt: '2026-11-26T02:00:00.000Z',
  by: 'acme',
  separatedAt: '2026-11-26T03:00:00.000Z',
  seenImei: '860000000000025',
};
const separation = {
  iccid: ICCID,
  msisdn: '1440000000011',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  custId: null,
  operator: 'CTCC',
  month: '2026-11',
  at: '2026-11-26T03:00:00.000Z',
  boundImei: A,
  seenImei: '860000000000025',
  shutdownAt: '2026-11-26T03:00:05.000Z',
};
const group = {
  operationId: '2026-11_C1001_CTCC',
  month: '2026-11',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  operator: 'CTCC',
  count: 1,
};

const api = pageTests(() => ({
  'separation.list': () => ({ items: [binding], cursor: null }),
  'separation.records': () => ({ items: [], cursor: null }),
  'separation.events': () => ({ items: [separation], cursor: null }),
  'separation.bind': (b) => ({ operationId: 'op1', count: (b.cards as unknown[]).length, skipped: 0 }),
  'separation.analysisList': () => ({ items: [group], cursor: null }),
  'separation.analysisDetail': () => ({
    ...group,
    cards: [
      {
        ...separation,
        imeis: [
          { imei: '860000000000025', firstSeen: '2026-11-26T03:00:00.000Z', lastSeen: '2026-11-26T03:00:00.000Z' },
          { imei: A, firstSeen: '2026-11-26T02:10:00.000Z', lastSeen: '2026-11-26T02:50:00.000Z' },
        ],
      },
    ],
  }),
  'customer.list': () => ({ items: [], cursor: null }),
}));

describe('separation model', () => {
  it('reads bind lines, checks IMEIs and tabs', () => {
    expect(isValidImei(A)).toBe(true);
    expect(isValidImei('490154203237517')).toBe(false);
    expect(bindCards({ mode: 'first', lines: `${ICCID}\n\n89860000000000000012` })).toEqual({
      cards: [{ iccid: ICCID }, { iccid: '89860000000000000012' }],
    });
    expect(bindCards({ mode: 'imei', lines: `${ICCID} ${A}` })).toEqual({ cards: [{ iccid: ICCID, imei: A }] });
    expect(bindCards({ mode: 'imei', lines: `${ICCID} 123` })).toEqual({ problem: 'imei', line: 1 });
    expect(bindCards({ mode: 'first', lines: '' })).toEqual({ problem: 'empty' });
    expect(tabOf('records')).toBe('records');
    expect(tabOf('nonsense')).toBe('bound');
  });
});

describe('separation menu', () => {
  it('shows the risk area to platform roles and enterprises, not to staff or secondary customers', () => {
    const riskOf = (roleType: string, side: 'platform' | 'enterprise' | 'secondary') =>
      visibleMenu(areaRoutes, builtInRoles[roleType]!.permissions, side)
        .find((r) => r.id === 'risk')
        ?.children?.map((c) => c.id);
    const all = ['risk.separation', 'risk.renewCardSeparation.list', 'risk.regionlimit.list', 'risk.realNameRecord.list'];
    expect(riskOf('1000', 'platform')).toEqual(all);
    expect(riskOf('3000', 'enterprise')).toEqual(all);
    expect(riskOf('4000', 'enterprise')).toBeUndefined();
    expect(riskOf('5000', 'secondary')).toBeUndefined();
  });
});

describe('separation screens', () => {
  it('lists bound cards and binds cards to their devices', async () => {
    signInAs('enterprise', [areaCodes.risk, featureCodes.separationBind]);
    renderPage(<SeparationPage />, '/risk/setCardSeparation/list/:tab?', '/risk/setCardSeparation/list/bound');
    const table = await screen.findByTestId('separation-bound-table');
    await waitFor(() => expect(table.textContent).toContain(ICCID));
    expect(table.textContent).toContain(A);
    await userEvent.click(screen.getByTestId('separation-bind'));
    await userEvent.type(await screen.findByTestId('bind-lines'), ICCID);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().bodiesOf('separation.bind').at(-1)).toEqual({ mode: 'first', cards: [{ iccid: ICCID }] }));
  });

  it('shows the separations tab and the analysis in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', [areaCodes.risk]);
    renderPage(<SeparationPage />, '/risk/setCardSeparation/list/:tab?', '/risk/setCardSeparation/list/separated');
    const table = await screen.findByTestId('separation-separated-table');
    await waitFor(() => expect(table.textContent).toContain('860000000000025'));
    expect(screen.queryByTestId('separation-bind')).toBeNull();
  });

  it('lists the analysis groups and opens one with its IMEI history', async () => {
    signInAs('platform', [areaCodes.risk]);
    renderPage(<SeparationAnalyseListPage />, '/shortcuts/mobileSeparationAnalyse/list');
    const table = await screen.findByTestId('separation-analyse-table');
    await waitFor(() => expect(table.textContent).toContain('Acme IoT Ltd.'));
    expect(table.textContent).toContain('2026/11');
    renderPage(
      <SeparationAnalyseDetailPage />,
      '/shortcuts/mobileSeparationAnalyse/detail/:operationId',
      '/shortcuts/mobileSeparationAnalyse/detail/2026-11_C1001_CTCC',
    );
    const history = await screen.findByTestId(`separation-history-${ICCID}`);
    expect(history.textContent).toContain(A);
  });
});
