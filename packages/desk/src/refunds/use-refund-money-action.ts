import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { type IdempotentAttempts, isAnswered } from '../request/idempotent-attempts.ts';

export interface RefundMoneyActionOptions {
  /** The action's name, part of its attempt's key (`approve`, `receive`). */
  action: string;
  /** The desk's call for the action. */
  send: (request: { id: number; idempotencyKey: string }) => Promise<unknown>;
  attempts: IdempotentAttempts;
  successText: string;
  /** Reloads what the action changes (the desk's list, detail, order, …). */
  refresh: () => void;
  /** Whether an error says the refund moved on meanwhile, so the pages reload. */
  isStale: (error: unknown) => boolean;
}

/**
 * A money action of a refund (approve, goods received), the same in both desks: sent with its attempt's key, so a
 * confirm retried after a lost answer is replayed instead of crediting twice, and the pages refreshed after.
 */
export function useRefundMoneyAction({
  action,
  send,
  attempts,
  successText,
  refresh,
  isStale,
}: RefundMoneyActionOptions) {
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      attempts.answered();
      refresh();
      void message.success(successText);
    },
    onError: (error) => {
      // A lost answer leaves the attempt open: the next confirm is the same attempt, with the same key.
      if (isAnswered(error)) attempts.answered();
      if (isStale(error)) refresh();
      void message.error(error.message);
    },
  });
  return {
    isPending: mutation.isPending,
    send: (refund: { id: number }) => {
      const body = { id: refund.id };
      const idempotencyKey = attempts.keyFor({ action, ...body });
      // The promise keeps the confirm button spinning until the server answers; a failure is already shown by
      // onError, so it is not thrown again into the popover.
      return mutation.mutateAsync({ ...body, idempotencyKey }).catch(() => undefined);
    },
  };
}
