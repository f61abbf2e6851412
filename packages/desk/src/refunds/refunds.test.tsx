import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { cleanup, screen } from '@testing-library/react';
import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { businessResources } from '../business/resources.ts';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { refundOf as refund } from '../test-support/refund.ts';
import { useRefundColumns } from './refund-columns.tsx';
import { RefundDetailSections } from './refund-detail.tsx';
import { RefundStatusTag, refundStatusLabeler } from './refund-status.tsx';

afterEach(cleanup);

const i18nFor = () =>
  createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources, businessResources] });

function show(props: Partial<Parameters<typeof RefundDetailSections>[0]> = {}) {
  renderDesk(
    <MemoryRouter>
      <RefundDetailSections
        refund={refund()}
        words={(word) => `<${word}>`}
        common={(word) => `[${word}]`}
        product={(item) => item.title}
        {...props}
      />
    </MemoryRouter>,
    i18nFor(),
  );
}

describe('refund status', () => {
  it('reads in the desk words, and shows the rejection reason only on a rejected refund', () => {
    const label = refundStatusLabeler((name) => `<${name}>`);
    expect(label(REFUND_STATUS.pending)).toBe('<pending>');
    expect(label(99)).toBe('99');
    renderDesk(<RefundStatusTag status={REFUND_STATUS.rejected} reason="Used" label={label} />);
    expect(screen.getByText('Used')).toBeTruthy();
    cleanup();
    renderDesk(<RefundStatusTag status={REFUND_STATUS.pending} reason="Used" label={label} />);
    expect(screen.queryByText('Used')).toBeNull();
  });
});

describe('the refund sections', { timeout: 20_000 }, () => {
  it("show the request in the desk's words, the goods on their way back, and the seller no reference", () => {
    show();
    expect(screen.getByRole('link', { name: '202603010001' }).getAttribute('href')).toBe('/orders/42');
    expect(screen.getByText('[refund.reason.damaged]')).toBeTruthy();
    expect(screen.getByText('<waitingForGoods>')).toBeTruthy();
    expect(screen.getByText('ann')).toBeTruthy();
    expect(screen.queryByText('RF10000012')).toBeNull();
  });

  it("show the operator the reference and the shopper's id", () => {
    show({ operator: { referenceLabel: 'Reference', specTitle: 'Spec' } });
    expect(screen.getByText('RF10000012')).toBeTruthy();
    expect(screen.getByText('ann (#7)')).toBeTruthy();
  });

  it('say a refund-only request sends nothing back', () => {
    show({ refund: refund({ type: 'refund_only' }) });
    expect(screen.getByText('<noReturn>')).toBeTruthy();
  });
});

function RefundTable() {
  const columns = useRefundColumns({ title: (column) => `<${column}>`, common: (word) => `[${word}]` });
  return <Table rowKey="id" columns={columns} dataSource={[refund()]} pagination={false} />;
}

describe('refund columns', () => {
  it('show the type with the goods under it, the amount and the reason, in the words given', () => {
    renderDesk(<RefundTable />, i18nFor());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['<type>', '<amount>', '<reason>']);
    const cells = [...document.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual([
      '[refund.type.return_refund][refund.goodsShort.received]',
      '$25.50',
      '[refund.reason.damaged]',
    ]);
  });
});
