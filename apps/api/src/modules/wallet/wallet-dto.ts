import { formatCents } from '@shop/contract/money';
import type { BillEntryDto, RechargeDto, WithdrawalDto } from '@shop/contract/wallet';
import type { LedgerKind } from '@shop/contract/wallet-status';
import type { EntryRow, RechargeRow, WithdrawalRow } from './wallet.repo.ts';
import { entryReference, recordReference } from '../ledger/fund-reference.ts';

export function toRecharge(row: RechargeRow): RechargeDto {
  return {
    id: row.id,
    reference: recordReference('recharge', row.id),
    method: row.method,
    amount: formatCents(row.amount),
    actual_amount: row.actual_amount === null ? null : formatCents(row.actual_amount),
    network: row.network,
    address: row.address,
    tx_hash: row.tx_hash,
    evidence: row.evidence,
    card_last4: row.card_last4,
    provider_ref: row.provider_ref,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    audited_at: row.audited_at?.toISOString() ?? null,
  };
}

/** "•••• 1234": shoppers see their card masked; operators, who pay out, see it whole. */
export function maskCard(cardNo: string | null): string | null {
  if (!cardNo) return null;
  const digits = cardNo.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

export function toWithdrawal(row: WithdrawalRow): WithdrawalDto {
  return {
    id: row.id,
    reference: recordReference('withdrawal', row.id),
    type: row.type,
    amount: formatCents(row.amount),
    fee: formatCents(row.fee),
    total: formatCents(row.total),
    bank_card: maskCard(row.bank_card_no),
    bank_name: row.bank_name,
    network: row.network,
    address: row.address,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    audited_at: row.audited_at?.toISOString() ?? null,
  };
}

const REF_TYPES = { order: 'order', recharge: 'recharge', withdrawal: 'withdrawal', refund: 'refund' } as const;

export function toBillEntry(row: EntryRow): BillEntryDto {
  const refType =
    row.ref_type && row.ref_type in REF_TYPES ? REF_TYPES[row.ref_type as keyof typeof REF_TYPES] : undefined;
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    amount: formatCents(row.amount),
    balance_after: formatCents(row.balance_after),
    created_at: row.created_at.toISOString(),
    ref:
      refType && row.ref_id !== null
        ? { type: refType, id: row.ref_id, label: entryReference(refType, row.ref_id, row.order_no) ?? '' }
        : null,
  };
}
