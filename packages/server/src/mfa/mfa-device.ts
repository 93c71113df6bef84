// The MFA device as the API returns it: exactly endpoint 5's fields (docs/service.md), timestamps
// absent until they happen (as openapi.yaml's MfaDevice says).
import type { DeviceRow } from './mfa-repository.js';

export interface MfaDevice {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly device_type: string;
  readonly confirmed_at?: string;
  readonly last_used_at?: string;
  readonly updated_at: string;
  readonly deleted_at?: string;
}

export function toMfaDevice(row: DeviceRow): MfaDevice {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    device_type: row.device_type,
    ...(row.confirmed_at === null ? {} : { confirmed_at: row.confirmed_at }),
    ...(row.last_used_at === null ? {} : { last_used_at: row.last_used_at }),
    updated_at: row.updated_at,
    ...(row.deleted_at === null ? {} : { deleted_at: row.deleted_at }),
  };
}
