import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSignOut } from './use-sign-out.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useSignOut', () => {
  it('ends the session after the server call', async () => {
    const endSession = vi.fn();
    const { result } = renderHook(() => useSignOut(() => Promise.resolve(), endSession), { wrapper });
    act(() => result.current.onSignOut());
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(result.current.signingOut).toBe(false);
  });

  it('ends the session even when the server call fails', async () => {
    const endSession = vi.fn();
    const { result } = renderHook(() => useSignOut(() => Promise.reject(new Error('offline')), endSession), {
      wrapper,
    });
    act(() => result.current.onSignOut());
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
  });
});
