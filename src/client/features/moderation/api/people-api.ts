import type { PersonAccount, Role } from '../../../../shared/schemas/people.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

export const findPeople = (q: string, signal?: AbortSignal): Promise<PersonAccount[]> =>
  apiRequest(`/admin/people?q=${enc(q)}`, { schema: schemas.PersonAccountListSchema, signal });

export const setRole = (id: string, role: Role): Promise<PersonAccount> =>
  apiRequest(`/admin/people/${enc(id)}/role`, { method: 'PUT', body: { role }, schema: schemas.PersonAccountSchema });

export const warnAccount = (id: string, message: string): Promise<unknown> =>
  apiRequest(`/admin/people/${enc(id)}/warn`, { method: 'POST', body: { message }, schema: schemas.OkSchema });

export const suspendAccount = (id: string, until: string, reason: string): Promise<PersonAccount> =>
  apiRequest(`/admin/people/${enc(id)}/suspension`, { method: 'PUT', body: { until, reason }, schema: schemas.PersonAccountSchema });

export const liftSuspension = (id: string): Promise<PersonAccount> =>
  apiRequest(`/admin/people/${enc(id)}/suspension`, { method: 'DELETE', schema: schemas.PersonAccountSchema });
