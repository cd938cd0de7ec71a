import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../lib/i18n';

interface Props {
  embedUrl: string | null;
  title?: string;
  onClose: () => void;
}

/** Spec section 2: videos open in a dialog 700 px wide, full screen on small screens. */
export function VideoDialog({ embedUrl, title, onClose }: Props) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={!!embedUrl}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="video-dialog-title"
      slotProps={{
        paper: { sx: { width: fullScreen ? '100%' : 700, maxWidth: '100%', bgcolor: '#000', color: '#fff' } },
      }}
    >
      <DialogTitle id="video-dialog-title" sx={{ pr: 7, fontSize: '1rem' }}>
        {title || t('video.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('video.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, color: '#fff' }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', my: fullScreen ? 'auto' : 0 }}>
        {embedUrl && (
          <iframe
            src={`${embedUrl}?autoplay=1&rel=0`}
            title={title || t('video.title')}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
