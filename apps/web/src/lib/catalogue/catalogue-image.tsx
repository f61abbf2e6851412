import type { ImageDto } from '@shop/contract/catalogue';

interface CatalogueImageProps {
  image: ImageDto;
  alt: string;
  /** Pixel widths of the small and large file, for srcset. */
  widths: readonly [number, number];
  /** Intrinsic size, so the browser reserves the box before the picture arrives (no layout shift). */
  width: number;
  height: number;
  /** The layout width, for the browser's choice between the two files. */
  sizes: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /**
   * The page's largest picture (at most one per page): loaded first of all (fetchpriority), and preloaded from the
   * head of a server-rendered page. Implies eager.
   */
  priority?: boolean;
  className?: string;
}

/** A catalogue picture: two WebP widths, lazy below the fold, with its box reserved. */
export function CatalogueImage({
  image,
  alt,
  widths,
  width,
  height,
  sizes,
  eager,
  priority,
  className,
}: CatalogueImageProps) {
  return (
    <img
      className={className}
      src={image.small}
      srcSet={`${image.small} ${widths[0]}w, ${image.large} ${widths[1]}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * A small square picture beside its own text (an order line, a shop's logo, a proof): one file, lazy, its box
 * reserved, and no alternative text since the text beside it says what it shows.
 */
export function Thumbnail({ src, size, className }: { src: string; size: number; className?: string }) {
  return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
