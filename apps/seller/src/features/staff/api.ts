import { staffDto, type StaffSaveForm } from '@shop/contract/shop-staff';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

/** Invites a staff member (no `id`: the server mails an invitation code) or changes one. */
export function saveStaff(body: StaffSaveForm) {
  return request('/api/seller/staff/save', { method: 'POST', body, schema: staffDto });
}

/** Mails a new invitation code to a member who has not set a password yet; the old code stops working. */
export function resendInvitation(id: number) {
  return request('/api/seller/staff/invite', { method: 'POST', body: { id }, schema: z.null() });
}

/** Turns a member's two-factor sign-in off (a lost phone) and ends its sessions. */
export function resetStaffTwoFactor(id: number) {
  return request('/api/seller/staff/reset_two_factor', { method: 'POST', body: { id }, schema: z.null() });
}
