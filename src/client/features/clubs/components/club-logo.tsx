import { SafeImage } from '../../../components/safe-image.tsx';
import { cx } from '../../../lib/cx.ts';
import styles from './clubs.module.css';

/** A club's logo, or its initial on a tinted square when it has none. Decorative: the name is beside it. */
export function ClubLogo({ name, logo, size = 48, className }: { name: string; logo: string | null | undefined; size?: number; className?: string }) {
  const style = { width: size, height: size };
  if (logo) return <SafeImage src={logo} alt="" width={size} height={size} sizes={`${size}px`} className={cx(styles.logo, className)} style={style} />;
  return (
    <span aria-hidden="true" className={cx(styles.logo, styles.logoInitial, className)} style={{ ...style, fontSize: size * 0.42 }}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
