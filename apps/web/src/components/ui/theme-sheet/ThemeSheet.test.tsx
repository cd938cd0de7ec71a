import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { hydrating } from '../../../lib/hydration';
import { ThemeSheet } from './ThemeSheet';

const styles = () => ({ '.theme-sheet-probe': { color: 'rgb(1, 2, 3)' } });

/** The rules of every style sheet in the document, as text. */
const rules = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('ThemeSheet', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

  it('draws its rules in a page the browser renders itself', () => {
    render(<ThemeSheet styles={styles} />);
    expect(rules()).toContain('.theme-sheet-probe');
  });

  it('draws nothing while hydrating a server page, whose head already carries the sheet', () => {
    hydrating(() => {
      render(<ThemeSheet styles={styles} />);
    });
    expect(rules()).not.toContain('.theme-sheet-probe');
  });
});
