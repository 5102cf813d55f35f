import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS, LIMITS } from '../../shared/limits.ts';
import { isMediaUrl } from '../../shared/vocabulary.ts';
import placeholderImage from '../assets/placeholder-image.svg';

/**
 * A stored picture's narrower copies and itself (at most 1000 px wide), for the browser to pick the one that
 * fits `sizes` at the screen's density (decision 016). Links to other sites have no such copies: undefined.
 */
export function mediaSrcSet(src: string): string | undefined {
  if (!isMediaUrl(src)) return undefined;
  return [...IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`), `${src} ${LIMITS.imageMaxDimension}w`].join(', ');
}

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: describe the picture, or pass '' when it is decorative. */
  alt: string;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc?: string;
  /** The width the picture is shown at; with it a stored picture is offered at the size shown (srcset). */
  sizes?: string;
}

/**
 * An image that loads lazily and falls back to a placeholder when missing or broken (SPEC §2). Give it
 * width and height (or an aspect ratio in CSS), so nothing moves when it arrives.
 */
export function SafeImage({ src, alt, fallbackSrc = placeholderImage, loading = 'lazy', ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? fallbackSrc : src}
      srcSet={broken || !rest.sizes ? undefined : mediaSrcSet(src)}
      alt={alt}
      loading={loading}
      decoding="async"
      data-fallback={broken || undefined}
      onError={(event) => {
        if (!broken && src) setFailedSrc(src);
        rest.onError?.(event);
      }}
    />
  );
}
