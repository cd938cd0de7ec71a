import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
  value: string;
  strong?: boolean;
  /** A line above: the total under the amounts it sums. */
  ruled?: boolean;
}

/** One amount of a totals list (a <dl>): its name on the left, the money on the right. */
export function TotalsRow({ label, value, strong = false, ruled = false }: Props) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        ...(ruled ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : {}),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}
