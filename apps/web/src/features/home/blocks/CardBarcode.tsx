import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

/**
 * The card number as a barcode (JsBarcode, loaded only when a card is shown): EAN-13 for a
 * 13-digit card, Code 128 otherwise. Drawn as SVG, sharp at any size a cashier's scanner needs.
 */
export function CardBarcode({ number, height, label }: { number: string; height: number; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return;
      const format = /^\d{13}$/.test(number) ? 'EAN13' : 'CODE128';
      try {
        JsBarcode(svg.current, number, {
          format,
          height,
          displayValue: true,
          margin: 8,
          background: '#FFFFFF',
        });
      } catch {
        JsBarcode(svg.current, number, { format: 'CODE128', height, displayValue: true, margin: 8 });
      }
    });
    return () => {
      live = false;
    };
  }, [number, height]);
  return (
    <Box
      component="svg"
      ref={svg}
      role="img"
      aria-label={label}
      sx={{ maxWidth: '100%', height: 'auto', display: 'block' }}
    />
  );
}
