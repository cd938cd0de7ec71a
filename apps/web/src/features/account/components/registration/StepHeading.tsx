import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';

/**
 * The heading of a wizard step. When the step changed because the user pressed Avanti or
 * Indietro, focus moves here, so a screen reader announces the new step instead of silence.
 */
export function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography ref={ref} tabIndex={-1} component="h2" variant="h3" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
