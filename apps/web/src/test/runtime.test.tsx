import { createElement, version } from 'react';
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
import { createElement as preactCreateElement } from 'preact/compat';
import { describe, expect, it } from 'vitest';

// The unit tests must exercise the runtime the storefront ships (decision 0077): Preact's
// compatibility layer under the React names, for our code and for the libraries alike.
describe('the runtime under the React names', () => {
  it('is preact/compat for react, react-dom and the JSX runtime', () => {
    expect(createElement).toBe(preactCreateElement);
    expect(jsx('b', {}).type).toBe('b');
    expect(typeof createRoot).toBe('function');
    // What libraries read to pick their code paths: compat reports a React version of its own.
    expect(version).toMatch(/^1[89]\./);
  });

  it('is the one MUI renders with', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { default: Button } = await import('@mui/material/Button');
    render(<Button>Aggiungi</Button>);
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    // React marks each element it draws with its fiber (`__reactFiber$…`); Preact does not.
    expect(Object.keys(button).filter((k) => k.startsWith('__react'))).toEqual([]);
  });
});
