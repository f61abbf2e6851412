import type { FastifyInstance } from 'fastify';
import { call, uniqueAccount } from './helper.ts';

let addresses = 0;
/** A client address of its own per sign-up: applications and registrations are limited per address. */
function nextAddress(): string {
  addresses += 1;
  return `10.93.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** An approved seller's session token: applied through the API, approved by `operator` (an admin's token). */
export async function sellerToken(app: FastifyInstance, operator: string): Promise<string> {
  const account = uniqueAccount('seller');
  const password = 'seller-secret-1';
  const applied = await call(app, 'POST', '/api/seller/apply', {
    body: {
      account,
      password,
      confirm_password: password,
      shop_name: { en: 'Test Shop' },
      contact_name: 'Mia Chen',
      email: `${account}@shop.example`,
      mobile: '+86 138 0000 0000',
      country: 'CN',
    },
    ip: nextAddress(),
  });
  if (applied.code !== 1) throw new Error(`seller apply failed: ${applied.msg}`);
  const approved = await call(app, 'POST', '/api/console/seller_application/approve', {
    token: operator,
    body: { id: applied.data.id },
  });
  if (approved.code !== 1) throw new Error(`seller approval failed: ${approved.msg}`);
  const login = await call(app, 'POST', '/api/seller/login', { body: { account, password }, ip: nextAddress() });
  if (login.code !== 1) throw new Error(`seller login failed: ${login.msg}`);
  return login.data.token as string;
}
