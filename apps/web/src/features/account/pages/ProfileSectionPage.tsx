import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackToProfile } from '../components/profile/BackToProfile';

/** A profile page below the dashboard: back link on phones, its cards one under the other. */
export function ProfileSectionPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box>
      <BackToProfile />
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}
