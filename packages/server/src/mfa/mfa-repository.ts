// Storage of MFA devices and backup codes. Replay protection and code consumption are single
// conditional UPDATEs, so two requests racing with the same code cannot both succeed.
import type { Db, Executor } from '../tables/database.js';
import { newId } from '../storage/rows.js';
import type { MfaBackupCodesTable, MfaDevicesTable } from '../tables/database.js';

export type DeviceRow = MfaDevicesTable;
export type BackupCodeRow = MfaBackupCodesTable;

export interface NewDevice {
  readonly userId: string;
  readonly name: string;
  readonly sealed: { readonly ciphertext: string; readonly iv: string; readonly tag: string };
  readonly id?: string;
}

export interface MfaRepository {
  createDevice(device: NewDevice, at: string): Promise<DeviceRow>;
  /** The caller's live device, or undefined (another user's device is not found either). */
  findDevice(userId: string, deviceId: string): Promise<DeviceRow | undefined>;
  /**
   * Accepts `step` for the device when it is later than every step accepted before; false
   * means the code was already used (a replay). Resets the failure count, sets last_used_at.
   */
  acceptStep(deviceId: string, step: number, at: string, confirm: boolean): Promise<boolean>;
  /** Replaces every backup code of the device with `hashes`, in one transaction. */
  replaceBackupCodes(deviceId: string, hashes: readonly string[], at: string): Promise<void>;
  unusedBackupCodes(deviceId: string): Promise<BackupCodeRow[]>;
  /** Marks one code used; false when it was used meanwhile. */
  useBackupCode(codeId: string, deviceId: string, at: string): Promise<boolean>;
}

export function createMfaRepository(db: Db): MfaRepository {
  const findDevice = (userId: string, deviceId: string) =>
    db.selectFrom('mfa_devices').selectAll()
      .where('id', '=', deviceId).where('user_id', '=', userId).where('deleted_at', 'is', null)
      .executeTakeFirst();
  return {
    findDevice,
    async createDevice(device, at) {
      const row: DeviceRow = {
        id: device.id ?? newId(), user_id: device.userId, name: device.name, device_type: 'totp',
        secret_ciphertext: device.sealed.ciphertext, secret_iv: device.sealed.iv, secret_tag: device.sealed.tag,
        confirmed_at: null, last_used_at: null, last_step: null, failed_attempts: 0, locked_until: null,
        created_at: at, updated_at: at, deleted_at: null,
      };
      await db.insertInto('mfa_devices').values(row).execute();
      return row;
    },
    async acceptStep(deviceId, step, at, confirm) {
      const result = await db.updateTable('mfa_devices')
        .set({ last_step: step, last_used_at: at, updated_at: at, failed_attempts: 0, locked_until: null, ...(confirm ? { confirmed_at: at } : {}) })
        .where('id', '=', deviceId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async replaceBackupCodes(deviceId, hashes, at) {
      await db.transaction().execute(async (trx: Executor) => {
        await trx.deleteFrom('mfa_backup_codes').where('device_id', '=', deviceId).execute();
        await trx.insertInto('mfa_backup_codes')
          .values(hashes.map((code_hash) => ({ id: newId(), device_id: deviceId, code_hash, used_at: null, created_at: at })))
          .execute();
        await trx.updateTable('mfa_devices').set({ updated_at: at }).where('id', '=', deviceId).execute();
      });
    },
    unusedBackupCodes(deviceId) {
      return db.selectFrom('mfa_backup_codes').selectAll().where('device_id', '=', deviceId).where('used_at', 'is', null).execute();
    },
    async useBackupCode(codeId, deviceId, at) {
      const result = await db.updateTable('mfa_backup_codes').set({ used_at: at })
        .where('id', '=', codeId).where('device_id', '=', deviceId).where('used_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return false;
      await db.updateTable('mfa_devices').set({ last_used_at: at, updated_at: at, failed_attempts: 0, locked_until: null }).where('id', '=', deviceId).execute();
      return true;
    },
  };
}
