import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../../lib/document-title';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider pages (registration) need room for two fields in a row. */
  width?: number;
}

/** The frame of the single-form account pages: one h1, a centred card, phone-first margins. */
export function AccountPage({ title, intro, children, width = 600 }: Props) {
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: width, mx: 'auto', px: { xs: 1, sm: 2 }, py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h1" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
