import {
  type DeskPasswordChangeBody,
  recoveryCodesDto,
  sessionListDto,
  sessionsEndedDto,
  twoFactorSetupDto,
  twoFactorStatusDto,
} from '@shop/contract/account-security';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

const SECURITY = '/api/seller/security';

/** The calls of the kit's AccountSecurityPanel, for whoever is signed in (owner or staff): every member may. */
export const sellerSecurityApi = {
  twoFactor: () => request(`${SECURITY}/two_factor`, { schema: twoFactorStatusDto }),
  setup: (body: { password: string }) =>
    request(`${SECURITY}/two_factor/setup`, { method: 'POST', body, schema: twoFactorSetupDto }),
  enable: (body: { code: string }) =>
    request(`${SECURITY}/two_factor/enable`, { method: 'POST', body, schema: recoveryCodesDto }),
  disable: (body: { password: string; code: string }) =>
    request(`${SECURITY}/two_factor/disable`, { method: 'POST', body, schema: z.null() }),
  renewCodes: (body: { code: string }) =>
    request(`${SECURITY}/two_factor/recovery_codes`, { method: 'POST', body, schema: recoveryCodesDto }),
  changePassword: (body: DeskPasswordChangeBody) =>
    request(`${SECURITY}/password`, { method: 'POST', body, schema: z.null() }),
  sessions: () => request(`${SECURITY}/sessions`, { schema: sessionListDto }),
  endSession: (id: number) => request(`${SECURITY}/sessions/end`, { method: 'POST', body: { id }, schema: z.null() }),
  endOtherSessions: () => request(`${SECURITY}/sessions/end_others`, { method: 'POST', schema: sessionsEndedDto }),
};
