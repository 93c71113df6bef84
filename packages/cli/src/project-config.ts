// `capctl.yaml` at a project root: defaults for `org`, `url`, `state`, actions' `compatibility` and
// the `policies` directory `capctl validate` checks, and the environment
// variables `{env: NAME}` may read (`secrets: {env: [NAME]}`, exact names only), checked like a
// definition (every problem at file:line:column). Flags and environment variables win over it.
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { CliError } from './errors.js';
import { insideProject, linkLeavesProject, PROJECT_FILE } from './project-root.js';
import { allowEntryProblem, COMPATIBILITY_MODES, didYouMean, isCompatibilityMode, isOrgId, plural, type CompatibilityMode } from '@capctl/core';

export interface ProjectConfig {
  /** The file the defaults came from (absolute), when there is one. */
  readonly file?: string;
  readonly org?: string;
  readonly url?: string;
  /** Absolute path of the state database (a relative `state:` is relative to capctl.yaml). */
  readonly state?: string;
  /** `secrets.env`: exact names that `{env: NAME}` may read (a pull request can change this file). */
  readonly allowEnv?: readonly string[];
  /** The compatibility mode of actions that name none (default `backward`). */
  readonly compatibility?: CompatibilityMode;
  /** Absolute path of the policy directory `capctl validate` also checks (relative to capctl.yaml). */
  readonly policies?: string;
}

type Key = 'org' | 'url' | 'state' | 'compatibility' | 'policies';

const KEYS: Record<Key, { readonly check: (value: unknown) => string | undefined }> = {
  org: { check: (v) => (typeof v === 'string' || typeof v === 'number') && isOrgId(String(v)) ? undefined : 'must be the numeric org id, e.g. 1' },
  url: { check: (v) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v) ? undefined : 'must be an http:// or https:// URL of the service' },
  state: { check: (v) => typeof v === 'string' && v.trim() !== '' ? undefined : 'must be the path of the local state database, e.g. .capctl/state.db' },
  compatibility: { check: (v) => isCompatibilityMode(v) ? undefined : `must be one of ${COMPATIBILITY_MODES.join(', ')}` },
  policies: { check: (v) => typeof v === 'string' && v.trim() !== '' ? undefined : 'must be the path of a directory of policy files, e.g. policies' },
};

const SECRETS_SHAPE = 'secrets must be `{env: [NAME, ...]}`: exact environment variable names';

/** `secrets: {env: [...]}`: the names, or the problems at their places. */
function readSecrets(node: Node | null, at: (node: Node | null | undefined) => string): { names: string[]; problems: string[] } {
  if (!isMap(node) || node.items.length !== 1 || !isScalar(node.items[0]?.key) || String(node.items[0].key.value) !== 'env' || !isSeq(node.items[0].value)) {
    return { names: [], problems: [`${at(node)}: ${SECRETS_SHAPE}`] };
  }
  const names: string[] = [];
  const problems: string[] = [];
  for (const item of node.items[0].value.items as (Node | null)[]) {
    const value = isScalar(item) ? item.value : undefined;
    const problem = typeof value === 'string' ? allowEntryProblem(value) : SECRETS_SHAPE;
    if (problem === undefined) names.push(value as string);
    else problems.push(`${at(item)}: secrets.env: ${problem}`);
  }
  return { names, problems };
}

const display = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') ? path : rel;
};

/** The project's defaults; a root without `capctl.yaml` has none. */
export function readProjectConfig(rootDir: string): ProjectConfig {
  const file = join(rootDir, PROJECT_FILE);
  let text: string;
  try {
    // A capctl.yaml that is a link out of the project is never read (nor quoted in an error).
    if (!insideProject(realpathSync(rootDir), realpathSync(file))) throw linkLeavesProject(display(file), display(rootDir));
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    if ((error as { code?: string }).code === 'ENOENT') return {};
    throw new CliError('project_config_invalid', `cannot read ${display(file)}: ${(error as Error).message}`, { hint: 'make the file readable, or remove it' });
  }
  return parseProjectConfig(text, file);
}

export function parseProjectConfig(text: string, file: string): ProjectConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (node: Node | null | undefined, fallback = 0) => {
    const offset = node?.range?.[0] ?? fallback;
    const { line, col } = lines.linePos(offset);
    return `${display(file)}:${line}:${col}`;
  };
  const problems = doc.errors.map((e) => `${at(undefined, e.pos[0])}: ${e.message.split('\n')[0]}`);
  const values: Partial<Record<Key, string>> = {};
  let allowEnv: string[] | undefined;
  if (problems.length === 0 && doc.contents !== null && !(isScalar(doc.contents) && doc.contents.value === null)) {
    if (!isMap(doc.contents)) problems.push(`${at(doc.contents)}: capctl.yaml must be a mapping of org, url, state, compatibility, policies and secrets`);
    else {
      for (const pair of doc.contents.items) {
        const keyNode = pair.key as Node | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : '';
        if (key === 'secrets') {
          const secrets = readSecrets(pair.value as Node | null, at);
          problems.push(...secrets.problems);
          allowEnv = secrets.names;
          continue;
        }
        if (!(key in KEYS)) {
          problems.push(`${at(keyNode)}: unknown key "${key}"${didYouMean(key, [...Object.keys(KEYS), 'secrets']) || ';'} capctl.yaml may hold org, url, state, compatibility, policies and secrets`);
          continue;
        }
        const valueNode = pair.value as Node | null;
        const value = isScalar(valueNode) ? valueNode.value : undefined;
        const problem = KEYS[key as Key].check(value);
        if (problem) problems.push(`${at(valueNode ?? keyNode)}: ${key} ${problem}`);
        else values[key as Key] = String(value);
      }
    }
  }
  if (problems.length > 0) {
    throw new CliError('project_config_invalid', `${plural(problems.length, 'problem')} in ${display(file)}:`, {
      details: problems,
      hint: 'capctl.yaml holds only defaults: `org: 1`, `url: https://…`, `state: path/to/state.db`, `compatibility: backward`, `policies: policies`, `secrets: {env: [NAME]}`; fix or remove the lines above',
    });
  }
  const base = resolve(file, '..');
  return {
    file,
    ...(values.org === undefined ? {} : { org: values.org }),
    ...(values.url === undefined ? {} : { url: values.url }),
    ...(values.state === undefined ? {} : { state: resolve(base, values.state) }),
    ...(allowEnv === undefined ? {} : { allowEnv }),
    ...(values.compatibility === undefined ? {} : { compatibility: values.compatibility as CompatibilityMode }),
    ...(values.policies === undefined ? {} : { policies: resolve(base, values.policies) }),
  };
}
