/**
 * Registration review in Chromium against `npm start`: the platform administrator finds the seeded
 * applications, approves one into a new enterprise from the page, and the applicant then signs in
 * with the password chosen at registration; the rejected one shows its reason; an enterprise
 * administrator has no menu entry and gets the 403 page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { openLogin, submitLogin } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;
const PATH = '/business/registration/list';
const row = (page: Page, loginName: string) => page.getByTestId('registration-table').locator('tr', { hasText: loginName });
const t = enUS.business.registration;

describe('registration review', () => {
  const browser = useChromium();

  it('lets the administrator approve an application into a new enterprise, after which the applicant signs in', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}${PATH}`);
    const nav = page.getByRole('navigation', { name: enUS.shell.mainMenu });
    await expect.poll(() => nav.getByRole('link', { name: t.menu.list }).count()).toBe(1);

    // The pending queue (the default filter) holds the seeded applications, newest first.
    await expect.poll(() => row(page, 'hz-fleet').count()).toBe(1);
    const pending = (await page.getByTestId('registration-table').locator('tbody tr').allTextContents()).join('\n');
    expect(pending.indexOf('sz-agri')).toBeLessThan(pending.indexOf('hz-fleet'));
    expect(await row(page, 'hz-fleet').textContent()).toContain(t.status.pending);
    expect(await row(page, 'hz-fleet').textContent()).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await row(page, 'nb-harbour').count()).toBe(0);

    // Approve into a new enterprise: the name comes from the application, the rest is asked for.
    await row(page, 'hz-fleet').getByTestId('registration-approve').click();
    const dialog = page.getByTestId('approve-dialog');
    expect(await dialog.getByTestId('approve-name').inputValue()).toBe('Hangzhou Fleet Telematics');
    expect(await dialog.getByTestId('approve-adminName').inputValue()).toBe('Liu Yang');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(enUS.formRules.required).count()).toBeGreaterThan(0);
    const code = `HZF${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByTestId('approve-code').fill(code);
    await dialog.getByTestId('approve-businessLicence').fill('LIC-HZ-2026');
    await dialog.getByTestId('approve-taxNumber').fill('91330100HZFLEET');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row(page, 'hz-fleet').count()).toBe(0);

    // Under "approved" it shows who decided and the enterprise it joined.
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: t.status.approved }).click();
    await expect.poll(() => row(page, 'hz-fleet').textContent()).toContain('Hangzhou Fleet Telematics (C');
    expect(await row(page, 'hz-fleet').textContent()).toContain('admin');
    // The rejected application shows its reason.
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: t.status.rejected }).click();
    await expect.poll(() => row(page, 'nb-harbour').textContent()).toContain('Business licence could not be verified');
    await context.close();

    // The applicant signs in with the password chosen at registration and lands in the new enterprise.
    const { context: applicant, page: own } = await signedInPage(browser(), 'hz-fleet');
    expect(new URL(own.url()).pathname).not.toMatch(/^\/login/);
    const session = await own.evaluate(() => JSON.stringify(localStorage));
    expect(session).toContain('Hangzhou Fleet Telematics');
    await applicant.close();
  });

  it('tells applicants on the login page: awaiting review, or rejected with the reason', async () => {
    const context = await browser().newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const attempt = async (loginName: string) => {
      await openLogin(page, 'en-US');
      await submitLogin(page, loginName);
      await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
      return (await page.getByRole('alert').allTextContents()).join(' ');
    };
    expect(await attempt('sz-agri')).toContain('awaiting review');
    expect(await attempt('nb-harbour')).toContain('Your registration was rejected: Business licence could not be verified');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows the review page in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'admin', { lang: 'zh-CN' });
    await page.goto(`${base()}${PATH}`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.business.registration.title }).count()).toBe(1);
    await expect.poll(() => row(page, 'sz-meter').textContent()).toContain(zhCN.business.registration.status.pending);
    await context.close();
  });

  it('gives an enterprise administrator no menu entry and the 403 page', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const nav = page.getByRole('navigation', { name: enUS.shell.mainMenu });
    await expect.poll(() => nav.getByRole('link', { name: enUS.business.customer.menu.list }).count()).toBeGreaterThan(0);
    expect(await nav.getByRole('link', { name: t.menu.list }).count()).toBe(0);
    await page.goto(`${base()}${PATH}`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.result.forbidden }).count()).toBe(1);
    expect(await page.getByTestId('registration-table').count()).toBe(0);
    await context.close();
  });
});
