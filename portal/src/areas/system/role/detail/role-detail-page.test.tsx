// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { enUS } from '../../../../i18n/all-texts';
import { fakeApi, renderPage, resetPortal, signInAs } from '../../../../lib/page-harness';
import type { Role } from '../role-model';
import RoleDetailPage from './role-detail-page';

const texts = enUS.system.role;
const builtIn: Role = {
  roleId: '3000',
  code: 'ENTERPRISE',
  name: 'Enterprise customer',
  roleType: 3000,
  channelCustId: null,
  description: '',
  permissions: ['1000000'],
  builtIn: true,
  accountCount: null,
};
let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  signInAs('platform', []);
  api$ = fakeApi({
    'role.detail': () => builtIn,
    'role.typeDropdown': () => [
      { roleType: 3000, name: 'Enterprise customer' },
      { roleType: 4000, name: 'Enterprise staff' },
    ],
    'role.menuTree': () => [{ code: '1000000', nameKey: 'menu.home.root', children: [] }],
    'role.saveOrUpdate': (b) => ({ ...b, roleId: 'R9' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/system/role/detail/:roleId?';

describe('role detail', () => {
  it('shows a built-in role read only: its fields and permissions, no Save', async () => {
    const router = renderPage(<RoleDetailPage />, PATH, '/system/role/detail/3000');
    await waitFor(() => expect((screen.getByTestId('role-name') as HTMLInputElement).value).toBe('Enterprise customer'));
    expect(screen.getByText(texts.builtIn)).toBeTruthy();
    expect((screen.getByTestId('role-name') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('role-type').textContent).toContain(enUS.home.account.roleType[3000]));
    expect(await screen.findByTestId('permission-tree')).toBeTruthy();
    expect(screen.queryByTestId('role-save')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: enUS.dataList.back }));
    expect(router.state.location.pathname).toBe('/system/role/list');
  });

  it('checks a new role before saving it, names the enterprise of a channel role, then opens the saved role', async () => {
    const router = renderPage(<RoleDetailPage />, PATH, '/system/role/detail');
    await userEvent.click(await screen.findByTestId('role-save'));
    expect(screen.getAllByText(enUS.formRules.required).length).toBe(3);
    expect(screen.getByText(texts.noPermissions)).toBeTruthy();
    expect(api$.bodiesOf('role.saveOrUpdate')).toEqual([]);

    await userEvent.type(screen.getByTestId('role-name'), 'Field staff');
    await userEvent.type(screen.getByTestId('role-code'), 'FIELD');
    await userEvent.click(screen.getByTestId('role-type'));
    await userEvent.click(await screen.findByRole('option', { name: enUS.home.account.roleType[4000] }));
    await userEvent.type(screen.getByLabelText(texts.fields.enterprise), 'C1001');
    await userEvent.click(within(screen.getByTestId('permission-tree')).getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role/detail/R9'));
    expect(api$.bodiesOf('role.saveOrUpdate')).toEqual([
      { code: 'FIELD', name: 'Field staff', roleType: 4000, channelCustId: 'C1001', permissions: ['1000000'] },
    ]);
  });
});
