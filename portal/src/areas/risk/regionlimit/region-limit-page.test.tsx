// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import { draftProblems, toggledCity, withProvince, withoutProvince } from './region-limit-model';
import RegionLimitPage from './region-limit-page';

const limit = (limitId: string, enabled: boolean) => ({
  limitId,
  channelCustId: 'C1001',
  target: { kind: 'label', id: 'LB1' },
  targetName: 'Fleet Shenzhen',
  regions: [{ province: '44', cities: ['4403'] }],
  regionNames: ['Guangdong (Shenzhen)'],
  action: 'shutdown',
  enabled,
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  createdBy: 'acme',
  updatedAt: '2026-11-01T00:00:00Z',
  updatedBy: 'acme',
});
const api$ = pageTests(() => ({
  'region-limit.list': () => ({ items: [limit('L20261101000000000ABCDEF', true)], cursor: null }),
  'region-limit.add': () => limit('L20261101000000001ABCDEF', true),
  'region-limit.switch': () => limit('L20261101000000000ABCDEF', false),
  'region-limit.violations': () => ({
    items: [
      {
        iccid: '89860000000000000001',
        msisdn: '1440000000001',
        sessionStart: '2026-11-20T08:00:00.000Z',
        province: '11',
        city: '1101',
        place: 'Beijing · Beijing',
        limits: [{ limitId: 'L20261101000000000ABCDEF', targetKind: 'label', targetName: 'Fleet Shenzhen' }],
        action: 'shutdown',
        outcome: 'shutdown',
        reason: null,
        recordedAt: '2026-11-20T08:05:00.000Z',
      },
    ],
    cursor: null,
  }),
}));

const all = [
  featureCodes.regionLimit,
  featureCodes.regionLimitAdd,
  featureCodes.regionLimitEdit,
  featureCodes.regionLimitDelete,
  featureCodes.regionLimitSwitch,
];

describe('region limit screen', () => {
  it('lists limits by target name with the regions in words, and adds a card limit with cities', async () => {
    signInAs('enterprise', all);
    renderPage(<RegionLimitPage />, '/risk/regionlimit/list');
    expect(await screen.findByText('Fleet Shenzhen')).toBeTruthy();
    const table = screen.getByTestId('region-limit-table');
    expect(table.textContent).toContain('Guangdong (Shenzhen)');
    expect(table.textContent).toContain('Risk shutdown');
    await userEvent.click(screen.getByTestId('region-add'));
    const dialog = await screen.findByTestId('region-limit-dialog');
    await userEvent.type(within(dialog).getByTestId('region-target-iccid'), '89860000000000000009');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText('Choose at least one allowed province')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('region-add-province'));
    await userEvent.click(await screen.findByRole('option', { name: 'Guangdong' }));
    await userEvent.click(within(dialog).getByTestId('region-city-4403'));
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$().bodiesOf('region-limit.add')).toEqual([
        {
          targetKind: 'card',
          targetId: '89860000000000000009',
          action: 'record',
          regions: [{ province: '44', cities: ['4403'] }],
        },
      ]),
    );
  });

  it('switches a limit off, and shows the violations on the second tab', async () => {
    signInAs('enterprise', all);
    renderPage(<RegionLimitPage />, '/risk/regionlimit/list');
    await userEvent.click(await screen.findByTestId('region-switch-L20261101000000000ABCDEF'));
    await waitFor(() =>
      expect(api$().bodiesOf('region-limit.switch')).toEqual([
        { channelCustId: 'C1001', limitId: 'L20261101000000000ABCDEF', version: 1, enabled: false },
      ]),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Violations' }));
    const violations = await screen.findByTestId('region-violation-table');
    await waitFor(() => expect(violations.textContent).toContain('Beijing · Beijing'));
    expect(violations.textContent).toContain('Label Fleet Shenzhen');
    expect(violations.textContent).toContain('Shut down (X)');
  });

  it('hides the changes from a role holding only the page code', async () => {
    signInAs('enterprise', [featureCodes.regionLimit]);
    renderPage(<RegionLimitPage />, '/risk/regionlimit/list');
    expect(await screen.findByText('Fleet Shenzhen')).toBeTruthy();
    expect(screen.queryByTestId('region-add')).toBeNull();
    expect(screen.queryByTestId('region-switch-L20261101000000000ABCDEF')).toBeNull();
  });
});

describe('region limit draft', () => {
  it('adds, narrows and removes provinces', () => {
    const one = withProvince([], '44');
    expect(withProvince(one, '44')).toBe(one);
    expect(toggledCity(one, '44', '4403', true)).toEqual([{ province: '44', cities: ['4403'] }]);
    expect(toggledCity(toggledCity(one, '44', '4403', true), '44', '4403', false)).toEqual([{ province: '44', cities: [] }]);
    expect(withoutProvince(one, '44')).toEqual([]);
  });
  it('checks an ICCID and at least one province before sending', () => {
    expect(draftProblems({ targetKind: 'card', targetId: '123', action: 'record', regions: [] })).toEqual({
      targetId: 'risk.regionLimit.form.iccidFormat',
      regions: 'risk.regionLimit.form.regionsRequired',
    });
    expect(
      draftProblems({ targetKind: 'label', targetId: 'L1', action: 'record', regions: [{ province: '11', cities: [] }] }),
    ).toEqual({ targetId: undefined, regions: undefined });
  });
});
