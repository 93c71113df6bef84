// `{env: NAME}` header values: the CLI passes its environment and each reference becomes the
// variable's value, its header listed in `sensitive_headers` (a value from the environment is a
// secret by construction: masked in every output, sealed by the service). Only names the
// operator allows are read: a definition may come from a pull request, and CI's environment
// holds the service key and CI's own tokens. Without an environment (the service), a reference
// is an error: only capctl can resolve it.
import { error, type Finding } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';

/** Environment variables by name, as the CLI's `process.env`. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Names `{env: NAME}` may always read, without configuration. */
export const DEFAULT_ENV_PREFIX = 'CAPCTL_SECRET_';

/** Never read, whatever the allow-list says: capctl's own key and URL, and CI's tokens. */
export const REFUSED_ENV_PREFIXES: readonly string[] = ['CAPACITY_', 'GITHUB_', 'ACTIONS_', 'RUNNER_'];

/** An environment variable name: what a reference and an allow-list entry must be. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const isRefusedName = (name: string): boolean => REFUSED_ENV_PREFIXES.some((p) => name.toUpperCase().startsWith(p));

/**
 * Why `entry` cannot be in an allow-list (capctl.yaml's `secrets.env`, `--allow-env`,
 * `CAPCTL_ALLOW_ENV`), or undefined. Only exact names: a pattern such as `A*` would let a
 * definition, which a pull request may change, read any secret of the job's environment.
 */
export function allowEntryProblem(entry: string): string | undefined {
  if (!ENV_NAME.test(entry)) {
    const shown = JSON.stringify(entry.slice(0, 64));
    if (/[*?[\]{}]/.test(entry)) {
      return `${shown} is a pattern, and only exact environment variable names are allowed: list each name the definitions read (e.g. HOOK_TOKEN), `
        + `or name the variable ${DEFAULT_ENV_PREFIX}..., which is always readable`;
    }
    return `${shown} is not an environment variable name (letters, digits and _, not starting with a digit)`;
  }
  if (isRefusedName(entry)) {
    return `${entry} is never readable (CAPACITY_*, GITHUB_*, ACTIONS_* and RUNNER_* hold capctl's and CI's own credentials): `
      + `remove it, and put the secret in a variable named ${DEFAULT_ENV_PREFIX}...`;
  }
  return undefined;
}

/** Which `{env: NAME}` references may be read, and whether their values are needed. */
export interface EnvAccess {
  /** Exact names the operator allows beside `CAPCTL_SECRET_*`. */
  readonly allow?: readonly string[];
  /** false: check each reference (name allowed, well-formed) without reading its value (validate). */
  readonly values?: boolean;
}

/** Where a secret header value came from: shown instead of the value in every output. */
export interface EnvReference {
  /** The destination's label. */
  readonly destination: string;
  readonly header: string;
  readonly env: string;
}

export type EnvVerdict = 'allowed' | 'refused' | 'not_allowed' | 'malformed';

/** Whether `{env: name}` may be read under `allow` (exact names; an entry is never a pattern). */
export function envVerdict(name: string, allow: readonly string[] = []): EnvVerdict {
  if (!ENV_NAME.test(name)) return 'malformed';
  if (isRefusedName(name)) return 'refused';
  if (name.startsWith(DEFAULT_ENV_PREFIX)) return 'allowed';
  return allow.includes(name) ? 'allowed' : 'not_allowed';
}

const isEnvReference = (value: unknown): value is { env: string } =>
  isJsonObject(value) && typeof value['env'] === 'string' && Object.keys(value).length === 1;

