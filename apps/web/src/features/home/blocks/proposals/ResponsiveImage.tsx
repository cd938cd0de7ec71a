import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  desktop: string;
  mobile?: string | null;
  alt: string;
  width: number;
  height: number;
  /** The first banner is the page's largest paint: load it at once, the rest lazily. */
  eager?: boolean;
  contain?: boolean;
  sx?: SxProps<Theme>;
}

/** <picture> with a phone source under 600 px; width/height reserve the space (no layout shift). */
export function ResponsiveImage({ desktop, mobile, alt, width, height, eager, contain, sx }: Props) {
  return (
    <Box component="picture" sx={{ display: 'block', lineHeight: 0 }}>
      {mobile && mobile !== desktop && <source media="(max-width: 599.95px)" srcSet={mobile} />}
      <Box
        component="img"
        src={desktop}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        sx={{
          width: '100%',
          height: 'auto',
          objectFit: contain ? 'contain' : 'cover',
          display: 'block',
          ...sx,
        }}
      />
    </Box>
  );
}
