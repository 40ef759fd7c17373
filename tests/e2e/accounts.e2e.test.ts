/**
 * Identity screens in Chromium against `npm start`: an enterprise administrator creates an account
 * for a secondary customer, freezes it with a reason, finds the freeze in the freezing records and
 * thaws it; the platform administrator opens the role list and a role's permission tree.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;

const row = (page: Page, loginName: string) => page.getByTestId('account-table').locator('tr', { hasText: loginName });

describe('accounts and roles', () => {
  const browser = useChromium();

  it('lets an enterprise administrator create, freeze and thaw a secondary customer account', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/home/account/list`);
    await expect.poll(() => row(page, 'acme-east').count()).toBeGreaterThan(0);

    // Create: a wrong password is refused with the spec §5 message before anything is sent.
    const loginName = `e2e-${Date.now().toString(36)}`;
    await page.getByTestId('account-add').click();
    const form = page.getByRole('dialog');
    await form.getByTestId('account-loginName').fill(loginName);
    await form.getByTestId('account-displayName').fill('E2E East operator');
    await form.getByTestId('account-role').click();
    await page.getByRole('option', { name: 'Secondary customer' }).click();
    await form.getByTestId('account-custId').click();
    await page.getByRole('option', { name: 'Acme East' }).click();
    await form.getByTestId('account-password').fill('short');
    await form.getByTestId('dialog-confirm').click();
    await expect.poll(() => form.getByText(enUS.formRules.password).count()).toBe(1);
    await form.getByTestId('account-password').fill('Cmp@2026east');
    await form.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => row(page, loginName).textContent()).toContain('Acme East');
    expect(await row(page, loginName).textContent()).toContain(enUS.home.account.status.active);

    // Freeze: the reason is required.
    await row(page, loginName).getByTestId('account-freeze').click();
    const freeze = page.getByTestId('freeze-dialog');
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByText(enUS.formRules.required).count()).toBe(1);
    await page.getByTestId('freeze-reason').fill('Device returned for repair');
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => freeze.count()).toBe(0);
    await expect.poll(() => row(page, loginName).textContent()).toContain(enUS.home.account.status.frozen);

    // The freezing records show who froze it and why.
    await row(page, loginName).getByTestId('account-records').click();
    await page.waitForURL(`**/home/account/freeze/${loginName}`);
    await expect.poll(() => page.getByTestId('freeze-records').textContent()).toContain('Device returned for repair');
    expect(await page.getByTestId('freeze-records').textContent()).toContain('acme');

    // Thaw, with a reason too.
    await page.goto(`${base()}/home/account/list`);
    await row(page, loginName).getByTestId('account-freeze').click();
    await page.getByTestId('freeze-reason').fill('Repaired');
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => row(page, loginName).textContent()).toContain(enUS.home.account.status.active);
    await context.close();
  });

  it('shows the platform administrator the roles and a permission tree', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/system/role/list`);
    await expect.poll(() => page.getByTestId('role-table').textContent()).toContain('Enterprise customer');
    await page.getByTestId('role-open-3000').click();
    await page.waitForURL('**/system/role/detail/3000');
    const tree = page.getByTestId('permission-tree');
    await expect.poll(() => tree.getByRole('checkbox').count()).toBeGreaterThan(30);
    const home = tree.getByRole('checkbox', { name: enUS.system.perm[1000000], exact: true });
    expect(await home.isChecked()).toBe(true);
    expect(await tree.getByRole('checkbox', { name: enUS.system.perm[14000000], exact: true }).isChecked()).toBe(false);
    // Card holds some but not all of its features: a mixed parent.
    expect(await tree.getByRole('checkbox', { name: enUS.system.perm[2000000], exact: true }).getAttribute('aria-checked')).toBe(
      'mixed',
    );
    await context.close();
  });
});
