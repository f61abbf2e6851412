import type { LedgerCheckDto } from '@shop/contract/console-wallet';
import { formatCents } from '@shop/contract/money';
import { LEDGER_KINDS, type LedgerKind } from '@shop/contract/wallet-status';
import type { AppDeps } from '../../app-deps.ts';
import { accountSumsByKind, accountTotals } from './account-ledger.repo.ts';
import { accountOf, findUnbalancedSettlements, ledgerTotals, openOrdersHeld } from './ledger-check.repo.ts';
import { findLedgerMismatches } from './ledger.repo.ts';

/**
 * The ledger equation over the whole system (docs/domain.md#the-ledger-equation): every account's entries sum to its balance and none is negative;
 * the entries of each kind match the records behind them (credited recharges, paid orders, withdrawal holds and
 * their returns), so no money appeared or vanished outside the ledger.
 */
export async function checkLedger({ db }: Pick<AppDeps, 'db'>): Promise<LedgerCheckDto> {
  const [mismatches, totals, accounts, accountKinds, held, unbalanced] = await Promise.all([
    findLedgerMismatches(db),
    ledgerTotals(db),
    accountTotals(db),
    accountSumsByKind(db),
    openOrdersHeld(db),
    findUnbalancedSettlements(db),
  ]);
  const kind = (name: LedgerKind) => totals.byKind[name] ?? 0;
  const totalEntries = LEDGER_KINDS.reduce((sum, name) => sum + kind(name), 0);
  const names = await Promise.all(mismatches.map((m) => accountOf(db, m.id)));
  const shoppersBalanced =
    mismatches.length === 0 &&
    totalEntries === totals.totalBalances &&
    kind('recharge') === totals.recharged &&
    kind('order_pay') === -totals.paidOrders &&
    kind('withdraw_hold') === -totals.withdrawn &&
    kind('withdraw_return') === totals.returned &&
    kind('refund') === totals.refunded;

  // The shops and the platform (docs/domain.md#escrow-and-revenue).
  const platform = (name: 'escrow' | 'revenue') =>
    accounts.filter((a) => a.kind === name).reduce((sum, a) => sum + a.entries_total, 0);
  const shops = accounts.filter((a) => a.kind === 'shop');
  const shopMismatches = shops.filter((a) => a.balance !== a.entries_total || a.balance < 0);
  const shopsTotal = shops.reduce((sum, a) => sum + a.balance, 0);
  const escrow = platform('escrow');
  const revenue = platform('revenue');
  const account = (name: string) => accountKinds[name] ?? 0;
  const moneyIn = kind('recharge') + kind('adjustment') + account('shop:adjustment');
  const moneyOut = -(
    kind('withdraw_hold') +
    kind('withdraw_return') +
    account('shop:withdraw_hold') +
    account('shop:withdraw_return')
  );
  const allBalances = totals.totalBalances + shopsTotal + escrow + revenue;
  const platformBalanced =
    shopMismatches.length === 0 &&
    escrow === held &&
    escrow >= 0 &&
    unbalanced.length === 0 &&
    allBalances === moneyIn - moneyOut;

  return {
    accounts: totals.accounts,
    mismatches: mismatches.map((m, index) => ({
      user_id: m.id,
      account: names[index] ?? '',
      balance: formatCents(m.balance),
      entries_total: formatCents(m.entries_total),
    })),
    total_balances: formatCents(totals.totalBalances),
    total_entries: formatCents(totalEntries),
    by_kind: Object.fromEntries(LEDGER_KINDS.map((name) => [name, formatCents(kind(name))])) as Record<
      LedgerKind,
      string
    >,
    platform: {
      escrow: formatCents(escrow),
      open_orders_held: formatCents(held),
      revenue: formatCents(revenue),
      shops_total: formatCents(shopsTotal),
      shop_mismatches: shopMismatches.map((a) => ({
        shop_id: a.shop_id ?? 0,
        balance: formatCents(a.balance),
        entries_total: formatCents(a.entries_total),
      })),
      unbalanced_orders: unbalanced.map((row) => row.order_id),
      money_in_less_out: formatCents(moneyIn - moneyOut),
      all_balances: formatCents(allBalances),
    },
    balanced: shoppersBalanced && platformBalanced,
  };
}
