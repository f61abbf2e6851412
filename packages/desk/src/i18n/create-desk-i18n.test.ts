import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectMissingKeys, MISSING_KEY_HOOK } from '@shop/contract/missing-keys';
import { createDeskI18n } from './create-desk-i18n.ts';
import type { DeskResources } from './resources.ts';

const shopResources: DeskResources = {
  en: { shop: { title: 'Shop', orders_one: '{{count}} order', orders_other: '{{count}} orders' } },
  'zh-CN': () => Promise.resolve({ shop: { title: '店铺', orders_other: '{{count}} 个订单' } }),
};

const t = (desk: ReturnType<typeof createDeskI18n>, key: string, values?: Record<string, unknown>) =>
  desk.i18n.t(key as never, values as never) as unknown as string;

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

describe('createDeskI18n', () => {
  it('is ready in English at once, with desk’s namespace, the server’s messages and the app’s own', () => {
    const desk = createDeskI18n({ app: 'seller', languages: ['en', 'zh-CN'], resources: [shopResources] });

    expect(desk.language()).toBe('en');
    expect(t(desk, 'desk:actions.signOut')).toBe('Sign out');
    expect(t(desk, 'validation:amountInvalid')).toBe('Please enter a correct amount');
    expect(t(desk, 'shop:orders', { count: 2 })).toBe('2 orders');
    expect(desk.antdLocale()).toBeUndefined();
  });

  it('loads a language when chosen, switches to it and remembers it for this app only', async () => {
    const desk = createDeskI18n({ app: 'seller', languages: ['en', 'zh-CN'], resources: [shopResources] });
    localStorage.setItem('console-lang', 'en');

    await desk.changeLanguage('zh-CN');

    expect(desk.language()).toBe('zh-CN');
    expect(t(desk, 'desk:actions.signOut')).toBe('退出登录');
    expect(t(desk, 'validation:amountInvalid')).toBe('请输入正确的金额');
    expect(t(desk, 'shop:orders', { count: 2 })).toBe('2 个订单');
    expect(localStorage.getItem('seller-lang')).toBe('zh-CN');
    expect(localStorage.getItem('console-lang')).toBe('en');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(desk.antdLocale()?.locale).toBe('zh-cn');
  });

  it('opens in the remembered language, once it has loaded', async () => {
    localStorage.setItem('seller-lang', 'zh-CN');
    const desk = createDeskI18n({ app: 'seller', languages: ['en', 'zh-CN'], resources: [shopResources] });

    await desk.ready;

    expect(desk.language()).toBe('zh-CN');
    expect(t(desk, 'shop:title')).toBe('店铺');
  });

  it('stays in English for a remembered or chosen language the app does not offer', async () => {
    localStorage.setItem('seller-lang', 'tai');
    const desk = createDeskI18n({ app: 'seller', languages: ['en', 'zh-CN'], resources: [shopResources] });
    await desk.ready;
    await desk.changeLanguage('ri');

    expect(desk.language()).toBe('en');
  });

  it('gives i18next the standard tag inside and keeps the shop code outside: ri is "ja", with Japanese plurals', async () => {
    const desk = createDeskI18n({
      app: 'seller',
      languages: ['en', 'ri'],
      resources: [{ en: shopResources.en, ri: { shop: { title: '店舗', orders_other: '注文 {{count}} 件' } } }],
    });
    await desk.changeLanguage('ri');

    expect(desk.i18n.language).toBe('ja');
    expect(desk.language()).toBe('ri');
    expect(localStorage.getItem('seller-lang')).toBe('ri');
    expect(document.documentElement.lang).toBe('ja-JP');
    // Japanese has one plural form: "_other" even for 1, whatever the runtime's own language is.
    expect(t(desk, 'shop:orders', { count: 1 })).toBe('注文 1 件');
  });

  it('falls back to English for a string a language lacks', async () => {
    const desk = createDeskI18n({
      app: 'seller',
      languages: ['en', 'zh-CN'],
      resources: [{ en: { shop: { title: 'Shop', hint: 'Hint' } }, 'zh-CN': { shop: { title: '店铺' } } }],
    });
    await desk.changeLanguage('zh-CN');

    expect(t(desk, 'shop:hint')).toBe('Hint');
  });

  it('reports a key that exists in no language to the installed hook (tests and journeys fail on it)', () => {
    const desk = createDeskI18n({ app: 'seller', languages: ['en'], resources: [shopResources] });
    const missing = collectMissingKeys();
    try {
      expect(t(desk, 'shop:nothing')).toBe('nothing');
      expect(t(desk, 'shop:title')).toBe('Shop');
      expect(missing.take()).toEqual([{ namespace: 'shop', key: 'nothing', languages: ['en'] }]);
    } finally {
      missing.uninstall();
    }
  });

  it('reports nothing without a hook, as in production', () => {
    const desk = createDeskI18n({ app: 'seller', languages: ['en'], resources: [shopResources] });
    const saved = (globalThis as Record<string, unknown>)[MISSING_KEY_HOOK];
    delete (globalThis as Record<string, unknown>)[MISSING_KEY_HOOK];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(t(desk, 'shop:nothing')).toBe('nothing');
    } finally {
      (globalThis as Record<string, unknown>)[MISSING_KEY_HOOK] = saved;
    }
    // A development build (Vitest's too) writes one console line; a production build has no such branch.
    expect(consoleError).toHaveBeenCalledWith('[i18n] missing shop:nothing (en)');
  });

  it('refuses two modules claiming one namespace', () => {
    expect(() =>
      createDeskI18n({ app: 'seller', languages: ['en'], resources: [shopResources, { en: { shop: {} } }] }),
    ).toThrow('Two modules define the i18n namespace "shop"');
  });

  describe('the signed-in pages’ strings', () => {
    const ordersEnglish = vi.fn(() => ({ orders: { title: 'Orders' } }));
    const ordersChinese = vi.fn(() => Promise.resolve({ orders: { title: '订单' } }));
    const signedIn = () => ({
      app: 'seller',
      languages: ['en', 'zh-CN'] as const,
      resources: [shopResources],
      signedInResources: async (): Promise<DeskResources[]> => [{ en: ordersEnglish(), 'zh-CN': ordersChinese }],
    });
    beforeEach(() => {
      ordersEnglish.mockClear();
      ordersChinese.mockClear();
    });

    it('are not there before loadSignedIn, and are after it, fetched once however often it is asked', async () => {
      const desk = createDeskI18n(signedIn());
      expect(desk.i18n.exists('orders:title')).toBe(false);
      expect(t(desk, 'shop:title')).toBe('Shop');

      await Promise.all([desk.loadSignedIn(), desk.loadSignedIn()]);
      await desk.loadSignedIn();

      expect(t(desk, 'orders:title')).toBe('Orders');
      expect(ordersEnglish).toHaveBeenCalledTimes(1);
      expect(ordersChinese).not.toHaveBeenCalled();
    });

    it("hold back the signed-in frame's module until they are loaded too", async () => {
      const desk = createDeskI18n(signedIn());
      const frame = { Component: 'frame' };
      const module = await desk.withSignedInStrings(Promise.resolve(frame));

      expect(module).toBe(frame);
      expect(t(desk, 'orders:title')).toBe('Orders');
    });

    it('come in the language on screen, and in a language chosen after them', async () => {
      localStorage.setItem('seller-lang', 'zh-CN');
      const desk = createDeskI18n(signedIn());
      await desk.ready;
      await desk.loadSignedIn();
      expect(t(desk, 'orders:title')).toBe('订单');

      await desk.changeLanguage('en');
      expect(t(desk, 'orders:title')).toBe('Orders');
    });

    it('follow a language chosen while they were on their way', async () => {
      const desk = createDeskI18n(signedIn());
      const loading = desk.loadSignedIn();
      const switching = desk.changeLanguage('zh-CN');
      await Promise.all([loading, switching]);

      expect(desk.language()).toBe('zh-CN');
      expect(t(desk, 'orders:title')).toBe('订单');
    });

    it('come in English too, the fallback of a key the language on screen lacks', async () => {
      localStorage.setItem('seller-lang', 'zh-CN');
      const desk = createDeskI18n({
        ...signedIn(),
        signedInResources: async () => [
          { en: { orders: { title: 'Orders', hint: 'Hint' } }, 'zh-CN': async () => ({ orders: { title: '订单' } }) },
        ],
      });
      await desk.ready;
      await desk.loadSignedIn();
      expect(t(desk, 'orders:hint')).toBe('Hint');
    });

    it('are not fetched in a language whose switch failed', async () => {
      const desk = createDeskI18n({
        ...signedIn(),
        resources: [{ en: shopResources.en, 'zh-CN': () => Promise.reject(new Error('offline')) }],
      });
      await expect(desk.changeLanguage('zh-CN')).rejects.toThrow('offline');
      await desk.loadSignedIn();

      expect(desk.language()).toBe('en');
      expect(t(desk, 'orders:title')).toBe('Orders');
      expect(ordersChinese).not.toHaveBeenCalled();
    });

    it('refuses a namespace the first screen already registers', async () => {
      const desk = createDeskI18n({ ...signedIn(), signedInResources: async () => [{ en: { shop: {} } }] });
      await expect(desk.loadSignedIn()).rejects.toThrow('Two modules define the i18n namespace "shop"');
    });

    it('are asked for again after a failed download', async () => {
      let fail = true;
      const desk = createDeskI18n({
        ...signedIn(),
        signedInResources: async () => {
          if (fail) throw new Error('offline');
          return [{ en: { orders: { title: 'Orders' } } }];
        },
      });
      await expect(desk.loadSignedIn()).rejects.toThrow('offline');
      fail = false;
      await desk.loadSignedIn();
      expect(t(desk, 'orders:title')).toBe('Orders');
    });
  });
});
