import Alert, { type AlertColor } from '@mui/material/Alert';

/**
 * The message area of a form (spec: login failures "show in a message area"). role=alert for
 * errors so screen readers hear them at once; success and info are announced politely.
 */
export function FormMessage({ text, severity = 'error' }: { text: string | null; severity?: AlertColor }) {
  if (!text) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ my: 2 }}>
      {text}
    </Alert>
  );
}
