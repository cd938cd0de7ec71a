import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Timeslot, TimeslotDay } from '@spesa/domain';
import { DayTabs } from './DayTabs';
import { SlotGrid } from './SlotGrid';
import { SlotLegend } from './SlotLegend';
import { dayLabel, slotState } from './timeslotFormat';

const slot = (id: number, begin: string, over: Partial<Timeslot> = {}): Timeslot => ({
  timeslotId: id,
  name: begin,
  beginTime: begin,
  endTime: `${String(Number(begin.slice(0, 2)) + 2).padStart(2, '0')}:00`,
  status: 'empty',
  active: 1,
  selected: false,
  ...over,
});

describe('slot states', () => {
  const slots = [
    slot(1, '08:00'),
    slot(2, '10:00', { status: 'intermediate' }),
    slot(3, '12:00', { status: 'full', active: 0 }),
    slot(4, '14:00', { selected: true }),
    slot(5, '16:00', { active: 0 }), // past its cut-off: not choosable although 'empty'
  ];

  it('maps status, active and selected to a state', () => {
    expect(slots.map(slotState)).toEqual([
      'available',
      'almostFull',
      'unavailable',
      'selected',
      'unavailable',
    ]);
  });

  it('says the state in words, not only in colour, and disables what cannot be chosen', () => {
    const onChoose = vi.fn();
    render(<SlotGrid slots={slots} dateIso="2026-11-23" disabled={false} onChoose={onChoose} />);
    const available = screen.getByRole('button', { name: /^lunedì 23 novembre, 08:00-10:00\s*Disponibile$/ });
    expect(available).toBeEnabled();
    expect(within(available).getByText('Disponibile')).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^lunedì 23 novembre, 10:00-12:00\s*Quasi esaurita$/ }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /^lunedì 23 novembre, 12:00-14:00\s*Non disponibile$/ }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: /^lunedì 23 novembre, 16:00-18:00\s*Non disponibile$/ }),
    ).toBeDisabled();
    const selected = screen.getByRole('button', { name: /^lunedì 23 novembre, 14:00-16:00\s*Selezionata$/ });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    available.click();
    expect(onChoose).toHaveBeenCalledWith(slots[0]);
  });

  it('disables the whole grid while saving', () => {
    render(<SlotGrid slots={slots} dateIso="2026-11-23" disabled onChoose={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: /^lunedì 23 novembre, 08:00-10:00\s*Disponibile$/ }),
    ).toBeDisabled();
  });

  it('has a legend with the four states', () => {
    render(<SlotLegend />);
    const legend = screen.getByRole('region', { name: 'Legenda' });
    for (const text of ['Disponibile', 'Quasi esaurita', 'Non disponibile', 'Selezionata'])
      expect(within(legend).getByText(text)).toBeInTheDocument();
  });
});

describe('day tabs', () => {
  // 23:30 UTC on 25 November is already the 26th in Rome: 'Oggi' follows the shop's zone.
  const now = new Date('2026-11-25T23:30:00Z');
  const days: TimeslotDay[] = [
    { dateIso: '2026-11-26', weekday: 4, timeslots: [slot(1, '08:00')] },
    { dateIso: '2026-11-27', weekday: 5, timeslots: [slot(2, '08:00', { selected: true })] },
    { dateIso: '2026-12-01', weekday: 2, timeslots: [] },
  ];

  it('labels today Oggi and the others weekday, day and month', () => {
    expect(dayLabel('2026-11-26', 'Oggi', now)).toBe('Oggi');
    expect(dayLabel('2026-11-27', 'Oggi', now)).toBe('ven 27 nov');
    render(<DayTabs days={days} value="2026-11-26" onChange={vi.fn()} idPrefix="t" now={now} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Oggi', 'ven 27 nov', 'mar 1 dic']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the day that holds the chosen slot', () => {
    render(<DayTabs days={days} value="2026-11-26" onChange={vi.fn()} idPrefix="t" now={now} />);
    expect(screen.getByRole('tab', { name: 'ven 27 nov, fascia scelta' })).toBeInTheDocument();
  });
});
