import type { AppDeps } from '../app-deps.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { writeShop } from '../modules/catalogue/catalogue-admin.service.ts';
import { applicationToApprove, approveOntoShop } from '../modules/seller/seller-account.service.ts';
import { flow } from './flow.ts';

/**
 * The seller-approval flow (docs/modules.md#flows): the application must still be pending and its shop's first
 * pictures are drawn (before any transaction); then one transaction: create the shop, active, at the platform's
 * default commission (catalogue, which audits the shop's creation), approve the seller onto it (seller: once, a
 * concurrent decision refuses with APPLICATION_DECIDED), audit the approval.
 */
export async function approveApplication(
  deps: Pick<AppDeps, 'db' | 'pictures'>,
  operatorId: number,
  id: number,
): Promise<{ shop_id: number }> {
  const { name, pictures } = await applicationToApprove(deps, id);
  return deps.db.transaction().execute(async (trx) => {
    const step = flow('seller approval', trx);
    // The description stays empty until the seller (or an operator) writes one: the name is not a description.
    const shopId = await step('create the shop', () =>
      writeShop(trx, { name, description: { en: '' }, active: true, return_address: null }, pictures, {
        kind: 'operator',
        id: operatorId,
      }),
    );
    await step('approve the seller', () => approveOntoShop(trx, id, shopId, operatorId));
    await step('audit', () =>
      recordAudit(trx, {
        operatorId,
        action: 'seller.approve',
        targetType: 'seller',
        targetId: id,
        before: { status: 0 },
        after: { status: 1, shop_id: shopId },
      }),
    );
    return { shop_id: shopId };
  });
}
