import type { LedgerViewDto } from '@shop/contract/console-wallet';
import { formatCents } from '@shop/contract/money';
import type { BillEntryDto } from '@shop/contract/wallet';
import { LEDGER_KINDS, type LedgerKind } from '@shop/contract/wallet-status';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { PAGE_SIZES } from '@shop/desk/list/list-filters.ts';
import { usePagination } from '@shop/desk/list/list-page.tsx';
import { Alert, Card, Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sameAmount, signedCents } from '../lib/signed-amounts.ts';

const isKind = (kind: string): kind is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(kind);

/** An entry's kind in the operator's language (the raw kind for one this build does not know). */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('ledger');
  return (kind) => (isKind(kind) ? t(`kinds.${kind}`) : kind);
}

/**
 * Where a reference leads in the console, for an operator whose roles open that page (support reads a shopper's
 * ledger without the orders or finance pages): otherwise the reference reads as text.
 */
function RefLink({ reference, account }: { reference: NonNullable<BillEntryDto['ref']>; account: string }) {
  const { t } = useTranslation('ledger');
  const access = useAccess();
  const audit = `?status=all&account=${encodeURIComponent(account)}`;
  const { label } = reference;
  switch (reference.type) {
    case 'order':
      return access.can('fulfilment') ? (
        <Link to={`/orders/${reference.id}`}>{t('refs.order', { label })}</Link>
      ) : (
        t('refs.order', { label })
      );
    case 'recharge':
      return access.can('finance') ? (
        <Link to={`/recharges${audit}`}>{t('refs.recharge', { label })}</Link>
      ) : (
        t('refs.recharge', { label })
      );
    case 'withdrawal':
      return access.can('finance') ? (
        <Link to={`/withdrawals${audit}`}>{t('refs.withdrawal', { label })}</Link>
      ) : (
        t('refs.withdrawal', { label })
      );
    default:
      return access.can('refunds_view') ? (
        <Link to={`/refunds/${reference.id}`}>{t('refs.refund', { label })}</Link>
      ) : (
        t('refs.refund', { label })
      );
  }
}

/** A signed amount: credits green with a plus, debits red. */
export function SignedAmount({ amount }: { amount: string }) {
  const format = useFormat();
  const cents = signedCents(amount);
  if (cents > 0) return <Typography.Text type="success">+{format.money(amount)}</Typography.Text>;
  if (cents < 0) return <Typography.Text type="danger">{format.money(amount)}</Typography.Text>;
  return <Typography.Text>{format.money(amount)}</Typography.Text>;
}

interface Props {
  view: LedgerViewDto;
  /** Inside another card (a shopper's page, whose name is already on screen): no card or title of its own. */
  embedded?: boolean;
  loading: boolean;
  limit: number;
  onPage(page: number, limit: number): void;
}

/** One shopper's balance against the sum of their entries (docs/domain.md#the-ledger-equation), and the entries, newest first. */
export function LedgerAccount({ view, embedded = false, loading, limit, onPage }: Props) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const kindLabel = useKindLabel();
  const { user, entries } = view;
  const matches = sameAmount(user.balance, user.entries_total);
  const pagination = usePagination(
    { filters: { page: entries.page, limit }, pageSizes: PAGE_SIZES, paginate: onPage },
    entries.total,
    (count) => t('account.total', { count }),
  );

  const columns: TableColumnsType<BillEntryDto> = [
    { title: t('columns.kind'), dataIndex: 'kind', render: (kind: string) => <Tag>{kindLabel(kind)}</Tag> },
    {
      title: t('columns.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <SignedAmount amount={amount} />,
    },
    {
      title: t('columns.balanceAfter'),
      dataIndex: 'balance_after',
      align: 'right',
      render: (amount: string) => format.money(amount),
    },
    {
      title: t('columns.reference'),
      dataIndex: 'ref',
      render: (reference: BillEntryDto['ref']) =>
        reference ? (
          <RefLink reference={reference} account={user.account} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => format.dateTime(at) },
  ];

  const content = (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'id', label: t('account.userId'), children: user.id },
          {
            key: 'balance',
            label: t('account.balance'),
            children: <Typography.Text strong>{format.money(user.balance)}</Typography.Text>,
          },
          {
            key: 'total',
            label: t('account.entriesTotal'),
            children: (
              <Typography.Text strong type={matches ? undefined : 'danger'} data-testid="entries-total">
                {format.money(user.entries_total)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {!matches && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('account.differs', {
            amount: format.money(formatCents(signedCents(user.balance) - signedCents(user.entries_total))),
          })}
        />
      )}
      <Table<BillEntryDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries.list}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('account.empty') }}
        pagination={pagination}
      />
    </>
  );
  if (embedded) return content;
  return (
    <Card title={t('account.title', { account: user.account })} style={{ marginBottom: 24 }}>
      {content}
    </Card>
  );
}
