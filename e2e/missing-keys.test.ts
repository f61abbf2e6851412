import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, takeMissingKeys } from './support/browser.ts';

/**
 * The journeys' browsers hear of every translation key a page could not find (e2e/support/setup.ts fails the test
 * that showed it): the apps' i18next hands each one to window.__shopMissingKey, which every context's pages have.
 */
describe("the journeys' missing translation key check", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("collects what a page reports, in a context's every page, also through browser.newPage", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const other = await browser.newPage();
    const report = (namespace: string, key: string) =>
      `<script>window.__shopMissingKey({ namespace: '${namespace}', key: '${key}', languages: ['en'] })</script>`;
    await page.setContent(report('order', 'actor.nobody'));
    await other.setContent(report('desk', 'menu.nowhere'));
    // The reports cross from the pages to this process one by one.
    const seen: string[] = [];
    const collected = () => {
      seen.push(...takeMissingKeys().map((r) => `${r.namespace}:${r.key}`));
      return [...seen].sort();
    };
    await expect.poll(collected, { timeout: 5000 }).toEqual(['desk:menu.nowhere', 'order:actor.nobody']);
    await context.close();
    await other.context().close();
  });
});
