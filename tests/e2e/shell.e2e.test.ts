/**
 * The shell in Chromium against `npm start`: every demo role sees exactly the menu entries its
 * built-in permissions allow (computed from the portal's route data, not written down here), a
 * forbidden page typed by hand shows 403, an unknown path 404, and the logo setting accepts a real
 * PNG and refuses a renamed text file and a file over 1,536,000 bytes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { builtInRoles } from '../../functions/src/platform/permissions.ts';
import { areaRoutes } from '../../portal/src/areas/index.ts';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { audienceOf } from '../../portal/src/routing/access.ts';
import { visibleMenu } from '../../portal/src/routing/route-tree.ts';
import { helpMenuEntries, userMenuEntries } from '../../portal/src/shell/header-menus.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { openLogin, submitLogin } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;
const text = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages) as string;

const demoUsers = [
  ['admin', '1000'],
  ['operator', '2000'],
  ['acme', '3000'],
  ['acme-staff', '4000'],
  ['acme-west', '5000'],
] as const;

/** Signs in in the language the browser's locale gives the login page. */
async function signIn(page: Page, loginName: string) {
  await openLogin(page);
  await submitLogin(page, loginName);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

// A real 1×1 PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The tenant each demo role's account belongs to (the menu also depends on the side it acts for). */
const demoSides: Record<string, { channelCustId: string | null; custId: string | null }> = {
  '1000': { channelCustId: null, custId: null },
  '2000': { channelCustId: null, custId: null },
  '3000': { channelCustId: 'C1001', custId: null },
  '4000': { channelCustId: 'C1001', custId: null },
  '5000': { channelCustId: 'C1001', custId: 'S2002' },
};

describe('shell: menus, guards and logo', () => {
  const browser = useChromium();

  for (const [loginName, roleId] of demoUsers) {
    it(`shows ${loginName} (${roleId}) exactly its menu entries`, async () => {
      const permissions = builtInRoles[roleId]!.permissions;
      const { context, page } = await signedInPage(browser(), loginName);

      const menu = visibleMenu(areaRoutes, permissions, audienceOf(demoSides[roleId]!));
      const expectedLinks = menu.flatMap((r) => (r.children ?? [r]).map((c) => text(enUS, c.titleKey))).sort();
      const nav = page.getByRole('navigation', { name: enUS.shell.mainMenu });
      await expect
        .poll(async () => (await nav.getByRole('link').allTextContents()).map((s) => s.trim()).sort())
        .toEqual(expectedLinks);
      const navText = (await nav.textContent()) ?? '';
      for (const parent of menu.filter((r) => r.children)) expect(navText).toContain(text(enUS, parent.titleKey));

      const who = { roleId, permissions };
      await page.getByTestId('user-menu').click();
      const userItems = await page.getByRole('menuitem').allTextContents();
      expect(userItems.map((s) => s.trim())).toEqual(userMenuEntries(areaRoutes, who).map((e) => text(enUS, e.labelKey)));
      await page.keyboard.press('Escape');

      await page.getByTestId('help-menu').click();
      const helpItems = await page.getByRole('menuitem').allTextContents();
      expect(helpItems.map((s) => s.trim())).toEqual(helpMenuEntries(areaRoutes, who).map((e) => text(enUS, e.labelKey)));
      await page.getByTestId('help-guide').click();
      await page.waitForURL('**/home/doc/guide');
      const edition = roleId === '1000' || roleId === '2000' ? 'manager' : 'customer';
      await expect.poll(() => page.getByTestId('user-guide').getAttribute('data-edition')).toBe(edition);
      await context.close();
    });
  }

  it('shows 403 for a forbidden page typed by hand and 404 for an unknown path, in both languages', async () => {
    for (const [locale, messages] of [
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ] as const) {
      const context = await browser().newContext({ locale });
      const page = await context.newPage();
      await signIn(page, 'acme-staff'); // role 4000: no shortcuts (6000000)
      expect(builtInRoles['4000']!.permissions).not.toContain('6000000');
      await page.goto(`${base()}/shortcuts/notification/list`);
      await expect.poll(() => page.getByRole('heading', { name: messages.result.forbidden }).count()).toBe(1);
      expect(await page.getByTestId('announcement-list').count()).toBe(0);
      await page.goto(`${base()}/no/such/page`);
      await expect.poll(() => page.getByRole('heading', { name: messages.result.notFound }).count()).toBe(1);
      await page.getByRole('button', { name: messages.common.backHome }).click();
      await page.waitForURL('**/home/index');
      await context.close();
    }
  });

  it('lets a platform role publish an announcement, and an enterprise only read the list', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/shortcuts/notification/list`);
    await page.getByTestId('announcement-add').click();
    const dialog = page.getByRole('dialog', { name: enUS.shortcuts.notification.add });
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(enUS.shortcuts.notification.required).count()).toBe(3);
    const english = `Planned maintenance ${Date.now()}`;
    await dialog.getByLabel(enUS.shortcuts.notification.content).fill('计划维护通知');
    await dialog.getByLabel(enUS.shortcuts.notification.englishContent).fill(english);
    const end = new Date(Date.now() + 7 * 86_400_000);
    const local = new Date(end.getTime() - end.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel(enUS.shortcuts.notification.endDate).fill(local);
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('announcement-list').textContent()).toContain(english);
    await context.close();

    const enterprise = await browser().newContext({ locale: 'en-US' });
    const reader = await enterprise.newPage();
    await signIn(reader, 'acme');
    await reader.goto(`${base()}/shortcuts/notification/list`);
    await expect.poll(() => reader.getByTestId('announcement-list').textContent()).toContain(english);
    expect(await reader.getByTestId('announcement-add').count()).toBe(0);
    await enterprise.close();
  });

  it('accepts a real PNG as the logo and refuses a fake or too large one', async () => {
    const { context, page } = await signedInPage(browser(), 'globex');
    const sidebarImage = page.locator('#app-sidebar img');
    expect(await sidebarImage.count()).toBe(0);

    const openDialog = async () => {
      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-logo').click();
      await page.getByRole('dialog', { name: enUS.logo.title }).waitFor();
      await page.getByTestId('logo-upload').waitFor();
    };
    const input = page.locator('[data-testid="logo-upload"] input[type=file]');
    const alert = page.getByTestId('logo-upload').getByRole('alert');

    await openDialog();
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => alert.textContent()).toBe(enUS.logo.required);

    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is only text, not a picture'),
    });
    await expect.poll(() => alert.textContent()).toBe(enUS.logo.wrongType);

    const big = Buffer.concat([tinyPng.subarray(0, 8), Buffer.alloc(1_536_001 - 8, 1)]);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => alert.textContent()).toBe(enUS.logo.tooLarge);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/cmp/core/logo/uploadUrl')) uploads++;
    });
    await page.getByTestId('dialog-confirm').click();
    expect(uploads).toBe(0);

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    await expect.poll(() => alert.count()).toBe(0);
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByText(enUS.logo.success).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => sidebarImage.count()).toBe(1);
    const src = await sidebarImage.getAttribute('src');
    const served = await fetch(new URL(src!, base()));
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(tinyPng.subarray(0, 8));
    expect(uploads).toBe(1);
    await context.close();
  });
});
