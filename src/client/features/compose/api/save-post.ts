import type { Post, PostInput } from '../../../../shared/schemas/posts.ts';
import { schemas } from '../../../lib/schemas.ts';
import { apiUpload } from '../../../lib/upload.ts';

/** POST /api/posts (create) or PUT /api/posts/:id (edit), reporting the upload's progress (0..1). */
export function savePost(input: PostInput, postId: string | undefined, onProgress: (fraction: number) => void): Promise<Post> {
  return apiUpload(postId ? `/posts/${encodeURIComponent(postId)}` : '/posts', {
    method: postId ? 'PUT' : 'POST',
    body: input,
    schema: schemas.PostSchema,
    onProgress,
  });
}
