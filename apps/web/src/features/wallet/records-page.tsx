import './wallet.css';
import type { RechargeDto, WithdrawalDto } from '@shop/contract/wallet';
import { AUDIT_STATUS, AUDIT_TABS } from '@shop/contract/wallet-status';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { type AuditTab, extractLogQueryOptions, rechargeLogQueryOptions } from './api.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { auditTabLabelKey, auditTabOf } from './wallet-format.ts';
import { StatusTag } from './wallet-ui.tsx';
import { networkLabel } from './deposit-token.ts';

/** /topUpRecord — the shopper's recharges, one tab per audit filter (?status=all|0|1|2). */
export function TopUpRecordPage() {
  return <AuditRecords titleKey="topUpRecord" kind="recharge" />;
}

/** /depositRecord — the shopper's withdrawals, with the same tabs. */
export function DepositRecordPage() {
  return <AuditRecords titleKey="depositRecord" kind="withdrawal" />;
}

type RecordKind = 'recharge' | 'withdrawal';

function AuditRecords({ titleKey, kind }: { titleKey: string; kind: RecordKind }) {
  const { t } = useTranslation('wallet');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = auditTabOf(searchParams.get('status'));
  return (
    <Page titleKey={titleKey}>
      <div className="wallet-tabs">
        <Tabs
          activeKey={String(tab)}
          onChange={(key) => setSearchParams(key === 'all' ? {} : { status: key }, { replace: true })}
        >
          {AUDIT_TABS.map((value) => (
            <Tabs.Tab key={String(value)} title={t(auditTabLabelKey(value))} />
          ))}
        </Tabs>
      </div>
      {/* Keyed by tab: each filter has its own list and scroll state. */}
      {kind === 'recharge' ? (
        <RechargeList key={String(tab)} tab={tab} />
      ) : (
        <WithdrawalList key={String(tab)} tab={tab} />
      )}
    </Page>
  );
}

function RechargeList({ tab }: { tab: AuditTab }) {
  const lang = useLang();
  const query = useInfiniteQuery(rechargeLogQueryOptions(lang, tab));
  return (
    <RecordList query={query} kind="recharge">
      {(query.data?.pages.flatMap((page) => page.list) ?? []).map((recharge) => (
        <RechargeRow key={recharge.id} recharge={recharge} />
      ))}
    </RecordList>
  );
}

function WithdrawalList({ tab }: { tab: AuditTab }) {
  const lang = useLang();
  const query = useInfiniteQuery(extractLogQueryOptions(lang, tab));
  return (
    <RecordList query={query} kind="withdrawal">
      {(query.data?.pages.flatMap((page) => page.list) ?? []).map((withdrawal) => (
        <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
      ))}
    </RecordList>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/** Loading, failure, empty, or the rows in a pull-to-refresh list that loads more at the bottom. */
function RecordList({ query, kind, children }: { query: ListQuery; kind: RecordKind; children: ReactNode[] }) {
  const { t } = useTranslation(['wallet', 'common']);
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // A failed page stops the infinite scroll until the shopper scrolls again, instead of retrying in a loop.
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <RecordsSkeleton />;
  } else if (query.isError && children.length === 0) {
    content = (
      <EmptyState title={t('wallet:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (children.length === 0) {
    content = (
      <EmptyState
        kind={kind === 'recharge' ? 'recharges' : 'withdrawals'}
        title={t(`wallet:records.${kind}Empty`)}
        description={t(`wallet:records.${kind}EmptyHint`)}
      >
        <Link to={kind === 'recharge' ? '/topUp' : '/withDraw'} className="link-button">
          {t(kind === 'recharge' ? 'wallet:records.goTopUp' : 'wallet:records.goWithdraw')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <PullList onRefresh={() => query.refetch()} loadMore={loadMore} hasMore={query.hasNextPage}>
        {children}
      </PullList>
    );
  }
  return <div className="wallet-list">{content}</div>;
}

function RechargeRow({ recharge }: { recharge: RechargeDto }) {
  const { t } = useTranslation('wallet');
  const lang = useLang();
  return (
    // Named by its time, not its id: ids are shared by all shoppers, so "#1, #3, #4" read as a count with gaps.
    <article
      className="wallet-record"
      aria-label={t('records.rechargeLabel', { time: formatDateTime(recharge.created_at, lang) })}
    >
      <div className="wallet-record__head">
        <span className="wallet-record__what">
          {t(`method.${recharge.method}`)}
          {recharge.network && <span className="wallet-record__tag">{networkLabel(recharge.network)}</span>}
          {recharge.card_last4 && <span className="wallet-record__tag">•••• {recharge.card_last4}</span>}
        </span>
        <StatusTag status={recharge.status} />
      </div>
      <strong className="wallet-record__amount">{formatMoney(recharge.amount, lang)}</strong>
      <dl className="wallet-record__facts">
        {recharge.status === AUDIT_STATUS.passed && recharge.actual_amount !== null && (
          <Fact label={t('records.actual')}>{formatMoney(recharge.actual_amount, lang)}</Fact>
        )}
        {recharge.tx_hash && (
          <Fact label={t('records.txHash')}>
            <span className="wallet-mono wallet-record__hash">{recharge.tx_hash}</span>
          </Fact>
        )}
        {recharge.status === AUDIT_STATUS.refused && recharge.reason && (
          <Fact label={t('records.reason')}>{recharge.reason}</Fact>
        )}
        <Fact label={t('records.reference')}>
          <span className="wallet-mono">{recharge.reference}</span>
        </Fact>
        <Fact label={t('records.time')}>
          <time dateTime={recharge.created_at}>{formatDateTime(recharge.created_at, lang)}</time>
        </Fact>
      </dl>
    </article>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { t } = useTranslation('wallet');
  const lang = useLang();
  const where =
    withdrawal.type === 'bank'
      ? [withdrawal.bank_name, withdrawal.bank_card]
      : [withdrawal.network, withdrawal.address];
  return (
    <article
      className="wallet-record"
      aria-label={t('records.withdrawalLabel', { time: formatDateTime(withdrawal.created_at, lang) })}
    >
      <div className="wallet-record__head">
        <span className="wallet-record__what">
          {t(`type.${withdrawal.type}`)}
          {where[0] && <span className="wallet-record__tag">{where[0]}</span>}
        </span>
        <StatusTag status={withdrawal.status} />
      </div>
      <strong className="wallet-record__amount">{formatMoney(withdrawal.amount, lang)}</strong>
      <dl className="wallet-record__facts">
        {where[1] && (
          <Fact label={t(withdrawal.type === 'bank' ? 'records.card' : 'records.address')}>
            <span className="wallet-mono wallet-record__hash">{where[1]}</span>
          </Fact>
        )}
        <Fact label={t('records.charge')}>{formatMoney(withdrawal.fee, lang)}</Fact>
        <Fact label={t('records.total')}>{formatMoney(withdrawal.total, lang)}</Fact>
        {withdrawal.status === AUDIT_STATUS.refused && withdrawal.reason && (
          <Fact label={t('records.reason')}>{withdrawal.reason}</Fact>
        )}
        <Fact label={t('records.reference')}>
          <span className="wallet-mono">{withdrawal.reference}</span>
        </Fact>
        <Fact label={t('records.time')}>
          <time dateTime={withdrawal.created_at}>{formatDateTime(withdrawal.created_at, lang)}</time>
        </Fact>
      </dl>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wallet-record__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RecordsSkeleton() {
  return (
    <div aria-busy="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="wallet-record">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
