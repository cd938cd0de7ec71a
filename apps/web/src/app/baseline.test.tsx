import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

// index.html carries MUI's CssBaseline for the shop's theme as a plain <style> (decision 0078):
// inserted by the page's code, its `*` and `body` rules made the browser restyle every element
// once more as the page started. The theme stays the source; this keeps the copy equal to it.
describe('the baseline styles in index.html', () => {
  it('are what MUI CssBaseline writes for the theme', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const copy = /<style id="baseline">([^<]*)<\/style>/.exec(html)?.[1];
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const written = [...document.head.querySelectorAll('style[data-emotion^="css-global"]')]
      .map((style) => style.textContent)
      .join('');
    expect(written).toContain('box-sizing:inherit');
    expect(copy).toBe(written);
  });
});
