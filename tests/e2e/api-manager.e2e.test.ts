/**
 * API management in Chromium against `npm start`: an enterprise administrator opens it from the
 * help menu, rotates the app key the demo history issued and sees the new secret exactly once, adds an IP to the allow-list
 * (a malformed one is refused first) and finds it listed; a secondary customer has no entry and
 * gets 403 when typing the path.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;

describe('API management', () => {
  const browser = useChromium();

  it('lets acme rotate its key, see the new secret once and add an IP to the allow-list', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');

    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-api-manager').click();
    await page.waitForURL('**/home/doc/api-manager');
    // The demo history issued Acme's key (its partner's calls fill the API log): it shows with a hint only.
    await expect.poll(() => page.getByTestId('app-key').count()).toBe(1);
    const previousKey = await page.getByTestId('app-key').textContent();
    // Spec formats: the day as YYYY/MM/DD and every count with thousands separators, the field too.
    await expect
      .poll(() => page.getByTestId('api-usage').textContent())
      .toMatch(/^Calls today \(\d{4}\/\d{2}\/\d{2}\): [\d,]+ of [\d,]+$/);
    const limit = await page.getByTestId('daily-limit').inputValue();
    expect(await page.getByTestId('api-usage').textContent()).toContain(`of ${limit}`);
    expect(limit).toMatch(/^\d{1,3}(,\d{3})*$/);

    // Rotate, after a confirmation: the new secret is shown once, with a warning and a copy button.
    await page.getByTestId('app-key-reset').click();
    await page.getByTestId('app-key-confirm').getByTestId('dialog-confirm').click();
    const secretDialog = page.getByTestId('secret-dialog');
    await expect.poll(() => secretDialog.count()).toBe(1);
    const secret = (await page.getByTestId('secret-once').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await secretDialog.textContent()).toContain(enUS.home.apiManager.key.doneWarning);
    expect(await secretDialog.getByTestId('copy-secret').count()).toBe(1);
    await secretDialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('secret-dialog').count()).toBe(0);

    // Afterwards only the key and a hint of the secret remain, also after a reload.
    await expect.poll(() => page.getByTestId('app-key').textContent()).not.toBe(previousKey);
    expect(await page.getByTestId('app-key').textContent()).toMatch(/^ak[0-9a-f]{24}$/);
    expect(await page.getByTestId('secret-hint').textContent()).toMatch(new RegExp(`${secret.slice(-4)}$`));
    await page.reload();
    await expect.poll(() => page.getByTestId('secret-hint').count()).toBe(1);
    expect(await page.content()).not.toContain(secret);

    // Add an IP: a malformed one is refused with the message, then a CIDR block is listed.
    await page.getByTestId('ip-add').click();
    const dialog = page.getByTestId('ip-add-dialog');
    await dialog.getByTestId('ip-input').fill('999.1.1.1');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(enUS.home.apiManager.ip.invalidIp).count()).toBe(1);
    await dialog.getByTestId('ip-input').fill('203.0.113.0/24');
    await dialog.getByTestId('ip-remark').fill('Head office');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('ip-add-dialog').count()).toBe(0);
    const table = page.getByTestId('ip-table');
    await expect.poll(() => table.textContent()).toContain('203.0.113.0/24');
    expect(await table.textContent()).toContain('Head office');
    expect(await page.getByTestId('ip-enforcement').getAttribute('data-enforced')).toBe('false');
    await context.close();
  });

  it('lets acme allow a widget origin (a malformed one refused first), delete it after a confirmation, and open the OpenAPI document, in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN' });
    await page.goto(`${base()}/home/doc/api-manager`);
    const panel = page.getByTestId('origin-list-panel');
    await expect.poll(() => panel.textContent()).toContain(zhCN.home.apiManager.origin.title);

    await page.getByTestId('origin-add').click();
    const dialog = page.getByTestId('origin-add-dialog');
    await dialog.getByTestId('origin-input').fill('https://shop.example.com/widgets');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(zhCN.home.apiManager.origin.invalidOrigin).count()).toBe(1);
    const origin = `https://e2e-${Date.now().toString(36)}.example.com`;
    await dialog.getByTestId('origin-input').fill(`${origin.toUpperCase().replace('HTTPS', 'https')}:443/`);
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('origin-add-dialog').count()).toBe(0);
    const table = page.getByTestId('origin-table');
    await expect.poll(() => table.textContent()).toContain(origin);

    await page.getByTestId(`origin-delete-${origin}`).click();
    await page.getByTestId('origin-delete-confirm').getByTestId('dialog-confirm').click();
    await expect.poll(async () => (await table.textContent()) ?? '').not.toContain(origin);

    // The OpenAPI link serves the document the stack generates from the route schemas.
    const href = await page.getByTestId('openapi-link').getAttribute('href');
    expect(href).toBe('/api/cmp/open/v1/openapi.json');
    const document = await page.evaluate(async (url) => (await fetch(url!)).json(), href);
    expect(document).toMatchObject({ openapi: '3.1.0', paths: { '/cmp/open/v1/card/list': { post: expect.any(Object) } } });
    await context.close();
  });

  it('gives acme-east no API management entry and a 403 for the typed path', async () => {
    const { context, page } = await signedInPage(browser(), 'acme-east');
    await page.getByTestId('help-menu').click();
    await expect.poll(() => page.getByTestId('help-guide').count()).toBe(1);
    expect(await page.getByTestId('help-api-manager').count()).toBe(0);
    expect((await page.getByRole('menuitem').allTextContents()).map((s) => s.trim())).not.toContain(enUS.help.apiManager);
    await page.keyboard.press('Escape');
    await page.goto(`${base()}/home/doc/api-manager`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.result.forbidden }).count()).toBe(1);
    expect(await page.getByTestId('api-manager-page').count()).toBe(0);
    await context.close();
  });
});
