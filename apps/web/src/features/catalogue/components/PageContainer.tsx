import type { ReactNode } from 'react';
import Container from '@mui/material/Container';

/** The width and side margins of the header (app/layout/Header), so page edges line up with it. */
export function PageContainer({ children, last = true }: { children: ReactNode; last?: boolean }) {
  return (
    <Container maxWidth="xl" sx={{ px: { xs: 1, sm: 2 }, pb: last ? 4 : 0 }}>
      {children}
    </Container>
  );
}
