import type { OperatorAdminDto } from '@shop/contract/console-operators';
import { describe, expect, it } from 'vitest';
import { NEW_OPERATOR_VALUES, toOperatorFormValues, toOperatorSaveBody } from './operator-form-values.ts';

const zoe: OperatorAdminDto = {
  id: 4,
  account: 'zoe',
  name: 'Zoe',
  roles: ['finance'],
  active: true,
  email: 'zoe@example.com',
  two_factor_enabled: false,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: null,
};

describe('operator form values', () => {
  it('sends a new operator with its password, trimmed account and name', () => {
    expect(
      toOperatorSaveBody({
        ...NEW_OPERATOR_VALUES,
        account: ' bob ',
        name: ' Bob ',
        roles: ['support'],
        password: 'secret12',
      }),
    ).toEqual({ account: 'bob', name: 'Bob', email: '', roles: ['support'], active: true, password: 'secret12' });
  });

  it("leaves an existing operator's password alone unless it is being reset", () => {
    const values = { ...toOperatorFormValues(zoe), roles: ['finance', 'support'] as const, active: false };
    expect(
      toOperatorSaveBody({ ...values, roles: [...values.roles], password: 'typed but not reset' }, zoe.id),
    ).toEqual({
      id: 4,
      account: 'zoe',
      name: 'Zoe',
      email: 'zoe@example.com',
      roles: ['finance', 'support'],
      active: false,
    });
    expect(
      toOperatorSaveBody({ ...values, roles: [...values.roles], resetPassword: true, password: 'newpass1' }, 4),
    ).toMatchObject({
      id: 4,
      password: 'newpass1',
    });
  });

  it('sends a trimmed e-mail, and an emptied one as "" so the server clears it', () => {
    const values = toOperatorFormValues(zoe);
    expect(toOperatorSaveBody({ ...values, email: ' zoe@shop.example ' }, 4)).toMatchObject({
      email: 'zoe@shop.example',
    });
    expect(toOperatorSaveBody({ ...values, email: '  ' }, 4)).toMatchObject({ email: '' });
  });

  it('opens an existing operator with the reset off and an empty password', () => {
    expect(toOperatorFormValues(zoe)).toEqual({
      account: 'zoe',
      name: 'Zoe',
      email: 'zoe@example.com',
      roles: ['finance'],
      active: true,
      resetPassword: false,
      password: '',
    });
  });
});
