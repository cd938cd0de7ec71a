import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

// A styled <img>, not <Box component="img">: Box takes width and height as style props and
// drops the attributes, and without them the browser reserves no height until the picture
// arrives (the home's rows jumped by a banner's height, CLS 0.5).
const Img = styled('img')({ width: '100%', height: 'auto', display: 'block' });

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

/**
 * <picture> with a phone source under 600 px; width/height reserve the space (no layout shift).
 * Without a phone picture of its own, a plain <img>: React's server render then writes a preload
 * for an eager one at the top of the page (it cannot for an <img> in a <picture>, whose file
 * depends on the screen), so the home's first banner starts with the page's first bytes.
 */
export function ResponsiveImage({ desktop, mobile, alt, width, height, eager, contain, sx }: Props) {
  const img = (
    <Img
      src={desktop}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      sx={{ objectFit: contain ? 'contain' : 'cover', ...sx }}
    />
  );
  if (!mobile || mobile === desktop) return img;
  return (
    <Box component="picture" sx={{ display: 'block', lineHeight: 0 }}>
      <source media="(max-width: 599.95px)" srcSet={mobile} />
      {img}
    </Box>
  );
}
