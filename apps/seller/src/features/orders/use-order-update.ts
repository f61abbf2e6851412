import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { RequestError } from '@shop/desk/request/request-error.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { DASHBOARD_KEY, ORDERS_KEY } from '../../lib/query-keys.ts';
import { orderQueryOptions } from './api.ts';

/**
 * A change to one order whose answer is the order as it now is: the detail shows that answer at once, and the lists
 * and the dashboard refetch (the order may now belong to another tab). When the order moved first (a refund, a
 * cancel), the detail is refetched so the page offers what now applies.
 */
export function useOrderUpdate<TBody extends { id: number }>(
  update: (body: TBody) => Promise<ConsoleOrderDetailDto>,
  successText: string,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: update,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void message.success(successText);
    },
    onError: (error, body) => {
      if (!(error instanceof RequestError) || error.key !== 'ORDER_STATUS_CHANGED') return;
      void message.warning(error.message);
      void queryClient.invalidateQueries({ queryKey: orderQueryOptions(body.id).queryKey });
    },
  });
}
