import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLinkCall } from './useLinkCall';

describe('useLinkCall', () => {
  it('calls the server once per link, even when every query is invalidated afterwards', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const call = vi.fn(async () => 'Indirizzo e-mail aggiornato.');
    const { result } = renderHook(() => useLinkCall('test-once', ['tok'], call), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('success'));
    await act(() => client.invalidateQueries());
    expect(result.current).toEqual({ state: 'success', message: 'Indirizzo e-mail aggiornato.' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('an incomplete link is an error without a call', () => {
    const call = vi.fn(async () => null);
    const { result } = renderHook(() => useLinkCall('test-missing', ['', 'x'], call), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current.state).toBe('error');
    expect(call).not.toHaveBeenCalled();
  });
});
