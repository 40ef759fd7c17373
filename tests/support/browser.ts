import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signIn } from './sign-in.ts';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Chromium for the enclosing suite: launched before its tests, closed after them. Call the result for the browser. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not launched yet: use the browser inside a test or hook');
    return browser;
  };
}

/**
 * A fresh browser context (its own storage) in `lang` with a desktop viewport (1440×900 unless
 * given), a page in it, and a demo account signed in on that page. The test closes the context.
 */
export async function signedInPage(
  browser: Browser,
  loginName: string,
  o: { lang?: 'en-US' | 'zh-CN'; viewport?: { width: number; height: number }; acceptDownloads?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const lang = o.lang ?? 'en-US';
  const context = await browser.newContext({
    locale: lang,
    viewport: o.viewport ?? { width: 1440, height: 900 },
    // No smooth scrolling or animations that move an element between Playwright's checks and its click.
    reducedMotion: 'reduce',
    ...(o.acceptDownloads ? { acceptDownloads: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, loginName, lang);
  return { context, page };
}
