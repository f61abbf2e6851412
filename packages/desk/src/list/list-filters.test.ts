import { auditLogListQuery, consoleWalletListQuery } from '@shop/contract/console-wallet';
import { consoleOrderListQuery } from '@shop/contract/console-orders';
import { consoleRefundListQuery } from '@shop/contract/refund';
import { consoleReviewListQuery } from '@shop/contract/review';
import { describe, expect, it } from 'vitest';
import {
  apiParamsFromFilters,
  filtersFromParams,
  type ListFilters,
  type ListQuerySchema,
  type ListSpec,
  listSpec,
  paramsFromFilters,
  resetFilters,
  withFilter,
  withPage,
} from './list-filters.ts';

const orders = listSpec(consoleOrderListQuery);
/** A queue that opens on what waits for the operator: status 0 unless the URL says otherwise. */
const refunds = listSpec(consoleRefundListQuery, { status: 0 });
const reviews = listSpec(consoleReviewListQuery);
const auditLog = listSpec(auditLogListQuery, {}, { pageSizes: [20, 50] });

const read = <S extends Parameters<typeof filtersFromParams>[0]>(spec: S, query: string) =>
  filtersFromParams(spec, new URLSearchParams(query));

describe('list filters in the URL', () => {
  it('reads every filter the schema knows from the search parameters', () => {
    expect(read(orders, 'status=-4&order_no=2026&account=alice&page=3&limit=20&other=x')).toEqual({
      status: -4,
      order_no: '2026',
      account: 'alice',
      page: 3,
      limit: 20,
    });
  });

  it('reads a plain address as the defaults: page 1 of the first page size, the default filters', () => {
    expect(read(orders, '')).toEqual({
      status: undefined,
      order_no: undefined,
      account: undefined,
      page: 1,
      limit: 10,
    });
    expect(read(refunds, '')).toEqual({ status: 0, order_no: undefined, page: 1, limit: 10 });
    expect(read(auditLog, '')).toEqual({ target_type: undefined, page: 1, limit: 20 });
  });

  it('keeps falsy but real filters: status 0, hidden=false', () => {
    expect(read(orders, 'status=0').status).toBe(0);
    expect(paramsFromFilters(orders, { status: 0, page: 1, limit: 10 }).toString()).toBe('status=0');
    expect(read(reviews, 'hidden=false').hidden).toBe(false);
    expect(read(reviews, 'hidden=true&product_id=9')).toMatchObject({ hidden: true, product_id: 9 });
  });

  it('falls back to the default for each hand-edited value the contract refuses', () => {
    expect(read(orders, 'status=7&page=-2&limit=33')).toMatchObject({ status: undefined, page: 1, limit: 10 });
    expect(read(orders, 'status=abc&page=x&limit=500')).toMatchObject({ status: undefined, page: 1, limit: 10 });
    expect(read(orders, 'order_no=%20%20&account=')).toMatchObject({ order_no: undefined, account: undefined });
    expect(read(refunds, 'status=5&order_no=' + '1'.repeat(41))).toMatchObject({ status: 0, order_no: undefined });
    expect(read(reviews, 'hidden=maybe&product_id=-3')).toMatchObject({ hidden: undefined, product_id: undefined });
    expect(read(reviews, 'product_id=1.5').product_id).toBeUndefined();
    expect(read(auditLog, 'limit=10').limit).toBe(20);
  });

  it('writes only what differs from the defaults, trimmed, page and limit last', () => {
    expect(paramsFromFilters(orders, { page: 1, limit: 10 }).toString()).toBe('');
    expect(paramsFromFilters(orders, { order_no: ' 20260101 ', account: '', page: 2, limit: 50 }).toString()).toBe(
      'order_no=20260101&page=2&limit=50',
    );
    expect(paramsFromFilters(refunds, { status: 0, page: 1, limit: 10 }).toString()).toBe('');
    expect(paramsFromFilters(reviews, { hidden: false, product_id: 9, page: 1, limit: 10 }).toString()).toBe(
      'hidden=false&product_id=9',
    );
  });

  it('writes a cleared default as "all", and reads it back as no filter', () => {
    expect(paramsFromFilters(refunds, { status: undefined, page: 1, limit: 10 }).toString()).toBe('status=all');
    expect(read(refunds, 'status=all').status).toBeUndefined();
    // Without a default, "all" is just a value the schema refuses.
    expect(read(orders, 'status=all').status).toBeUndefined();
  });

  it('survives a round trip through the URL', () => {
    const roundTrip = <S extends ListQuerySchema>(spec: ListSpec<S>, filters: ListFilters<S>) =>
      expect(filtersFromParams(spec, paramsFromFilters(spec, filters))).toEqual(filters);
    roundTrip(orders, { status: -2, order_no: 'A1', account: 'bob@example.com', page: 4, limit: 50 });
    roundTrip(refunds, { status: undefined, order_no: '202603010001', page: 4, limit: 50 });
    roundTrip(refunds, { status: 2, order_no: undefined, page: 1, limit: 10 });
    roundTrip(reviews, { hidden: true, product_id: 9, page: 3, limit: 50 });
    roundTrip(auditLog, { target_type: 'recharge', page: 3, limit: 50 });
  });

  it('asks the server for every applied filter, and always page and limit', () => {
    expect(apiParamsFromFilters(refunds, { status: undefined, page: 1, limit: 10 }).toString()).toBe('page=1&limit=10');
    expect(apiParamsFromFilters(refunds, { status: 0, order_no: ' 2026 ', page: 2, limit: 20 }).toString()).toBe(
      'status=0&order_no=2026&page=2&limit=20',
    );
    expect(apiParamsFromFilters(reviews, { hidden: false, page: 1, limit: 10 }).toString()).toBe(
      'hidden=false&page=1&limit=10',
    );
    expect(apiParamsFromFilters(auditLog, { target_type: 'order', page: 1, limit: 20 }).toString()).toBe(
      'target_type=order&page=1&limit=20',
    );
  });

  it('starts again at page 1 when a filter or the page size changes, and resets to the defaults', () => {
    const wallet = listSpec(consoleWalletListQuery, { status: 0 });
    const filters = read(wallet, 'status=1&account=ann&page=5&limit=20');
    expect(withFilter(filters, { status: undefined })).toEqual({
      status: undefined,
      account: 'ann',
      page: 1,
      limit: 20,
    });
    expect(withPage(filters, 6, 20)).toMatchObject({ page: 6, limit: 20 });
    expect(withPage(filters, 6, 50)).toMatchObject({ page: 1, limit: 50 });
    expect(resetFilters(wallet, filters)).toEqual({ status: 0, page: 1, limit: 20 });
  });
});
