import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import placeholderAvatar from '../assets/placeholder-avatar.svg';
import placeholderImage from '../assets/placeholder-image.svg';
import { Avatar } from './avatar.tsx';
import { mediaSrcSet, SafeImage } from './safe-image.tsx';
import { t } from '../../shared/i18n.ts';

describe('SafeImage and Avatar', () => {
  it('loads lazily and falls back to the placeholder image when broken', () => {
    render(<SafeImage src="https://example.test/broken.jpg" alt={t('Poster')} />);
    const image = screen.getByRole('img', { name: 'Poster' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('https://example.test/broken.jpg');

    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(placeholderImage);
  });

  it('shows the placeholder avatar when the avatar is missing or broken', () => {
    const { rerender } = render(<Avatar src={null} name="Asha" />);
    expect(screen.getByRole('img', { name: "Asha's avatar" }).getAttribute('src')).toBe(placeholderAvatar);

    rerender(<Avatar src="/media/a.png" name="Asha" />);
    const image = screen.getByRole('img', { name: "Asha's avatar" });
    expect(image.getAttribute('src')).toBe('/media/a.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(placeholderAvatar);
  });

  it('offers a stored picture at its narrower widths for the size shown, and drops them when it breaks', () => {
    const src = `/media/${'a'.repeat(64)}.jpg`;
    render(<SafeImage src={src} alt={t('Poster')} sizes="300px" width={640} height={480} />);
    const image = screen.getByRole('img', { name: 'Poster' });
    expect(image.getAttribute('srcset')).toBe(`${src}?w=320 320w, ${src}?w=640 640w, ${src} 1000w`);
    expect(image.getAttribute('sizes')).toBe('300px');
    expect(image.getAttribute('src')).toBe(src);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);

    fireEvent.error(image);
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('src')).toBe(placeholderImage);
  });

  it('leaves links to other sites, and pictures without sizes, as they are', () => {
    render(<SafeImage src="https://example.test/poster.jpg" alt={t('Linked')} sizes="300px" />);
    expect(screen.getByRole('img', { name: 'Linked' }).getAttribute('srcset')).toBeNull();
    render(<SafeImage src={`/media/${'b'.repeat(64)}.png`} alt={t('Unsized')} />);
    expect(screen.getByRole('img', { name: 'Unsized' }).getAttribute('srcset')).toBeNull();
  });

  it('the srcset names only stored pictures', () => {
    expect(mediaSrcSet(`/media/${'c'.repeat(64)}.webp`)).toBe(
      `/media/${'c'.repeat(64)}.webp?w=320 320w, /media/${'c'.repeat(64)}.webp?w=640 640w, /media/${'c'.repeat(64)}.webp 1000w`,
    );
    expect(mediaSrcSet('/media/../secret.jpg')).toBeUndefined();
    expect(mediaSrcSet('https://example.test/a.jpg')).toBeUndefined();
  });
});
