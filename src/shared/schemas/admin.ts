import { z } from 'zod';

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  posts: z.number().int(),
  pendingEvents: z.number().int(),
  reportedPosts: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
