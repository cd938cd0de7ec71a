// A plain <img> with its width and height attributes: without them the browser reserves no
// height until the picture arrives (the home's rows jumped by a banner's height, CLS 0.5). Its
// look is the `.responsive-image` classes of the CMS page grid's sheet (decision 0084).

interface Props {
  desktop: string;
  mobile?: string | null;
  alt: string;
  width: number;
  height: number;
  /** The first banner is the page's largest paint: load it at once, the rest lazily. */
  eager?: boolean;
  contain?: boolean;
}

/**
 * <picture> with a phone source under 600 px; width/height reserve the space (no layout shift).
 * Without a phone picture of its own, a plain <img>: React's server render then writes a preload
 * for an eager one at the top of the page (it cannot for an <img> in a <picture>, whose file
 * depends on the screen), so the home's first banner starts with the page's first bytes.
 */
export function ResponsiveImage({ desktop, mobile, alt, width, height, eager, contain }: Props) {
  const img = (
    <img
      className={contain ? 'responsive-image responsive-image--contain' : 'responsive-image'}
      src={desktop}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!mobile || mobile === desktop) return img;
  return (
    <picture className="responsive-image__picture">
      <source media="(max-width: 599.95px)" srcSet={mobile} />
      {img}
    </picture>
  );
}
