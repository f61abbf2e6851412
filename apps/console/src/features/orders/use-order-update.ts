import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ORDERS_KEY, orderQueryOptions } from './api.ts';

/**
 * A change to one order whose answer is the order as it now is: the detail shows that answer at once (no second
 * call), and every list refetches because the order may now belong to another status filter.
 */
export function useOrderUpdate<TBody>(update: (body: TBody) => Promise<ConsoleOrderDetailDto>, successText: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: update,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
      void message.success(successText);
    },
  });
}
