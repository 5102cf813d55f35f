import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/schemas/auth.ts';
import { apiRequest } from './api-client.ts';
import { schemas } from './schemas.ts';

export const publicConfigKey = ['config'] as const;

export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiRequest('/config', { auth: false, schema: schemas.PublicConfigSchema });
}

/** GET /api/config: what the client needs before anyone signs in (Google on/off, support email). */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