/** Why a reference is not read, as the message at its place; undefined when it may be read. */
function refusal(header: string, name: string, verdict: EnvVerdict): string | undefined {
  const shown = ENV_NAME.test(name) ? name : JSON.stringify(name.slice(0, 64));
  if (verdict === 'malformed') return `header \`${header}\` is \`{env: ${shown}}\`, which is not an environment variable name (letters, digits and _, not starting with a digit)`;
  if (verdict === 'refused') {
    return `header \`${header}\` reads environment variable ${shown}, which capctl never reads (CAPACITY_*, GITHUB_*, ACTIONS_* and RUNNER_* hold capctl's and CI's own credentials); `
      + `put the secret in a variable named ${DEFAULT_ENV_PREFIX}...`;
  }
  if (verdict === 'not_allowed') {
    return `header \`${header}\` reads environment variable ${shown}, which is not allowed; rename it ${DEFAULT_ENV_PREFIX}..., `
      + `or allow it in the project root's capctl.yaml (\`secrets: {env: [${shown}]}\`) or with --allow-env ${shown} (or the operator's CAPCTL_ALLOW_ENV)`;
  }
  return undefined;
}

interface Context {
  readonly file: number | undefined;
  readonly env: Environment | undefined;
  readonly access: EnvAccess;
  readonly references: EnvReference[];
}

function resolveHeaders(config: Record<string, unknown>, pointer: string, label: string, context: Context): Finding[] {
  const headers = config['headers'];
  if (!isJsonObject(headers)) return [];
  const { file, env, access } = context;
  const findings: Finding[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const place = { ...(file === undefined ? {} : { file }), pointer: joinPointer(pointer, 'headers', name) };
    // What capctl shows for a value read from the environment: written as is, it would claim a
    // source it does not have.
    if (typeof value === 'string' && value.startsWith('(sensitive, env ')) {
      findings.push(error('env_mask_literal', place, `header \`${name}\` is written as the mask \`(sensitive, env …)\` capctl shows; write \`{env: NAME}\` to read a variable`));
      continue;
    }
    if (!isEnvReference(value)) continue;
    if (env === undefined) {
      findings.push(error('env_unresolved', place, `header \`${name}\` is \`{env: ${value.env}}\`, which only capctl can read; plan with capctl, which sends the value`));
      continue;
    }
    const verdict = envVerdict(value.env, access.allow);
    const refused = refusal(name, value.env, verdict);
    if (refused !== undefined) {
      findings.push(error(verdict === 'refused' ? 'env_refused' : 'env_not_allowed', place, refused));
      continue;
    }
    const resolved = access.values === false ? `(sensitive, env ${value.env})` : env[value.env];
    if (resolved === undefined || resolved === '') {
      findings.push(error('env_missing', place, `header \`${name}\` reads environment variable ${value.env}, which is not set; set it (e.g. from your CI's secrets) and plan again`));
    } else {
      headers[name] = resolved;
      listSensitiveHeader(config, name);
      context.references.push({ destination: label, header: name, env: value.env });
    }
  }
  return findings;
}

/** Lists header `name` in the config's `sensitive_headers` (once, whatever its case). */
export function listSensitiveHeader(config: Record<string, unknown>, name: string): void {
  const listed = Array.isArray(config['sensitive_headers']) ? (config['sensitive_headers'] as unknown[]) : [];
  const lower = name.toLowerCase();
  if (!listed.some((n) => typeof n === 'string' && n.toLowerCase() === lower)) config['sensitive_headers'] = [...listed, name];
}

/**
 * Replaces every `{env: NAME}` header value of one loaded file (in place: the value was just
 * parsed and belongs to the caller), reports refused names and unset variables at their place,
 * and records each resolved reference in `references`.
 */
export function resolveEnvReferences(
  value: Record<string, unknown>,
  file: number | undefined,
  env: Environment | undefined,
  access: EnvAccess = {},
  references: EnvReference[] = [],
): Finding[] {
  const resources = value['resources'];
  const destinations = isJsonObject(resources) ? resources['destinations'] : undefined;
  if (!Array.isArray(destinations)) return [];
  const findings: Finding[] = [];
  const context: Context = { file, env, access, references };
  destinations.forEach((destination, index) => {
    const config = isJsonObject(destination) ? destination['config'] : undefined;
    const label = isJsonObject(destination) && typeof destination['label'] === 'string' ? destination['label'] : '';
    if (isJsonObject(config)) findings.push(...resolveHeaders(config, `/resources/destinations/${index}/config`, label, context));
  });
  return findings;
}
