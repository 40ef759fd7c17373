// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { enUS } from '../../../../i18n/all-texts';
import { type Handler, fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../../lib/page-harness';
import CustomerChangePage, { customerFieldOf } from './customer-change-page';

let api$: ReturnType<typeof fakeApi>;
let save: Handler;
beforeEach(() => {
  resetPortal();
  save = (b) => ({ ...b, channelCustId: 'C1009', custId: null });
  api$ = fakeApi({ 'customer.save': (b) => save(b) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const errorOf = (testId: string) => {
  const control = screen.getByTestId(testId);
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.hasAttribute('data-error'))?.textContent;
};

describe('customer form', () => {
  it('names the flat field of a nested server field', () => {
    expect(customerFieldOf('adminContact.phone')).toBe('adminPhone');
    expect(customerFieldOf('bank')).toBe('bankName');
    expect(customerFieldOf('invoice.taxNumber')).toBe('invoiceTaxNumber');
    expect(customerFieldOf('name')).toBe('name');
  });

  it('asks platform staff for an enterprise’s identifiers and administrator (spec §5), then opens the new customer', async () => {
    signInAs('platform', []);
    const router = renderPage(<CustomerChangePage />, '/business/customer/add');
    await userEvent.click(await screen.findByTestId('customer-save'));
    for (const field of ['code', 'name', 'businessLicence', 'taxNumber', 'adminName', 'adminPhone'])
      expect(errorOf(`customer-${field}`), field).toBe(enUS.formRules.required);
    await userEvent.type(screen.getByTestId('customer-code'), 'ACME2');
    await userEvent.type(screen.getByTestId('customer-name'), 'Acme Two');
    await userEvent.type(screen.getByTestId('customer-businessLicence'), '91310000');
    await userEvent.type(screen.getByTestId('customer-taxNumber'), 'TAX1');
    await userEvent.type(screen.getByTestId('customer-adminName'), 'Li Lei');
    await userEvent.type(screen.getByTestId('customer-adminPhone'), '010-1;abc');
    await userEvent.type(screen.getByTestId('customer-adminEmail'), 'li@acme.cn;x@y');
    await userEvent.click(screen.getByTestId('customer-save'));
    expect(errorOf('customer-adminPhone')).toBe(enUS.formRules.phone);
    expect(errorOf('customer-adminEmail')).toBe(enUS.formRules.email);
    expect(api$.bodiesOf('customer.save')).toEqual([]);

    await userEvent.clear(screen.getByTestId('customer-adminPhone'));
    await userEvent.type(screen.getByTestId('customer-adminPhone'), '010-12345678');
    await userEvent.clear(screen.getByTestId('customer-adminEmail'));
    save = () => {
      throw refuse(422, 'adminContact.phone: unreachable', { field: 'adminContact.phone', errorCode: 10002 });
    };
    await userEvent.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(errorOf('customer-adminPhone')).toBe('adminContact.phone: unreachable'));
    save = (b) => ({ ...b, channelCustId: 'C1009', custId: null });
    await userEvent.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/customer/detail/C1009'));
    expect(api$.bodiesOf('customer.save').at(-1)).toMatchObject({
      code: 'ACME2',
      name: 'Acme Two',
      adminContact: { name: 'Li Lei', phone: '010-12345678' },
    });
  });
});
