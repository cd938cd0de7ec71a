import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryKeys } from '../../lib/api';
import { appEvents } from '../../lib/events';
import { SessionWatcher } from './SessionWatcher';

describe('SessionWatcher', () => {
  it('on the 419 event the user is anonymous at once and account data is dropped', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.auth.user, { userId: 1, firstName: 'Mario' });
    client.setQueryData(['account', 'detail'], { userId: 1 });
    render(
      <QueryClientProvider client={client}>
        <SessionWatcher />
      </QueryClientProvider>,
    );
    act(() => appEvents.emit('not-logged-in'));
    expect(client.getQueryData(queryKeys.auth.user)).toBeNull();
    expect(client.getQueryData(['account', 'detail'])).toBeUndefined();
  });
});
