import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@spesa/domain';
import { makeProduct } from '../testing/productFixture';
import { countRenders } from '../testing/render-count';
import { QuantityStepper } from './QuantityStepper';
import { saleRulesFromProduct } from './saleRules';
import { firstAddQuantity } from '@spesa/domain';

function Harness({
  product,
  allowZero,
  onChange,
}: {
  product: Product;
  allowZero?: boolean;
  onChange?: (q: number) => void;
}) {
  const rules = saleRulesFromProduct(product);
  const [q, setQ] = useState(firstAddQuantity(rules));
  return (
    <QuantityStepper
      rules={rules}
      value={q}
      allowZero={allowZero}
      onChange={(v) => {
        setQ(v);
        onChange?.(v);
      }}
      productName={product.name}
    />
  );
}

const value = () => screen.getByRole('spinbutton', { name: 'Quantità' });
const plus = () => screen.getByRole('button', { name: 'Aumenta quantità' });
const minus = () => screen.getByRole('button', { name: 'Diminuisci quantità' });

describe('QuantityStepper drawing', () => {
  it('draws once when it appears (every product card has one)', () => {
    const steppers = countRenders(QuantityStepper);
    render(<Harness product={makeProduct()} />);
    steppers.stop();
    expect(steppers.count).toBe(1);
  });
});

describe('QuantityStepper +/-', () => {
  it('Pezzo steps by one piece', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct()} />);
    expect(value()).toHaveTextContent('1 pz');
    await user.click(plus());
    await user.click(plus());
    expect(value()).toHaveTextContent('3 pz');
    expect(value()).toHaveAttribute('aria-valuenow', '3');
    await user.click(minus());
    expect(value()).toHaveTextContent('2 pz');
  });

  it('Confezione steps by QTY_MULT', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct({}, { TIPOLOGIA: 'Confezione', QTY_MULT: '6' })} />);
    expect(value()).toHaveTextContent('6 pz');
    await user.click(plus());
    expect(value()).toHaveTextContent('12 pz');
    await user.click(minus());
    expect(value()).toHaveTextContent('6 pz');
  });

  it('Sfuso starts at WEIGHT_SELLING, steps by STEP_SELLING and shows kg', async () => {
    const user = userEvent.setup();
    const product = makeProduct(
      {},
      { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25', WEIGHT_UNIT_SELLING: 'kg' },
    );
    render(<Harness product={product} allowZero />);
    expect(value()).toHaveTextContent('0,5 kg');
    await user.click(plus());
    expect(value()).toHaveTextContent('0,75 kg');
    await user.click(minus());
    await user.click(minus());
    // Below WEIGHT_SELLING becomes 0.
    expect(value()).toHaveTextContent('0 kg');
  });

  it('arrow keys step and the live region announces button changes', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct()} />);
    value().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(value()).toHaveTextContent('2 pz');
    await user.click(plus());
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('3 pz');
  });

  it('lowering below minAcq shows errors.minAcq and keeps the quantity', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct({ minAcq: 3 })} />);
    expect(value()).toHaveTextContent('3 pz');
    await user.click(minus());
    expect(screen.getByRole('alert')).toHaveTextContent('La quantità minima acquistabile è 3 pz');
    expect(value()).toHaveTextContent('3 pz');
  });

  it('stops at the displayed maximum (maxAcq / MULTI_PACK) and says so', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct({ maxAcq: 4 }, { MULTI_PACK: '2' })} />);
    await user.click(plus());
    expect(value()).toHaveTextContent('2 pz');
    await user.click(plus());
    expect(value()).toHaveTextContent('2 pz');
    expect(screen.getByRole('alert')).toHaveTextContent('La quantità massima acquistabile è 2 pz');
  });
});

describe('QuantityStepper manual entry', () => {
  it('opens with Enter, confirms with Enter and gives the focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness product={makeProduct()} onChange={onChange} />);
    value().focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Quantità' });
    expect(input).toHaveFocus();
    await user.keyboard('{Backspace}12a34{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(123000); // at most 3 digits, letters dropped
    expect(value()).toHaveTextContent('123 pz');
    await new Promise((r) => requestAnimationFrame(r));
    expect(value()).toHaveFocus();
  });

  it('Esc cancels without changing the quantity', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness product={makeProduct()} onChange={onChange} />);
    await user.dblClick(value());
    await user.keyboard('{Backspace}9{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(value()).toHaveTextContent('1 pz');
  });

  it('opens after a 300 ms long press', () => {
    vi.useFakeTimers();
    try {
      render(<Harness product={makeProduct()} />);
      fireEvent.pointerDown(value(), { button: 0 });
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole('textbox')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('textbox', { name: 'Quantità' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not offered for Sfuso', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        product={makeProduct({}, { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' })}
      />,
    );
    await user.dblClick(value());
    value().focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('QTY_LOCKED rounds to a multiple of QTY_MULT and proposes the nearest lower and higher', async () => {
    const user = userEvent.setup();
    render(
      <Harness product={makeProduct({}, { TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' })} />,
    );
    value().focus();
    await user.keyboard('{Enter}{Backspace}10{Enter}');
    expect(value()).toHaveTextContent('12 pz');
    const tip = await screen.findByRole('tooltip'); // lazy chunk
    expect(tip).toHaveTextContent('quantità portata a 12 pz');
    await user.click(within(tip).getByRole('button', { name: 'Scegli 6 pz' }));
    expect(value()).toHaveTextContent('6 pz');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("refuses '2,5' pieces clearly instead of reading 25, and a typed 0 visibly", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness product={makeProduct()} onChange={onChange} />);
    value().focus();
    await user.keyboard('{Enter}{Backspace}2,5{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(value()).toHaveTextContent('1 pz');
    // The message is rendered after the refused entry settles: wait for it, a busy machine is slower.
    expect(await screen.findByRole('alert')).toHaveTextContent('si acquista a pezzi interi');
    // Focus returns to the stepper on the next frame: a keyboard user types on from there.
    await waitFor(() => expect(value()).toHaveFocus());
    await user.keyboard('{Enter}{Backspace}0{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('la quantità minima è 1 pz'));
  });

  it('Esc closes the rounding hint', async () => {
    const user = userEvent.setup();
    render(
      <Harness product={makeProduct({}, { TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' })} />,
    );
    value().focus();
    await user.keyboard('{Enter}{Backspace}10{Enter}');
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(value()).toHaveTextContent('12 pz');
  });

  it('caps a typed quantity at MAXACQ', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct({}, { MAXACQ: '5' })} />);
    value().focus();
    await user.keyboard('{Enter}{Backspace}50{Enter}');
    expect(value()).toHaveTextContent('5 pz');
    expect(screen.getByRole('alert')).toHaveTextContent('La quantità massima acquistabile è 5 pz');
  });
});
