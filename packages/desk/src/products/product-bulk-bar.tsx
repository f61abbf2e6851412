import type { ProductRowDto } from '@shop/contract/console-catalogue';
import {
  MAX_BULK_PRODUCTS,
  type ProductBulkAction,
  type ProductBulkBody,
  type ProductBulkReportDto,
} from '@shop/contract/product-bulk';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionBar } from '../list/selection-bar.tsx';
import { PriceChangeModal } from './price-change-modal.tsx';
import { ProductBulkReport } from './product-bulk-report.tsx';
import type { ProductBulkWords } from './product-bulk-words.ts';

/** What a desk gives the products page for bulk edits: its call, and what a change refreshes. */
export interface ProductBulkDesk {
  send(body: ProductBulkBody): Promise<ProductBulkReportDto>;
  /** The products' queries (lists and editors): prices and sale states change under them. */
  refresh: QueryKey;
}

interface ProductBulkBarProps {
  /** The chosen products. */
  rows: ProductRowDto[];
  clear(): void;
  desk: ProductBulkDesk;
  words: ProductBulkWords;
  unlisted: { label: string; colour: string };
}

/**
 * The chosen products' actions above the list: put on sale, take off sale, change the price by a percent (asked in a
 * modal with a preview). The answer opens as a report of what changed and what not, the list refreshes and the
 * choice is cleared. Above MAX_BULK_PRODUCTS the actions wait for a smaller choice.
 */
export function ProductBulkBar({ rows, clear, desk, words, unlisted }: ProductBulkBarProps) {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pricing, setPricing] = useState(false);
  const send = useMutation({
    mutationFn: desk.send,
    onSuccess: (report) => {
      setPricing(false);
      clear();
      if (report.changed.length > 0) void queryClient.invalidateQueries({ queryKey: desk.refresh });
    },
    onError: (error) => void message.error(error.message),
  });
  const tooMany = rows.length > MAX_BULK_PRODUCTS;
  const ids = rows.map((row) => row.id);
  const busy = (action: ProductBulkAction) => send.isPending && send.variables?.action === action;
  const act = (action: ProductBulkAction) => send.mutate({ ids, action });

  return (
    <>
      {rows.length > 0 && (
        <SelectionBar label={words('bulk.selected', { count: rows.length })}>
          <Button disabled={tooMany || send.isPending} loading={busy('on_sale')} onClick={() => act('on_sale')}>
            {words('bulk.onSale')}
          </Button>
          <Button disabled={tooMany || send.isPending} loading={busy('off_sale')} onClick={() => act('off_sale')}>
            {words('bulk.offSale')}
          </Button>
          <Button disabled={tooMany || send.isPending} onClick={() => setPricing(true)}>
            {words('bulk.price')}
          </Button>
          <Button type="link" disabled={send.isPending} onClick={clear}>
            {words('bulk.clear')}
          </Button>
          {tooMany && (
            <Typography.Text type="danger">{words('bulk.tooMany', { max: MAX_BULK_PRODUCTS })}</Typography.Text>
          )}
        </SelectionBar>
      )}
      <PriceChangeModal
        open={pricing}
        rows={rows}
        sending={busy('price')}
        words={words}
        onCancel={() => setPricing(false)}
        onSubmit={(percent) => send.mutate({ ids, action: 'price', percent })}
      />
      <Modal
        open={send.data !== undefined}
        title={words('bulk.reportTitle')}
        onCancel={() => send.reset()}
        footer={
          <Button type="primary" onClick={() => send.reset()}>
            {t('actions.close')}
          </Button>
        }
        width={720}
      >
        {send.data && <ProductBulkReport report={send.data} words={words} unlisted={unlisted} />}
      </Modal>
    </>
  );
}
