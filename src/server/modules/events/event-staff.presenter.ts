import type { z } from 'zod';
import type { StaffListSchema } from '../../../shared/schemas/door.ts';
import type { StaffRow } from './event-staff.repository.ts';
import { isStaffRole } from './host-authority.ts';

export type StaffList = z.infer<typeof StaffListSchema>;

export const presentStaff = (rows: readonly StaffRow[]): StaffList => ({
  staff: rows.map((r) => ({ email: r.email, name: r.name, addedAt: r.created_at, role: isStaffRole(r.role) ? r.role : 'door' })),
});
