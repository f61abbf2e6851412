import type { SellerMeDto } from '@shop/contract/seller-me';
import { type SellerPermission, sellerAccessFor } from '@shop/contract/shop-staff';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQueryOptions } from './me.ts';

/**
 * What the signed-in member may open, from the contract's table (`sellerAccessFor`), so the menu, the page guard,
 * the buttons and the API agree. The kit's `useAccess` reads the console's permission table, not this one.
 */
export interface SellerAccess {
  /** False while /me loads: nothing is granted or refused yet. */
  known: boolean;
  member?: SellerMeDto['member'];
  can(permission: SellerPermission): boolean;
}

const NOBODY: ReadonlySet<SellerPermission> = new Set();

/** The access of a member as /me names it; undefined while it loads. */
export function sellerAccessOf(member: SellerMeDto['member'] | undefined): SellerAccess {
  const granted = member ? sellerAccessFor(member) : NOBODY;
  return { known: member !== undefined, member, can: (permission) => granted.has(permission) };
}

/** The signed-in member's access, read from the cached /me. */
export function useSellerAccess(): SellerAccess {
  const me = useQuery(meQueryOptions());
  const member = me.data?.member;
  return useMemo(() => sellerAccessOf(member), [member]);
}
