import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import placeholderImage from '../assets/placeholder-image.svg';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: describe the picture, or pass '' when it is decorative. */
  alt: string;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc?: string;
}

/** An image that loads lazily and falls back to a placeholder when missing or broken (SPEC §2). */
export function SafeImage({ src, alt, fallbackSrc = placeholderImage, loading = 'lazy', ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? fallbackSrc : src}
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
