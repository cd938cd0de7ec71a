import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

interface Props {
  /** The main column (the cart's lines, the checkout's sections): one element. */
  children: ReactNode;
  /** What the summary holds: the totals and the button that moves on. */
  summary: ReactNode;
  /** The summary's width from md up, in px; the checkout's holds the consents too. */
  summaryWidth?: number;
}

/**
 * The cart's and the checkout's page: the main column and, from md up, a summary beside it that
 * stays in view while the lines scroll (below the sticky header); on a phone, the summary under
 * the lines.
 */
export function SummaryLayout({ children, summary, summaryWidth = 360 }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${summaryWidth}px` },
        alignItems: 'start',
      }}
    >
      {children}
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          position: { md: 'sticky' },
          top: { md: 140 },
        }}
      >
        {summary}
      </Paper>
    </Box>
  );
}
