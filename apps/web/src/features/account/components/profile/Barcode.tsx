import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';

interface Props {
  code: string;
  /** Accessible name: the picture is read as "Codice a barre della carta 27...". */
  label: string;
  /** Bar width in px of the drawing; the SVG then scales to its box. */
  barWidth?: number;
  height?: number;
}

/**
 * The card number as an EAN-13 barcode, drawn by JsBarcode into an SVG. The library loads with
 * the first barcode shown, so it never weighs on pages without one.
 */
export function Barcode({ code, label, barWidth = 2, height = 72 }: Props) {
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      const svg = ref.current;
      if (!live || !svg) return;
      try {
        JsBarcode(svg, code, {
          format: 'EAN13',
          width: barWidth,
          height,
          margin: 12,
          fontSize: 18,
          background: '#FFFFFF',
          lineColor: '#000000',
        });
        // Scale to the container: keep the drawing's proportions through a viewBox.
        const w = svg.getAttribute('width');
        const h = svg.getAttribute('height');
        if (w && h) svg.setAttribute('viewBox', `0 0 ${parseFloat(w)} ${parseFloat(h)}`);
        svg.removeAttribute('width');
        svg.removeAttribute('height');
      } catch {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [code, barWidth, height]);
  if (failed) return <Typography sx={{ fontFamily: 'monospace', fontSize: 20 }}>{code}</Typography>;
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}
