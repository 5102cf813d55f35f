import { z } from 'zod';

/** Every error answer of the API. */
export const ErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

export const IdSchema = z.string().min(1).max(64);
export const IdParamsSchema = z.object({ id: IdSchema });
