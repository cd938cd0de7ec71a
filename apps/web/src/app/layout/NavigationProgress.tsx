import Box from '@mui/material/Box';
import { useNavigation } from 'react-router';

/** A thin moving bar while the next route's chunk or data loads (the old page stays until then). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (th) => th.zIndex.appBar + 1,
        overflow: 'hidden',
        bgcolor: 'rgba(0, 121, 107, .25)',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: 'spesa-progress 1.1s ease-in-out infinite',
        },
        '@keyframes spesa-progress': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
      }}
    />
  );
}
