// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENTERPRISE_CHOICE_KEY } from '../../lib/default-enterprise';
import { pageTests, renderPage, signInAs } from '../../lib/page-harness';
import { TenantPicker, useTenantScope } from './tenant-scope';
import { resolveScope, sideOf } from './tenant-scope-model';

describe('tenant scope rules', () => {
  it('tells the side from the session', () => {
    expect(sideOf({ channelCustId: null, custId: null })).toBe('platform');
    expect(sideOf({ channelCustId: 'C1001', custId: null })).toBe('enterprise');
    expect(sideOf({ channelCustId: 'C1001', custId: 'S2001' })).toBe('secondary');
  });

  it('gives a platform user the chosen enterprise, else the default, and waits without either', () => {
    const base = { side: 'platform' as const, chosenCustomer: null };
    expect(resolveScope({ ...base, chosenEnterprise: 'C1002', defaultEnterprise: 'C1001' })).toMatchObject({
      ready: true,
      body: { channelCustId: 'C1002' },
      query: '?channelCustId=C1002',
    });
    expect(resolveScope({ ...base, chosenEnterprise: null, defaultEnterprise: 'C1001' }).body).toEqual({
      channelCustId: 'C1001',
    });
    expect(resolveScope({ ...base, chosenEnterprise: null })).toMatchObject({ ready: false, body: {}, query: '' });
  });

  it('lets a record screen (byId) send no enterprise unless the URL names one', () => {
    const scope = resolveScope({
      side: 'platform',
      chosenEnterprise: null,
      defaultEnterprise: 'C1001',
      chosenCustomer: null,
      byId: true,
    });
    expect(scope).toMatchObject({ ready: true, body: {} });
  });

  it('narrows an enterprise to a secondary customer only where the screen allows it', () => {
    const input = { side: 'enterprise' as const, chosenEnterprise: 'C9', chosenCustomer: 'S2001' };
    expect(resolveScope(input)).toMatchObject({ ready: true, body: {}, query: '' });
    expect(resolveScope({ ...input, secondary: true })).toMatchObject({ body: { custId: 'S2001' }, query: '?custId=S2001' });
    expect(resolveScope({ ...input, side: 'secondary', secondary: true }).body).toEqual({});
  });

  it('narrows platform staff to a secondary customer within the enterprise, never without one', () => {
    const input = { side: 'platform' as const, chosenEnterprise: 'C1002', chosenCustomer: 'S2003', secondary: true };
    expect(resolveScope(input)).toMatchObject({
      body: { channelCustId: 'C1002', custId: 'S2003' },
      query: '?channelCustId=C1002&custId=S2003',
    });
    expect(resolveScope({ ...input, secondary: false }).body).toEqual({ channelCustId: 'C1002' });
    expect(resolveScope({ ...input, chosenEnterprise: null })).toMatchObject({ ready: false, body: {} });
  });
});

function Probe({ secondary }: { secondary?: boolean }) {
  const scope = useTenantScope({ secondary });
  return (
    <div>
      <TenantPicker scope={scope} />
      <output data-testid="body">{JSON.stringify(scope.body)}</output>
    </div>
  );
}

const directory = {
  'customer.list': () => ({
    items: [
      { channelCustId: 'C1001', custId: null, name: 'Acme' },
      { channelCustId: 'C1002', custId: null, name: 'Beta' },
      { channelCustId: 'C1001', custId: 'S2001', name: 'Acme East' },
    ],
    cursor: null,
  }),
};
const body = () => screen.getByTestId('body').textContent;

pageTests(() => directory);

describe('TenantScopeProvider', () => {
  it('opens a platform user on the remembered enterprise, and a choice goes to the URL and is remembered', async () => {
    signInAs('platform', []);
    sessionStorage.setItem(ENTERPRISE_CHOICE_KEY, 'C1002');
    const router = renderPage(<Probe />, '/x');
    await waitFor(() => expect(body()).toBe('{"channelCustId":"C1002"}'));
    await userEvent.click(screen.getByTestId('enterprise-picker'));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme (C1001)' }));
    await waitFor(() => expect(body()).toBe('{"channelCustId":"C1001"}'));
    expect(router.state.location.search).toBe('?channelCustId=C1001');
    expect(sessionStorage.getItem(ENTERPRISE_CHOICE_KEY)).toBe('C1001');
  });

  it('offers an enterprise user holding 1000003 its secondary customers where the screen allows it', async () => {
    signInAs('enterprise', [featureCodes.customerButtons]);
    renderPage(<Probe secondary />, '/x', '/x?custId=S2001');
    await waitFor(() => expect(body()).toBe('{"custId":"S2001"}'));
    expect((await screen.findByTestId('customer-picker')).textContent).toContain('Acme East');
  });

  it("offers platform staff holding 1000003 the chosen enterprise's secondary customers, and a new enterprise drops the choice", async () => {
    signInAs('platform', [featureCodes.customerButtons]);
    const router = renderPage(<Probe secondary />, '/x', '/x?channelCustId=C1001');
    await userEvent.click(await screen.findByTestId('customer-picker'));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme East' }));
    await waitFor(() => expect(body()).toBe('{"channelCustId":"C1001","custId":"S2001"}'));
    await userEvent.click(screen.getByTestId('enterprise-picker'));
    await userEvent.click(await screen.findByRole('option', { name: 'Beta (C1002)' }));
    await waitFor(() => expect(body()).toBe('{"channelCustId":"C1002"}'));
    expect(router.state.location.search).toBe('?channelCustId=C1002');
  });

  it('offers nothing to an enterprise user without the code, nor on a screen that does not narrow', async () => {
    signInAs('enterprise', []);
    renderPage(<Probe secondary />, '/x', '/x?custId=S2001');
    expect(body()).toBe('{}');
    expect(screen.queryByTestId('customer-picker')).toBeNull();
    expect(screen.queryByTestId('enterprise-picker')).toBeNull();
  });

  it('is required: a screen outside the shell fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/TenantScopeProvider/);
  });
});
