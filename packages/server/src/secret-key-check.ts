// The database's word on its key. A database records a check value of the key its secrets are
// sealed with (migration 0120), so a service started with another key, or on a copy of the
// database without its key file, stops at start and says why, where it would otherwise answer
// every request that opens a secret with an internal error; and a missing key file is made only
// for a database that holds nothing sealed yet, never beside secrets it could not open.
import { sql } from 'kysely';
import { credentialSecretContext } from './credentials/credential-repository.js';
import { createHeaderSeal } from './crypto/header-seal.js';
import { createSecretBox, type SecretBox } from './crypto/secret-box.js';
import type { SecretKeySource } from './crypto/secret-key.js';
import { ServiceError } from './http/errors.js';
import { mfaSecretContext } from './mfa/mfa-service.js';
import type { Executor } from './tables/database.js';

const CHECK_ROW = 1;

/** The check value: a keyed digest of a fixed text, which tells keys apart and reveals neither. */
const checkValue = (box: SecretBox): string => box.digest('the key that seals this database', 'service_secret_key');

const RESTORE = 'put back the key file made beside it (a copy of a database needs its key file too), '
  + 'or set CAPACITY_SECRET_KEY to the key it was made with';
const notTheKey = (source: SecretKeySource) => new ServiceError('invalid_request', `${source.from} is not the key this database was made with: ${RESTORE}`);

async function recordedCheck(db: Executor): Promise<string | undefined> {
  const result = await sql<{ check_value: string }>`select check_value from service_secret_key where id = ${CHECK_ROW}`.execute(db);
  return result.rows[0]?.check_value;
}

/** One sealed value of each kind the database may hold, each with a way to open it. */
async function sealedSamples(db: Executor): Promise<((box: SecretBox) => void)[]> {
  const samples: ((box: SecretBox) => void)[] = [];
  const credential = await db.selectFrom('credentials').select(['org_id', 'id', 'secret_ciphertext', 'secret_iv', 'secret_tag'])
    .where('secret_ciphertext', 'is not', null).limit(1).executeTakeFirst();
  if (credential !== undefined) {
    samples.push((box) => box.open({ ciphertext: credential.secret_ciphertext ?? '', iv: credential.secret_iv ?? '', tag: credential.secret_tag ?? '' },
      credentialSecretContext(credential.org_id, credential.id)));
  }
  const device = await db.selectFrom('mfa_devices').select(['id', 'secret_ciphertext', 'secret_iv', 'secret_tag']).limit(1).executeTakeFirst();
  if (device !== undefined) {
    samples.push((box) => box.open({ ciphertext: device.secret_ciphertext, iv: device.secret_iv, tag: device.secret_tag }, mfaSecretContext(device.id)));
  }
  const destination = await db.selectFrom('destinations').select(['org_id', 'config'])
    .where('config', 'like', '%sealed:v1:%').limit(1).executeTakeFirst();
  if (destination !== undefined) {
    samples.push((box) => createHeaderSeal(box).openConfig(destination.org_id, JSON.parse(destination.config) as object));
  }
  return samples;
}

const opens = (box: SecretBox) => (sample: (box: SecretBox) => void): boolean => {
  try {
    sample(box);
    return true;
  } catch {
    return false;
  }
};

/**
 * The key for the database `db`, checked against it: refused when it is not the key the
 * database's secrets are sealed with, or when the key file is missing and the database holds
 * sealed secrets; a missing key file is made for a database with nothing sealed. The first
 * check of a database made before its check value existed opens one sealed value of each kind.
 */
export async function checkedSecretKey(db: Executor, source: SecretKeySource): Promise<Buffer> {
  const recorded = await recordedCheck(db);
  // A database with a check value is judged by it; one from before it, by what it holds sealed.
  const samples = recorded === undefined ? await sealedSamples(db) : [];
  if (source.key === undefined && (recorded !== undefined || samples.length > 0)) {
    throw new ServiceError('invalid_request', `${source.from} is missing, and this database was made with a key: ${RESTORE}`);
  }
  const key = source.key === undefined ? source.create() : source.key;
  const box = createSecretBox(key);
  const value = checkValue(box);
  if (recorded !== undefined) {
    if (recorded !== value) throw notTheKey(source);
    return key;
  }
  if (!samples.every(opens(box))) throw notTheKey(source);
  // Two instances starting at once on one new database: the first row wins, and the other compares with it.
  await sql`insert into service_secret_key (id, check_value, created_at) values (${CHECK_ROW}, ${value}, ${new Date().toISOString()})
    on conflict (id) do nothing`.execute(db);
  if ((await recordedCheck(db)) !== value) throw notTheKey(source);
  return key;
}
