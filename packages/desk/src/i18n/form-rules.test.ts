import { operatorLoginBody } from '@shop/contract/console';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { createDeskI18n } from './create-desk-i18n.ts';
import { formRules } from './form-rules.ts';

async function check(rule: unknown, value: unknown): Promise<string | undefined> {
  const { validator } = rule as { validator(rule: RuleObject, value: unknown): Promise<void> };
  try {
    await validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules', () => {
  it('refuse what the contract refuses, in the server’s words and the language on screen', async () => {
    const desk = createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [] });
    const rules = formRules(desk.i18n);
    const account = rules.schema(operatorLoginBody.shape.account);

    expect(await check(account, 'ann')).toBeUndefined();
    expect(await check(account, '  ')).toBe('Please input account and password');
    await desk.changeLanguage('zh-CN');
    expect(await check(account, '')).toBe('请输入账号和密码');
  });

  it("load the contract's schema at the first check when given its loader, once per check", async () => {
    const rules = formRules(createDeskI18n({ app: 'demo', languages: ['en'], resources: [] }).i18n);
    let loads = 0;
    const account = rules.schema(async () => {
      loads += 1;
      return operatorLoginBody.shape.account;
    });
    expect(loads).toBe(0);
    expect(await check(account, 'ann')).toBeUndefined();
    expect(await check(account, '')).toBe('Please input account and password');
    expect(loads).toBe(2);
  });

  it('take money as the contract parses it', async () => {
    const rules = formRules(createDeskI18n({ app: 'demo', languages: ['en'], resources: [] }).i18n);

    expect(await check(rules.money(), '12.50')).toBeUndefined();
    expect(await check(rules.money(), '12.345')).toBe('Enter an amount like 12.50');
    expect(await check(rules.money({ positive: true }), '0')).toBe('Enter an amount above 0');
    expect(await check(rules.money({ optional: true }), ' ')).toBeUndefined();
    expect(rules.max(60)).toEqual({ max: 60, message: 'At most 60 characters' });
  });

  it('refuse a second entry that differs from the first, in the server’s words', async () => {
    const rules = formRules(createDeskI18n({ app: 'demo', languages: ['en'], resources: [] }).i18n);
    const form = { getFieldValue: (name: string) => (name === 'new_password' ? 'newpass1' : undefined) };
    const rule = (rules.sameAs('new_password', 'passwordsDoNotMatch') as (form: unknown) => unknown)(form);

    expect(await check(rule, 'newpass1')).toBeUndefined();
    expect(await check(rule, 'newpass2')).toBe('Passwords do not match');
  });
});
