// @vitest-environment jsdom
import { routes } from '@cmp/functions/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enUS, zhCN } from '../../../../i18n/all-texts';
import '../../../../i18n/testing';
import { setLanguage } from '../../../../i18n';
import { dialogTests, renderDialog } from '../../../../lib/page-harness';
import { IpAddDialog } from './ip-add-dialog';

const fetchMock = dialogTests();

function renderIpAdd(scope: { channelCustId?: string } = {}) {
  const onSaved = vi.fn();
  renderDialog(<IpAddDialog scope={scope} existing={['10.0.0.0/8']} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}

describe('IpAddDialog', () => {
  it('refuses a malformed or listed IP before sending, then sends the entry with the enterprise', async () => {
    const onSaved = renderIpAdd({ channelCustId: 'C1001' });
    await userEvent.type(screen.getByTestId('ip-input'), '10.0.0.256');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText(enUS.home.apiManager.ip.invalidIp)).toBeTruthy();
    await userEvent.clear(screen.getByTestId('ip-input'));
    await userEvent.type(screen.getByTestId('ip-input'), '10.0.0.0/8');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText(enUS.home.apiManager.ip.duplicateIp)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: {} }), { status: 201 }));
    await userEvent.clear(screen.getByTestId('ip-input'));
    await userEvent.type(screen.getByTestId('ip-input'), ' 203.0.113.0/24 ');
    await userEvent.type(screen.getByTestId('ip-remark'), 'Office');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain(`/api${routes['api-manager.ipSave'].path}`);
    expect(JSON.parse(String(init.body))).toEqual({ channelCustId: 'C1001', ip: '203.0.113.0/24', remark: 'Office' });
  });

  it('shows the server refusal on the field, in Chinese', async () => {
    setLanguage('zh-CN');
    const onSaved = renderIpAdd();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, msg: 'IP 白名单最多 50 条', errorCode: 60003, field: 'ip' }), {
        status: 422,
      }),
    );
    await userEvent.type(screen.getByTestId('ip-input'), '192.0.2.1');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByText('IP 白名单最多 50 条')).toBeTruthy();
    expect(screen.getByText(zhCN.home.apiManager.ip.addTitle)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
