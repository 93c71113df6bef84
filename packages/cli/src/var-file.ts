// Reads one `--var-file`: a YAML or JSON mapping of variable names to scalar values. Its own
// module so that the YAML reader loads only when a var file is given.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { CliError } from './errors.js';

export async function readVarFile(path: string): Promise<Record<string, string>> {
  const json = path.toLowerCase().endsWith('.json');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new CliError('usage', `--var-file ${path}: cannot read that file`, { hint: 'pass an existing YAML or JSON file of NAME: VALUE pairs' });
  });
  let value: unknown;
  try {
    value = json ? JSON.parse(text) : parse(text);
  } catch (error) {
    const why = (error as Error).message.split('\n')[0];
    throw new CliError('usage', `--var-file ${path}: not valid ${json ? 'JSON' : 'YAML'}: ${why}`, { hint: 'fix the file: a mapping of NAME: VALUE' });
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError('usage', `--var-file ${path}: the top level must be a mapping of NAME: VALUE`, { hint: 'e.g. `region: eu-west-1`' });
  }
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!['string', 'number', 'boolean'].includes(typeof v)) {
      throw new CliError('usage', `--var-file ${path}: \`${name}\` must be a string, number or boolean`, { hint: 'variables are substituted into strings; write the value as text' });
    }
    out[name] = String(v);
  }
  return out;
}
