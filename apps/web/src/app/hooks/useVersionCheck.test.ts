import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { appEvents, type Notice } from '../../lib/events';
import { useVersionCheck } from './useVersionCheck';

const INTERVAL = 600_000;
let notices: Notice[];
let off: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  notices = [];
  off = appEvents.on('notice', (n) => notices.push(n));
});
afterEach(() => {
  off();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const serve = (version: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 })),
  );

describe('useVersionCheck', () => {
  it('checks /version.json every 10 minutes and offers Aggiorna once when it changed', async () => {
    serve('1.5.0');
    renderHook(() => useVersionCheck('1.4.0', INTERVAL));
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    expect(notices).toEqual([
      expect.objectContaining({
        message: 'Nuova versione disponibile',
        persist: true,
        action: expect.objectContaining({ label: 'Aggiorna' }),
      }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(notices).toHaveLength(1);
  });

  it('stays quiet while the version is the same or unreachable', async () => {
    serve('1.4.0');
    renderHook(() => useVersionCheck('1.4.0', INTERVAL));
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL * 2));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(notices).toEqual([]);
  });
});
