// @vitest-environment jsdom
import { routes } from '@cmp/functions/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { setLanguage } from '../../../../i18n';
import { enUS } from '../../../../i18n/all-texts';
import { zhCN } from '../../../../i18n/all-texts';
import { dialogTests, renderDialog } from '../../../../lib/page-harness';
import type { Account } from '../account-model';
import { FreezeDialog } from './freeze-dialog';

const account: Account = {
  loginName: 'acme-east',
  displayName: 'Acme East',
  roleId: '5000',
  roleName: 'Secondary customer',
  roleType: 5000,
  channelCustId: 'C1001',
  custId: 'S2001',
  customerName: 'Acme East',
  email: '',
  phone: '',
  status: 'active',
  isResetPassword: false,
  createdAt: '2026-11-22T00:00:00Z',
  lastLoginAt: null,
};

const fetchMock = dialogTests();

function renderFreeze(a: Account = account) {
  const onDone = vi.fn();
  renderDialog(<FreezeDialog account={a} onClose={vi.fn()} onDone={onDone} />);
  return onDone;
}

describe('FreezeDialog', () => {
  it('needs a reason before it freezes (spec §6)', async () => {
    const onDone = renderFreeze();
    expect(await screen.findByText('Freeze account acme-east?')).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText(enUS.formRules.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    await userEvent.type(screen.getByTestId('freeze-reason'), '  Lost device ');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain(`/api${routes['account.freezeSave'].path}`);
    expect(JSON.parse(String(init.body))).toEqual({ loginName: 'acme-east', action: 'freeze', reason: 'Lost device' });
  });

  it('thaws a frozen account and shows the server refusal in Chinese', async () => {
    setLanguage('zh-CN');
    const onDone = renderFreeze({ ...account, status: 'frozen' });
    expect(await screen.findByText('确定解冻账号 acme-east？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText(zhCN.formRules.required)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, msg: '无权操作该账号', errorCode: 10006 }), { status: 403 }),
    );
    await userEvent.type(screen.getByTestId('freeze-reason'), '已修复');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByText('无权操作该账号')).toBeTruthy();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).action).toBe('thaw');
    expect(onDone).not.toHaveBeenCalled();
  });
});
