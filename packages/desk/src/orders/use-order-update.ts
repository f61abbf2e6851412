import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { RequestError } from '../request/request-error.ts';

/** Where a desk keeps its orders in the query cache. */
export interface OrderCacheKeys {
  /** One order's detail query. */
  detail(id: number): QueryKey;
  /** The queries an order change may move the order in or out of: the lists, a dashboard's counts. */
  lists: readonly QueryKey[];
}

/**
 * A change to one order whose answer is the order as it now is: the detail shows that answer at once (no second
 * call), and the lists refetch because the order may now belong to another status filter or tab. When someone else
 * moved the order first (a refund, a cancel), the detail is refetched so the page offers what now applies.
 */
export function useOrderUpdate<TBody extends { id: number }, TOrder extends { id: number }>(
  update: (body: TBody) => Promise<TOrder>,
  successText: string,
  keys: OrderCacheKeys,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: update,
    onSuccess: (order) => {
      queryClient.setQueryData(keys.detail(order.id), order);
      for (const queryKey of keys.lists) void queryClient.invalidateQueries({ queryKey });
      void message.success(successText);
    },
    onError: (error, body) => {
      if (!(error instanceof RequestError) || error.key !== 'ORDER_STATUS_CHANGED') return;
      // The refetch may remove the form that shows the error, so it is also said in a toast.
      void message.warning(error.message);
      void queryClient.invalidateQueries({ queryKey: keys.detail(body.id) });
    },
  });
}

/** What a desk's order forms are given: a mutation made with useOrderUpdate. */
export type OrderUpdate<TBody extends { id: number }> = UseMutationResult<{ id: number }, Error, TBody>;
