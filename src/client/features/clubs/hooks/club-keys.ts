/** The clubs' query keys, in one place. */
export const clubKeys = {
  all: ['clubs'] as const,
  directory: (category: string, q: string) => ['clubs', 'directory', category, q] as const,
  categories: ['clubs', 'categories'] as const,
  club: (slug: string) => ['clubs', 'club', slug] as const,
  members: (slug: string) => ['clubs', 'members', slug] as const,
  mine: (userId: string) => ['clubs', 'mine', userId] as const,
  adminQueue: ['clubs', 'admin-queue'] as const,
};
