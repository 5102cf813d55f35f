import styles from './pseudonym-avatar.module.css';

export interface PseudonymAvatarProps {
  /** The pseudonym, e.g. 'Anonymous Otter': its last word's first letter is drawn. */
  name: string;
  /** The hue (0-359) the post was given; null draws a grey one. */
  hue: number | null;
  size?: number;
}

/** The drawn avatar of an anonymous post's pseudonym (decision 043): a round colour with a letter, decorative. */
export function PseudonymAvatar({ name, hue, size = 40 }: PseudonymAvatarProps) {
  const letter = name.trim().split(/\s+/).at(-1)?.charAt(0).toUpperCase() ?? '?';
  const background = hue === null ? 'hsl(0 0% 40%)' : `hsl(${hue} 55% 42%)`;
  return (
    <span aria-hidden="true" className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.45, background }}>
      {letter}
    </span>
  );
}
