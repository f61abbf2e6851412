import { z } from 'zod';
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
});
export type OperatorDto = z.infer<typeof operatorDto>;

export const operatorLoginResult = z.object({ operator: operatorDto, token: z.string() });

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
