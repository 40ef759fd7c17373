// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/testing';
import { enUS } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import CommservDetailPage from './commserv-detail-page';
import CommservFormPage from './commserv-form-page';
import type { Commserv } from './commserv-model';

const texts = enUS.operator.commserv;
let service: Commserv;
let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  // A data service of the operator's own, not directional, with two domain names.
  service = {
    commservId: '100000042',
    name: 'Telemetry uplink',
    type: 'data',
    priority: 4,
    directional: false,
    status: 2,
    domains: ['api.example.com', 'ota.example.com'],
    whitelist: [],
    createdAt: '2026-11-01T08:00:00',
    updatedAt: '2026-11-02T09:30:00',
  };
  api$ = fakeApi({
    'commserv.detail': () => service,
    'commserv.block': () => {
      service = { ...service, status: 1 };
      return service;
    },
    'commserv.add': (b) => ({ ...service, ...b, commservId: '100000009' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openDetail = () =>
  renderPage(<CommservDetailPage />, '/operator/commserv-list/detail/:commservId', '/operator/commserv-list/detail/100000042');

describe('communication service detail', () => {
  it('shows the service, its domain names counted, and no actions without the operator code', async () => {
    signInAs('platform', []);
    openDetail();
    const detail = await screen.findByTestId('commserv-detail');
    expect(detail.textContent).toContain(`${texts.fields.domains} (2)`);
    expect(detail.textContent).toContain('ota.example.com');
    expect(detail.textContent).toContain(texts.status[2]);
    expect(detail.textContent).toContain(texts.no);
    expect(screen.queryByTestId('detail-toggle')).toBeNull();
  });

  it('blocks an allowed service after confirming, then shows it blocked', async () => {
    signInAs('platform', [areaCodes.operator]);
    openDetail();
    const toggle = await screen.findByTestId('detail-toggle');
    expect(toggle.textContent).toBe(texts.block);
    expect(toggle.dataset.variant).toBe('danger');
    await userEvent.click(toggle);
    const dialog = await screen.findByTestId('status-confirm');
    expect(dialog.textContent).toContain(texts.confirm.blockTitle);
    expect(api$.bodiesOf('commserv.block')).toEqual([]);
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('commserv-detail').textContent).toContain(texts.status[1]));
    expect(api$.bodiesOf('commserv.block')).toEqual([{ commservId: '100000042' }]);
    expect(screen.getByTestId('detail-toggle').textContent).toBe(texts.allow);
  });
});

describe('communication service form', () => {
  it('checks priority 1-10 and each domain name before sending, then opens the new service', async () => {
    signInAs('platform', [areaCodes.operator]);
    const router = renderPage(<CommservFormPage />, '/operator/commserv-list/add');
    await userEvent.type(await screen.findByTestId('commserv-name'), 'Video');
    await userEvent.clear(screen.getByTestId('commserv-priority'));
    await userEvent.type(screen.getByTestId('commserv-priority'), '12');
    await userEvent.type(screen.getByTestId('commserv-domains'), 'api.example.com\nnot a domain');
    await userEvent.click(screen.getByTestId('commserv-save'));
    expect(screen.getByText(texts.rules.priority)).toBeTruthy();
    expect(screen.getByText('Not a valid domain name: not')).toBeTruthy();
    expect(api$.bodiesOf('commserv.add')).toEqual([]);
    await userEvent.clear(screen.getByTestId('commserv-priority'));
    await userEvent.type(screen.getByTestId('commserv-priority'), '7');
    await userEvent.clear(screen.getByTestId('commserv-domains'));
    await userEvent.type(screen.getByTestId('commserv-domains'), 'api.example.com');
    await userEvent.click(screen.getByTestId('commserv-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/commserv-list/detail/100000009'));
    expect(api$.bodiesOf('commserv.add')[0]).toMatchObject({ name: 'Video', priority: 7, domains: ['api.example.com'] });
  });

  it('shows a refusal about the QoS pair under the uplink field', async () => {
    signInAs('platform', [areaCodes.operator]);
    api$ = fakeApi({
      'commserv.add': () => {
        throw refuse(422, 'qos.downlinkKbps: too large', { field: 'qos.downlinkKbps', errorCode: 10002 });
      },
    });
    renderPage(<CommservFormPage />, '/operator/commserv-list/add');
    await userEvent.type(await screen.findByTestId('commserv-name'), 'Video');
    await userEvent.click(screen.getByTestId('commserv-qos'));
    await userEvent.click(screen.getByRole('option', { name: texts.yes }));
    await userEvent.type(screen.getByLabelText(texts.fields.uplinkKbps), '100');
    await userEvent.type(screen.getByLabelText(texts.fields.downlinkKbps), '99999999');
    await userEvent.click(screen.getByTestId('commserv-save'));
    const uplink = screen.getByLabelText(texts.fields.uplinkKbps);
    await waitFor(() => expect(uplink.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('qos.downlinkKbps: too large')).toBeTruthy();
  });
});
