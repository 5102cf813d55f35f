import type { MouseEvent, ReactNode } from 'react';
import { clubPath } from '../lib/club-paths.ts';

export interface ClubLinkProps {
  slug: string;
  /** Opens the club inside the app; a modified click (new tab) is left to the browser. */
  onOpen: (slug: string) => void;
  className?: string;
  children: ReactNode;
}

/** A link to a club's page at its address. */
export function ClubLink({ slug, onOpen, className, children }: ClubLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(slug);
  };
  return (
    <a href={clubPath(slug)} className={className} onClick={open}>
      {children}
    </a>
  );
}
