import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The account deletion is framed in the error colour. */
  danger?: boolean;
}

/** A titled card of the profile; a <section> named by its h2 for landmark navigation. */
export function ProfileSection({ title, description, children, danger }: Props) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: danger ? 'error.main' : undefined }}
    >
      <Typography id={id} component="h2" variant="h3" sx={{ mb: description ? 1 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
