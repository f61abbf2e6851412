import { describe, expect, it } from 'vitest';
import { type DeskResources, exceptNamespaces, namespacesFrom, stringsIn } from './resources.ts';

describe("a module's strings", () => {
  const catalogue = {
    en: { auth: { title: 'Sign in' }, orders: { title: 'Orders' } },
    'zh-CN': async () => ({ auth: { title: '登录' }, orders: { title: '订单' } }),
    ri: { auth: { title: 'ログイン' }, orders: { title: '注文' } },
  } satisfies DeskResources;
  const firstScreen = { en: { auth: { title: 'Sign in' } } } satisfies DeskResources;

  it('are read in a language, through its loader if it has one, and empty in a language it lacks', async () => {
    expect(await stringsIn(catalogue, 'zh-CN')).toEqual({ auth: { title: '登录' }, orders: { title: '订单' } });
    expect(await stringsIn(catalogue, 'ri')).toEqual(catalogue.ri);
    expect(await stringsIn(catalogue, 'tai')).toEqual({});
  });

  it('leave out the namespaces another module registers, in every language and through the loaders', async () => {
    const rest = exceptNamespaces(catalogue, firstScreen);
    expect(rest.en).toEqual({ orders: { title: 'Orders' } });
    expect(await stringsIn(rest, 'zh-CN')).toEqual({ orders: { title: '订单' } });
    expect(await stringsIn(rest, 'ri')).toEqual({ orders: { title: '注文' } });
  });

  it('are named from their JSON modules in order, and refuse a list that does not pair up', async () => {
    const load = namespacesFrom(['auth', 'shop'], async () => [{ default: { a: 'A' } }, { default: { s: 'S' } }]);
    expect(await load()).toEqual({ auth: { a: 'A' }, shop: { s: 'S' } });

    const short = namespacesFrom(['auth', 'shop'], async () => [{ default: { a: 'A' } }]);
    await expect(short()).rejects.toThrow('2 namespaces, 1 modules');
  });
});
