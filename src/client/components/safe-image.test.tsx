import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import placeholderAvatar from '../assets/placeholder-avatar.svg';
import placeholderImage from '../assets/placeholder-image.svg';
import { Avatar } from './avatar.tsx';
import { SafeImage } from './safe-image.tsx';

describe('SafeImage and Avatar', () => {
  it('loads lazily and falls back to the placeholder image when broken', () => {
    render(<SafeImage src="https://example.test/broken.jpg" alt="Poster" />);
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
});
