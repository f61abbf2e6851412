import {
  type DeskPasswordChangeBody,
  recoveryCodesDto,
  sessionListDto,
  sessionsEndedDto,
  twoFactorSetupDto,
  twoFactorStatusDto,
} from '@shop/contract/account-security';
import type { AccountSecurityApi } from '@shop/desk/account-security/account-security-panel.tsx';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

const MY = '/api/console/my';

/**
 * The signed-in operator's own password, two-factor sign-in and sessions (permission `self`: still open to an
 * operator whose role requires two-factor sign-in before it is on), as the kit's AccountSecurityPanel calls them.
 */
export const consoleSecurityApi: AccountSecurityApi = {
  twoFactor: () => request(`${MY}/two_factor`, { schema: twoFactorStatusDto }),
  setup: (body) => request(`${MY}/two_factor/setup`, { method: 'POST', body, schema: twoFactorSetupDto }),
  enable: (body) => request(`${MY}/two_factor/enable`, { method: 'POST', body, schema: recoveryCodesDto }),
  disable: (body) => request(`${MY}/two_factor/disable`, { method: 'POST', body, schema: z.null() }),
  renewCodes: (body) => request(`${MY}/two_factor/recovery_codes`, { method: 'POST', body, schema: recoveryCodesDto }),
  changePassword: (body: DeskPasswordChangeBody) =>
    request(`${MY}/password`, { method: 'POST', body, schema: z.null() }),
  sessions: () => request(`${MY}/sessions`, { schema: sessionListDto }),
  endSession: (id) => request(`${MY}/sessions/end`, { method: 'POST', body: { id }, schema: z.null() }),
  endOtherSessions: () => request(`${MY}/sessions/end_others`, { method: 'POST', schema: sessionsEndedDto }),
};
