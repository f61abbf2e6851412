import './wallet.css';
import type { BillEntryDto } from '@shop/contract/wallet';
import { LEDGER_KINDS, type LedgerKind } from '@shop/contract/wallet-status';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { billQueryOptions } from './api.ts';
import { formatDateTime } from '../../lib/date-time.ts';

type KindTab = LedgerKind | 'all';
const KIND_TABS: KindTab[] = ['all', ...LEDGER_KINDS];

const kindOf = (value: string | null): KindTab => KIND_TABS.find((kind) => kind === value) ?? 'all';

/** Where an entry's reference opens: the order, or the records of recharges or withdrawals. */
function refTarget(ref: NonNullable<BillEntryDto['ref']>): string | undefined {
  if (ref.type === 'order') return `/orderInfo/${ref.id}`;
  if (ref.type === 'recharge') return '/topUpRecord';
  if (ref.type === 'withdrawal') return '/depositRecord';
  return undefined;
}

/**
 * /capitalRecord — the fund record: every movement of the balance (the ledger, docs/domain.md#the-ledger-equation), newest first, filtered
 * by kind (?kind=recharge). Each entry shows its kind, the signed amount (credit green, debit red), the balance
 * after it, its time, and what it refers to.
 */
export function CapitalRecordPage() {
  const { t } = useTranslation('wallet');
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOf(searchParams.get('kind'));
  return (
    <Page titleKey="capitalRecord">
      <div className="wallet-tabs">
        <Tabs
          activeKey={kind}
          onChange={(key) => setSearchParams(key === 'all' ? {} : { kind: key }, { replace: true })}
        >
          {KIND_TABS.map((value) => (
            <Tabs.Tab key={value} title={t(`kind.${value}`)} />
          ))}
        </Tabs>
      </div>
      <BillList key={kind} kind={kind} />
    </Page>
  );
}

function BillList({ kind }: { kind: KindTab }) {
  const { t } = useTranslation(['wallet', 'common']);
  const lang = useLang();
  const query = useInfiniteQuery(billQueryOptions(lang, kind));
  const entries = query.data?.pages.flatMap((page) => page.list) ?? [];

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="wallet-bill">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && entries.length === 0) {
    content = (
      <EmptyState title={t('wallet:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (entries.length === 0) {
    content = <EmptyState kind="funds" title={t('wallet:bill.empty')} description={t('wallet:bill.emptyHint')} />;
  } else {
    content = (
      <PullList onRefresh={() => query.refetch()} loadMore={loadMore} hasMore={query.hasNextPage}>
        <ul className="wallet-bills">
          {entries.map((entry) => (
            <BillRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </PullList>
    );
  }
  return <div className="wallet-list">{content}</div>;
}

function BillRow({ entry }: { entry: BillEntryDto }) {
  const { t } = useTranslation('wallet');
  const lang = useLang();
  const debit = entry.amount.startsWith('-');
  const signed = debit ? formatMoney(entry.amount, lang) : `+${formatMoney(entry.amount, lang)}`;
  const target = entry.ref ? refTarget(entry.ref) : undefined;
  const refText = entry.ref ? t(`bill.ref.${entry.ref.type}`, { label: entry.ref.label }) : null;
  return (
    <li className="wallet-bill" aria-label={t('bill.entryLabel', { kind: t(`kind.${entry.kind}`), amount: signed })}>
      <div className="wallet-bill__main">
        <strong className="wallet-bill__kind">{t(`kind.${entry.kind}`)}</strong>
        <time className="wallet-bill__time" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at, lang)}
        </time>
        {refText &&
          (target ? (
            <Link className="wallet-bill__ref" to={target}>
              {refText}
              <RightOutline aria-hidden="true" />
            </Link>
          ) : (
            <span className="wallet-bill__ref wallet-bill__ref--plain">{refText}</span>
          ))}
      </div>
      <div className="wallet-bill__figures">
        <strong className={`wallet-bill__amount wallet-bill__amount--${debit ? 'debit' : 'credit'}`}>{signed}</strong>
        <span className="wallet-bill__after">
          {t('bill.balanceAfter', { amount: formatMoney(entry.balance_after, lang) })}
        </span>
      </div>
    </li>
  );
}
