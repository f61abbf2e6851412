import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { RequestError } from '@shop/desk/request/request-error.ts';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { orderQueryOptions } from './api.ts';

/**
 * A change to one order whose answer is the order as it now is: the detail shows that answer at once (no second
 * call), and every list refetches because the order may now belong to another status filter. When someone else
 * moved the order first, the detail is refetched so the page offers what now applies.
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
      void message.success(successText);
    },
    onError: (error, body) => {
      if (!(error instanceof RequestError) || error.key !== 'ORDER_STATUS_CHANGED') return;
      // The refetch may remove the form that shows the error, so it is also said in a toast.
      void message.warning(error.message);
      void queryClient.invalidateQueries({ queryKey: orderQueryOptions(body.id).queryKey });
    },
  });
}
