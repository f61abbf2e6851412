import { z } from 'zod';
import { secondStepDto } from './account-security.ts';
import { OPERATOR_ROLES } from './console-access.ts';

export { OPERATOR_ROLES, type OperatorRole } from './console-access.ts';

export const operatorLoginBody = z.strictObject({
  account: z.string({ message: 'loginRequired' }).trim().min(1, 'loginRequired'),
  password: z.string({ message: 'loginRequired' }).min(1, 'loginRequired'),
});

export const operatorDto = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  email: z.string(),
  two_factor_enabled: z.boolean(),
  /**
   * The platform requires two-factor sign-in for one of this operator's roles and it is not on yet: every call but
   * one's own account's answers TWO_FACTOR_SETUP_REQUIRED until it is.
   */
  two_factor_setup_required: z.boolean(),
});
export type OperatorDto = z.infer<typeof operatorDto>;

export const operatorLoginResult = z.object({ operator: operatorDto, token: z.string() });
/** The sign-in's answer: a session, or (two-factor sign-in on) the second step to answer. */
export const operatorLoginAnswer = z.union([operatorLoginResult, secondStepDto]);
export type OperatorLoginAnswer = z.infer<typeof operatorLoginAnswer>;

/** The operator roles whose holders must have two-factor sign-in on (admins set it). */
export const twoFactorPolicyDto = z.object({ roles: z.array(z.enum(OPERATOR_ROLES)) });
export type TwoFactorPolicyDto = z.infer<typeof twoFactorPolicyDto>;
export const twoFactorPolicyBody = z.strictObject({
  roles: z
    .array(z.enum(OPERATOR_ROLES, { message: 'invalidField' }), { message: 'invalidField' })
    .max(OPERATOR_ROLES.length, 'invalidField')
    .transform((roles) => OPERATOR_ROLES.filter((role) => roles.includes(role))),
});

/** Today's counts on the console dashboard (since midnight UTC). */
export const dashboardDto = z.object({
  date: z.string(),
  new_shoppers: z.number().int(),
  shoppers_total: z.number().int(),
  logins: z.number().int(),
  new_addresses: z.number().int(),
  reset_codes_sent: z.number().int(),
  pay_locked_now: z.number().int(),
});
export type DashboardDto = z.infer<typeof dashboardDto>;
