import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  subtitle?: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/** A category-page style band (title on the brand colour) heading the delivery dialogs. */
export function DialogHeader({ id, title, subtitle, closeLabel, onClose }: Props) {
  return (
    <Box
      sx={{
        bgcolor: 'secondary.dark',
        color: 'secondary.contrastText',
        px: { xs: 2, sm: 3 },
        py: 2,
        pr: 7,
        position: 'relative',
      }}
    >
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography component="div" variant="body2" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'inherit' }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
