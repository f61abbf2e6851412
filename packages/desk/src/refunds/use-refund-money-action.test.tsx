import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IdempotentAttempts } from '../request/idempotent-attempts.ts';
import { useRefundMoneyAction } from './use-refund-money-action.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

function setUp(send: (request: { id: number; idempotencyKey: string }) => Promise<unknown>) {
  const refresh = vi.fn();
  const attempts = new IdempotentAttempts();
  const { result } = renderHook(
    () =>
      useRefundMoneyAction({
        action: 'approve',
        send,
        attempts,
        successText: 'Approved',
        refresh,
        isStale: (error) => (error as Error).message === 'stale',
      }),
    { wrapper },
  );
  return { result, refresh };
}

describe('useRefundMoneyAction', () => {
  it('sends the refund id with an attempt key and refreshes after success', async () => {
    const send = vi.fn((_request: { id: number; idempotencyKey: string }) => Promise.resolve({}));
    const { result, refresh } = setUp(send);
    await act(() => result.current.send({ id: 12 }));
    expect(send.mock.calls[0]?.[0]).toEqual({ id: 12, idempotencyKey: expect.any(String) });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('retries a lost answer with the same key, and refreshes when the refund moved on', async () => {
    const send = vi.fn((_request: { id: number; idempotencyKey: string }) => Promise.reject(new TypeError('lost')));
    const { result, refresh } = setUp(send);
    await act(() => result.current.send({ id: 12 }));
    await act(() => result.current.send({ id: 12 }));
    expect(send.mock.calls[0]?.[0].idempotencyKey).toBe(send.mock.calls[1]?.[0].idempotencyKey);
    expect(refresh).not.toHaveBeenCalled();
    send.mockImplementationOnce(() => Promise.reject(new Error('stale')));
    await act(() => result.current.send({ id: 12 }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
