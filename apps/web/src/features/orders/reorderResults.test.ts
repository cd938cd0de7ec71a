import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/mockFetch';
import { reorderOutcome } from './reorderResults';

describe('the results of ordering again', () => {
  it('tells each line by its name, the longest name first, and keeps the other notices apart', () => {
    const answer = envelope(null, {
      infosMessage: [
        { code: 'REORDER_LINE_ADDED', message: 'Latte intero: aggiunto al carrello' },
        { code: 'MAX_DAILY', message: 'Latte: Hai superato la quantità massima giornaliera' },
        { code: 'NOTICE', message: 'Latte e uova in offerta' },
      ],
    });
    expect(reorderOutcome(answer as never, ['Latte', 'Latte intero'])).toEqual({
      lines: [
        { name: 'Latte intero', added: true },
        { name: 'Latte', added: false, message: 'Hai superato la quantità massima giornaliera' },
      ],
      messages: [{ code: 'NOTICE', message: 'Latte e uova in offerta' }],
    });
  });

  it('an answer without messages has no lines', () => {
    expect(reorderOutcome(envelope(null) as never, ['Latte'])).toEqual({ lines: [], messages: [] });
  });
});
