import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '../i18n';
import { SortSelect } from './SortSelect';

describe('SortSelect', () => {
  it('applies a choice made with the mouse at once', () => {
    const onChange = vi.fn();
    render(<SortSelect value="relevance" onChange={onChange} />);
    const select = screen.getByLabelText('Ordina per');
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'price_asc' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('price_asc');
  });

  it('waits for Enter while the arrow keys browse the choices', () => {
    const onChange = vi.fn();
    render(<SortSelect value="relevance" onChange={onChange} />);
    const select = screen.getByLabelText('Ordina per');
    for (const value of ['price_asc', 'price_desc', 'name_asc']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('name_asc');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('name_asc');
  });

  it('applies the browsed choice when the focus leaves', () => {
    const onChange = vi.fn();
    render(<SortSelect value="relevance" onChange={onChange} />);
    const select = screen.getByLabelText('Ordina per');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'price_asc' } });
    fireEvent.blur(select);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('price_asc');
  });
});
