import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../chromium-path';
import { startNetworkRelay, type NetworkRelay } from './network-relay';

/**
 * A browser with a profile of its own on disk (so it can be closed and opened again with what it
 * kept: IndexedDB, the service worker, cookies) that reaches the server only through a relay the
 * journey can cut, as a basement cuts the signal.
 */
export interface OfflineBrowser {
  relay: NetworkRelay;
  context: BrowserContext;
  page: Page;
  /** Closes the browser and opens it again on the same profile. */
  reopen: () => Promise<Page>;
  close: () => Promise<void>;
}

export async function openOfflineBrowser(viewport = { width: 1280, height: 800 }): Promise<OfflineBrowser> {
  const server = process.env.E2E_BASE_URL;
  if (!server) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts starts the server)');
  const relay = await startNetworkRelay(server);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'riser-profile-'));
  const executablePath = await resolveChromiumPath();
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath,
      args: CHROMIUM_ARGS,
      baseURL: relay.baseUrl,
      viewport,
      serviceWorkers: 'allow',
    });
  const browser: OfflineBrowser = {
    relay,
    context: await launch(),
    page: undefined as unknown as Page,
    reopen: async () => {
      await browser.context.close();
      browser.context = await launch();
      browser.page = browser.context.pages()[0] ?? (await browser.context.newPage());
      return browser.page;
    },
    close: async () => {
      await browser.context.close().catch(() => undefined);
      await relay.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  browser.page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return browser;
}

/** Waits until the service worker controls the page, so the app opens without the server. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The header's sync badge. */
export function syncBadge(page: Page) {
  return page.getByTestId('sync-badge');
}

/** The query keys of the reads Riser has saved on the device (its read cache), as JSON. */
export function savedReadKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('riser');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('cache')) return resolve([]);
          const read = database.transaction('cache', 'readonly').objectStore('cache').get('riser-query-cache');
          read.onsuccess = () => {
            const row = read.result as { value: string } | undefined;
            if (!row) return resolve([]);
            const saved = JSON.parse(row.value) as { clientState: { queries: { queryKey: unknown }[] } };
            resolve(saved.clientState.queries.map((query) => JSON.stringify(query.queryKey)));
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}
