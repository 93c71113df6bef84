// `{env: NAME}` header values: the CLI passes its environment and each reference becomes the
// variable's value, its header listed in `sensitive_headers` (a value from the environment is a
// secret by construction: masked in every output, sealed by the service). Without an environment
// (the service), a reference is an error: only capctl can resolve it.
import { error, type Finding } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';

/** Environment variables by name, as the CLI's `process.env`. */
export type Environment = Readonly<Record<string, string | undefined>>;

const isEnvReference = (value: unknown): value is { env: string } =>
  isJsonObject(value) && typeof value['env'] === 'string' && Object.keys(value).length === 1;

function resolveHeaders(config: Record<string, unknown>, pointer: string, file: number | undefined, env: Environment | undefined): Finding[] {
  const headers = config['headers'];
  if (!isJsonObject(headers)) return [];
  const findings: Finding[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!isEnvReference(value)) continue;
    const place = { ...(file === undefined ? {} : { file }), pointer: joinPointer(pointer, 'headers', name) };
    const resolved = env?.[value.env];
    if (env === undefined) {
      findings.push(error('env_unresolved', place, `header \`${name}\` is \`{env: ${value.env}}\`, which only capctl can read; plan with capctl, which sends the value`));
    } else if (resolved === undefined || resolved === '') {
      findings.push(error('env_missing', place, `header \`${name}\` reads environment variable ${value.env}, which is not set; set it (e.g. from your CI's secrets) and plan again`));
    } else {
      headers[name] = resolved;
      listSensitiveHeader(config, name);
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
 * parsed and belongs to the caller) and reports unset variables at their place.
 */
export function resolveEnvReferences(value: Record<string, unknown>, file: number | undefined, env: Environment | undefined): Finding[] {
  const resources = value['resources'];
  const destinations = isJsonObject(resources) ? resources['destinations'] : undefined;
  if (!Array.isArray(destinations)) return [];
  const findings: Finding[] = [];
  destinations.forEach((destination, index) => {
    const config = isJsonObject(destination) ? destination['config'] : undefined;
    if (isJsonObject(config)) findings.push(...resolveHeaders(config, `/resources/destinations/${index}/config`, file, env));
  });
  return findings;
}
