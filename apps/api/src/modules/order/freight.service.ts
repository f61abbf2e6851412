import { type SellerFreightDto, type SellerFreightSaveBody, storedRule } from '@shop/contract/freight';
import { formatCents } from '@shop/contract/money';
import { type FreightRule, NO_FREIGHT } from '@shop/contract/rules/freight';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as freight from './freight.repo.ts';

/**
 * Freight rules as the desks see them (docs/domain.md#parcels-and-freight), and a seller's own rule. The seller only
 * ever reads and writes its own shop's row; the default row is the console's. Its save lands only at the version it
 * read, so an operator's save in between wins and the seller is told to reload.
 */

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** A rule as the desks show it: money as text, weights in grams. */
export function freightRuleView(row: FreightRule & { version: number }) {
  return {
    mode: row.mode,
    fee: formatCents(row.fee),
    free_above: money(row.free_above),
    first_weight_g: row.first_weight_g,
    step_weight_g: row.step_weight_g,
    step_fee: money(row.step_fee),
    version: row.version,
  };
}

export async function sellerFreight({ db }: AppDeps, shopId: number): Promise<SellerFreightDto> {
  const { own, fallback } = await freight.ownAndDefaultRule(db, shopId);
  if (own) return { ...freightRuleView(own), own: true };
  // Without its own rule the shop pays the default; version 0 says "none of its own yet" to the save.
  return { ...freightRuleView({ ...(fallback ?? NO_FREIGHT), version: 0 }), own: false };
}

export async function saveSellerFreight(
  deps: AppDeps,
  shopId: number,
  body: SellerFreightSaveBody,
): Promise<SellerFreightDto> {
  if (!(await freight.saveFreightRuleAt(deps.db, shopId, body.version, storedRule(body)))) {
    throw new AppError('FREIGHT_RULE_STALE');
  }
  return sellerFreight(deps, shopId);
}
