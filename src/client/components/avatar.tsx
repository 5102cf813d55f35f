import { t } from '../../shared/i18n.ts';
import { cx } from '../lib/cx.ts';
import placeholderAvatar from '../assets/placeholder-avatar.svg';
import { SafeImage } from './safe-image.tsx';
import styles from './avatar.module.css';

export interface AvatarProps {
  src: string | null | undefined;
  /** Whose avatar; omit when the name is shown right beside it (the image is then decorative). */
  name?: string;
  size?: number;
  className?: string;
}

/** A round user picture; a missing or broken one shows the placeholder avatar (SPEC §2). */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  return (
    <SafeImage
      src={src}
      fallbackSrc={placeholderAvatar}
      alt={name ? t("{name}'s avatar", { name }) : ''}
      width={size}
      height={size}
      loading="eager"
      className={cx(styles.avatar, className)}
    />
  );
}
