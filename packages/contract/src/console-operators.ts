import { z } from 'zod';
import { OPERATOR_ROLES } from './console-access.ts';
import { ACCOUNT_PATTERN, email, id, limit, listOf, page, password } from './validation.ts';

/** Console calls for operators and their roles (permission `operators`: admins only; docs/domain.md#roles-and-permissions). */

export const operatorListQuery = z.object({ page, limit });

export const operatorAdminDto = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  active: z.boolean(),
  email: z.string(),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type OperatorAdminDto = z.infer<typeof operatorAdminDto>;
export const operatorListDto = listOf(operatorAdminDto);

/**
 * Creates an operator, or updates one when `id` is given. A new operator needs a password; on an update a password
 * resets it (and ends that operator's sessions). Accounts are case-insensitive.
 */
export const operatorSaveBody = z.strictObject({
  id: id.optional(),
  account: z
    .string({ message: 'accountRequired' })
    .trim()
    .min(1, 'accountRequired')
    .regex(ACCOUNT_PATTERN, 'accountRule')
    .transform((value) => value.toLowerCase()),
  name: z.string({ message: 'nameRequired' }).trim().min(1, 'nameRequired').max(60, 'tooLong'),
  password: password.optional(),
  /** Where a forgotten password's reset code is mailed; "" clears it, left out keeps it. */
  email: z.union([z.literal(''), email]).optional(),
  roles: z
    .array(z.enum(OPERATOR_ROLES, { message: 'invalidField' }), { message: 'rolesRequired' })
    .min(1, 'rolesRequired')
    .max(OPERATOR_ROLES.length, 'rolesRequired')
    .transform((roles) => OPERATOR_ROLES.filter((role) => roles.includes(role))),
  active: z.boolean({ message: 'invalidField' }),
});
export type OperatorSaveBody = z.infer<typeof operatorSaveBody>;
export type OperatorSaveForm = z.input<typeof operatorSaveBody>;
