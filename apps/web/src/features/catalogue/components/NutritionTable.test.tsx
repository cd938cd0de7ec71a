import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NutritionTable } from './NutritionTable';

const values = [
  { name: 'Energia', per100: '891 kJ / 213 kcal' },
  { name: 'Grassi', per100: '9,8 g' },
];

describe('nutrition table', () => {
  it('is a table named by its caption, with a header per column and per row', () => {
    render(<NutritionTable values={values} />);
    const table = screen.getByRole('table', { name: 'Valori nutrizionali medi per 100 g di prodotto' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Valori medi', 'per 100 g']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Energia', 'Grassi']);
    expect(within(table).getByRole('row', { name: /Grassi/ })).toHaveTextContent('9,8 g');
  });

  it('says 100 ml for liquids', () => {
    render(<NutritionTable values={values} liquid />);
    screen.getByRole('table', { name: 'Valori nutrizionali medi per 100 ml di prodotto' });
    expect(screen.getByRole('columnheader', { name: 'per 100 ml' })).toBeInTheDocument();
  });
});
