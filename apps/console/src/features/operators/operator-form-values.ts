import type { OperatorRole } from '@shop/contract/console-access';
import type { OperatorAdminDto, OperatorSaveForm } from '@shop/contract/console-operators';

/** What the editor holds: the request's fields, and whether an existing operator's password is being reset. */
export interface OperatorFormValues {
  account: string;
  name: string;
  /** Where a forgotten password's code is mailed; empty for none. */
  email: string;
  roles: OperatorRole[];
  active: boolean;
  /** Existing operators only: the password field shows, and is sent, only when this is on. */
  resetPassword: boolean;
  password: string;
}

/** A new operator starts active, with no role chosen: the admin decides what they may do. */
export const NEW_OPERATOR_VALUES: OperatorFormValues = {
  account: '',
  name: '',
  email: '',
  roles: [],
  active: true,
  resetPassword: false,
  password: '',
};

export function toOperatorFormValues(operator: OperatorAdminDto): OperatorFormValues {
  return {
    account: operator.account,
    name: operator.name,
    email: operator.email,
    roles: [...operator.roles],
    active: operator.active,
    resetPassword: false,
    password: '',
  };
}

/**
 * The save request: a new operator always sends its password; an existing one sends a password only to reset it,
 * since any password sent replaces theirs and ends their sessions. The e-mail is always sent: "" clears it.
 */
export function toOperatorSaveBody(values: OperatorFormValues, id?: number): OperatorSaveForm {
  const sendPassword = id === undefined || values.resetPassword;
  return {
    ...(id === undefined ? {} : { id }),
    account: values.account.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    roles: values.roles,
    active: values.active,
    ...(sendPassword ? { password: values.password } : {}),
  };
}
