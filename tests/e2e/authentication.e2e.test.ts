/**
 * Enterprise real-name authentication in Chromium against `npm start` (issue #16 item 6): an
 * applicant applies on the public page without signing in (in Chinese; a file that is no picture is
 * refused), the platform administrator finds the application, opens both views of its audit page and
 * passes it (in English); a seeded application is rejected with a reason; the list reads in Chinese;
 * an enterprise administrator has no menu entry and gets the 403 page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoLicencePng } from '../../infra/src/local/seed/authentication-demo.ts';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;
const LIST = '/authentication/enterprise/list';
const en = enUS.authentication;
const zh = zhCN.authentication;
const name = `Quanzhou Meter ${Date.now().toString(36)}`;
const png = demoLicencePng();
const row = (page: Page, text: string) => page.getByTestId('auth-table').locator('tbody tr', { hasText: text });

describe('enterprise real-name authentication', () => {
  const browser = useChromium();

  it('takes an application on the public page without sign-in, in Chinese', async () => {
    const context = await browser().newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base()}/authentication/apply/C1001`);
    await expect.poll(() => page.getByRole('heading', { name: zh.apply.title }).count()).toBe(1);
    expect(await page.getByTestId('apply-for-enterprise').textContent()).toContain('C1001');
    const fill = async (field: string, value: string) => page.getByTestId(`apply-${field}`).fill(value);
    await fill('enterpriseName', name);
    await fill('orgCode', '91350100M000100Y44');
    await fill('taxNumber', '91350100M000100Y43');
    await fill('legalPersonName', 'Lin Hua');
    await fill('legalPersonIdNumber', '11010519491231002X');
    await fill('contactName', 'Lin Hua');
    await fill('contactPhone', '0595-2288-1100');
    await fill('contactEmail', 'lin@qz-meter.example.com');
    await fill('captchaCode', 'ABCD');
    const file = page.locator('[data-testid="apply-licence"] input[type=file]');
    // Named .png, but a GIF inside: refused by its content.
    await file.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a-not-a-licence') });
    await expect.poll(() => page.getByTestId('apply-licence').textContent()).toContain(zh.apply.licenceFormat);
    await file.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('apply-submit').click();
    // The check character of the credit code is wrong: said at the field, nothing sent.
    await expect.poll(() => page.getByText(zh.apply.orgCode).count()).toBe(1);
    await fill('orgCode', '91350100M000100Y43');
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-done').count()).toBe(1);
    expect(await page.getByTestId('apply-reference').textContent()).toMatch(/^A\d{17}[0-9A-F]{8}$/);
    await context.close();
  });

  it('lets the administrator audit it in both views and pass it, marking the enterprise', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}${LIST}`);
    const nav = page.getByRole('navigation', { name: enUS.shell.mainMenu });
    await expect.poll(() => nav.getByRole('link', { name: enUS.menu.authentication.enterprise.list }).count()).toBe(1);
    // The unaudited queue (the default filter), identity numbers masked by the server.
    await expect.poll(() => row(page, name).count()).toBe(1);
    expect(await row(page, name).textContent()).toContain('110****9491231002X');
    expect(await row(page, name).textContent()).toContain(en.statuses[0]);
    expect(await row(page, 'Fuzhou Smart Water Co.').count()).toBe(1);

    await row(page, name).getByTestId('auth-audit').click();
    await expect.poll(() => page.getByTestId('auth-organisation').count()).toBe(1);
    expect(await page.getByTestId('auth-enterprise').textContent()).toContain('C1001');
    await expect.poll(() => page.getByTestId('auth-licence').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await page.getByTestId('auth-tab-legalPerson').click();
    await expect.poll(() => page.getByTestId('auth-id-number').textContent()).toBe('110****9491231002X');
    expect(new URL(page.url()).pathname).toMatch(/\/legalPerson$/);
    expect(await page.getByTestId('auth-organisation').count()).toBe(0);

    await page.getByTestId('auth-pass').click();
    await page.getByTestId('auth-pass-confirm').getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('auth-audit-status').textContent()).toBe(en.statuses[1]);
    expect(await page.getByTestId('auth-pass').count()).toBe(0);

    await page.goto(`${base()}/business/customer/detail/C1001`);
    await expect.poll(() => page.getByTestId('customer-real-name').textContent()).toMatch(/\d{4}\/\d{2}\/\d{2}/);
    await context.close();
  });

  it('rejects a seeded application with a required reason', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}${LIST}`);
    await expect.poll(() => row(page, 'Fuzhou Smart Water Co.').count()).toBe(1);
    await row(page, 'Fuzhou Smart Water Co.').getByTestId('auth-audit').click();
    await page.getByTestId('auth-reject').click();
    const dialog = page.getByTestId('auth-reject-dialog');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(enUS.formRules.required).count()).toBeGreaterThan(0);
    await dialog.getByTestId('auth-reject-reason').fill('The licence has expired.');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByTestId('auth-audit-status').textContent()).toBe(en.statuses[2]);
    expect(await page.getByTestId('auth-reason').textContent()).toContain('The licence has expired.');
    await context.close();
  });

  it('shows the list in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'operator', { lang: 'zh-CN' });
    await page.goto(`${base()}${LIST}`);
    await expect.poll(() => page.getByRole('heading', { name: zh.list.title }).count()).toBe(1);
    await expect.poll(() => row(page, 'Acme IoT Ltd.').textContent()).toContain(zh.statuses[0]);
    await context.close();
  });

  it('gives an enterprise administrator no menu entry and the 403 page', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const nav = page.getByRole('navigation', { name: enUS.shell.mainMenu });
    await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(3);
    expect(await nav.getByRole('link', { name: enUS.menu.authentication.enterprise.list }).count()).toBe(0);
    await page.goto(`${base()}${LIST}`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.result.forbidden }).count()).toBe(1);
    expect(await page.getByTestId('auth-table').count()).toBe(0);
    await context.close();
  });
});
