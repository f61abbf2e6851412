import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webApps, { appFor, isMerchantHost } from './web-apps.ts';

describe('which app answers a page', () => {
  it('serves the seller center at /seller on every host and at / of a merchant. host', () => {
    expect(appFor('/seller/login', 'shop.example')).toBe('seller');
    expect(appFor('/seller', '127.0.0.1')).toBe('seller');
    expect(appFor('/login', 'merchant.shop.example')).toBe('seller');
    expect(appFor('/', 'merchant.localhost')).toBe('seller');
    expect(appFor('/console/orders', 'merchant.shop.example')).toBe('console');
  });

  it('leaves the shop its own pages, including a /login of its own, and paths that only begin with seller', () => {
    expect(appFor('/login', 'shop.example')).toBe('web');
    expect(appFor('/', 'localhost')).toBe('web');
    expect(appFor('/sellers-guide', 'shop.example')).toBe('web');
    expect(isMerchantHost('MERCHANT.Shop.Example')).toBe(true);
    expect(isMerchantHost('shop.merchant.example')).toBe(false);
  });
});

describe('cache headers of the built apps', () => {
  let app: FastifyInstance;
  let tmp: string;

  beforeAll(async () => {
    // Under a folder named assets on the disk: only the app's own assets/ may count as hashed.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'web-apps-'));
    const web = path.join(tmp, 'assets', 'web');
    const console = path.join(tmp, 'assets', 'console');
    const files: Record<string, string> = {
      [path.join(web, 'index.html')]: '<!doctype html><title>Shop</title>',
      [path.join(web, 'sw.js')]: 'importScripts("sw-bypass.js")',
      [path.join(web, 'workbox-9c191d2f.js')]: 'define([], () => {})',
      [path.join(web, 'sw-bypass.js')]: 'self.addEventListener("install", () => {})',
      [path.join(web, 'manifest.webmanifest')]: '{"name":"Shop"}',
      [path.join(web, 'assets', 'shell-CdbR-vvJ.js')]: 'export {}',
      [path.join(console, 'index.html')]: '<!doctype html><title>Console</title>',
      [path.join(console, 'assets', 'index-Bx1.js')]: 'export {}',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    app = Fastify();
    await app.register(webApps, { webDist: web, consoleDist: console });
    app.setNotFoundHandler((request, reply) => {
      if (!app.sendAppShell?.(request, reply)) void reply.code(404).send();
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('revalidates the service worker, its scripts and the web app manifest on every use', async () => {
    for (const url of ['/sw.js', '/workbox-9c191d2f.js', '/sw-bypass.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('caches hashed assets for a year, and only those in the app’s own assets folder', async () => {
    expect((await get('/assets/shell-CdbR-vvJ.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/console/assets/index-Bx1.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/home')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 and a deep link with the app, even one ending in an amount', async () => {
    for (const url of ['/favicon.ico', '/assets/shell-old.js', '/console/assets/gone.css']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ['/product/12', '/refund/3/SN1/4/12.50', '/searchs?keyword=a.b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Shop</title>');
    }
  });

  it('answers a page of the console with the console, whatever the shop’s service worker would say', async () => {
    const response = await get('/console/');
    expect(response.body).toContain('<title>Console</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
