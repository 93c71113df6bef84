// Where `capctl credentials` takes a secret from: standard input (a JSON object of strings) or
// environment variables named on the command line. Never from argv itself, where it would sit
// in shell history and in every process listing.
import { CliError } from './errors.js';

export interface SecretSources {
  /** Read a JSON object from standard input. */
  readonly secretStdin?: boolean;
  /** `NAME` (the field is named like the variable) or `FIELD=NAME`, repeatable. */
  readonly secretEnv?: readonly string[];
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}

function fromJson(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The text may be the secret itself: never echo it.
    throw new CliError('usage', 'standard input is not JSON; --secret-stdin reads an object like {"API_TOKEN": "..."}');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError('usage', '--secret-stdin reads a JSON object like {"API_TOKEN": "..."}, got another JSON value');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const notString = entries.find(([, v]) => typeof v !== 'string');
  if (notString) throw new CliError('usage', `secret field ${JSON.stringify(notString[0])} must be a string`);
  if (entries.length === 0) throw new CliError('usage', 'the secret on standard input has no fields; give at least one');
  return Object.fromEntries(entries) as Record<string, string>;
}

function fromEnv(specs: readonly string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const secret: Record<string, string> = {};
  for (const spec of specs) {
    const [field, name] = spec.includes('=') ? [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)] : [spec, spec];
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || field === '') {
      throw new CliError('usage', `--secret-env takes a variable name (or FIELD=NAME), got "${spec.replace(/=.*/, '=…')}"`, {
        hint: 'put the value in an environment variable and name the variable, e.g. --secret-env API_TOKEN',
      });
    }
    const value = env[name];
    if (value === undefined || value === '') throw new CliError('usage', `environment variable ${name} (named by --secret-env) is not set`);
    secret[field] = value;
  }
  return secret;
}

/** The secret the options name, or undefined when they name none. */
export async function readSecret(sources: SecretSources, stdin: NodeJS.ReadableStream, env: NodeJS.ProcessEnv): Promise<Record<string, string> | undefined> {
  const envSpecs = sources.secretEnv ?? [];
  if (sources.secretStdin && envSpecs.length > 0) {
    throw new CliError('usage', 'give the secret with --secret-stdin or with --secret-env, not both');
  }
  if (sources.secretStdin) return fromJson(await readAll(stdin));
  return envSpecs.length > 0 ? fromEnv(envSpecs, env) : undefined;
}
