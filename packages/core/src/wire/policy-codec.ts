// The policy set on the wire (openapi.yaml PolicySet, PolicyPush and readPolicies' `version`) and
// back: the routes decode requests and encode answers with it, the HTTP state adapter the other way.
import type { PolicyPushRequest, StoredPolicySet } from '../service.js';
import { invalidField, invalidParameter } from '../service-errors.js';
import type { Actor } from '../types.js';
import type { Policy, PolicyFile } from '../policy/policy.js';

/** The longest path a pushed file may have, and the longest push message. */
export const MAX_POLICY_PATH = 1000;
export const MAX_POLICY_MESSAGE = 2000;

/** openapi.yaml PolicyPush. */
export interface WirePolicyPush {
  readonly files: readonly PolicyFile[];
  readonly message?: string;
}

/** openapi.yaml PolicySet. */
export interface WirePolicySet {
  readonly org_id: string;
  readonly version: number;
  readonly digest: string;
  readonly files: readonly PolicyFile[];
  readonly policies: readonly Policy[];
  readonly pushed_at: string | null;
  readonly pushed_by: Actor | null;
  readonly message: string | null;
}

/** readPolicies' query, as a URL carries it. */
export interface WirePolicyQuery {
  readonly version?: string;
}

const fileOf = ({ path, text }: PolicyFile): PolicyFile => ({ path, text });

/** A policy with only the members openapi.yaml Policy names (the source's too). */
function policyOf(policy: Policy): Policy {
  const { name, description, scope, condition, message, messageExpression, enforcement, source } = policy;
  return {
    name, description, scope, condition, message,
    ...(messageExpression === undefined ? {} : { messageExpression }),
    enforcement,
    ...(source === undefined ? {} : { source: { file: source.file, document: source.document, line: source.line, column: source.column } }),
  };
}

function setOf(set: StoredPolicySet | WirePolicySet): StoredPolicySet {
  return {
    org_id: set.org_id, version: set.version, digest: set.digest,
    files: set.files.map(fileOf), policies: set.policies.map(policyOf),
    pushed_at: set.pushed_at ?? null, pushed_by: set.pushed_by ?? null, message: set.message ?? null,
  };
}

export function encodePolicySet(set: StoredPolicySet): WirePolicySet {
  return setOf(set);
}

export function decodePolicySet(wire: WirePolicySet): StoredPolicySet {
  return setOf(wire);
}

/** The message only when given, as the API leaves an absent member out. */
export function encodePolicyPush(request: PolicyPushRequest): WirePolicyPush {
  return { files: request.files.map(fileOf), ...(request.message === undefined ? {} : { message: request.message }) };
}

function pushedFile(item: unknown, index: number): PolicyFile {
  const at = `/files/${index}`;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw invalidField(at, 'must be an object {"path": PATH, "text": YAML}');
  for (const key of Object.keys(item)) {
    if (key !== 'path' && key !== 'text') throw invalidField(`${at}/${key}`, 'is not an accepted field here; remove it');
  }
  const { path, text } = item as { path?: unknown; text?: unknown };
  if (typeof path !== 'string' || path === '' || path.length > MAX_POLICY_PATH) {
    throw invalidField(`${at}/path`, `must be the file's path relative to the pushed directory, 1 to ${MAX_POLICY_PATH} characters`);
  }
  if (typeof text !== 'string') throw invalidField(`${at}/text`, 'must be the file\'s YAML text, a string');
  return { path, text };
}

/** The push body, every field checked at its pointer (openapi.yaml PolicyPush). */
export function decodePolicyPush(body: unknown): PolicyPushRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidField('/', 'the body must be a JSON object like {"files": [{"path": "budget.yaml", "text": "..."}]}');
  }
  for (const key of Object.keys(body)) {
    if (key !== 'files' && key !== 'message') throw invalidField(`/${key}`, 'is not an accepted field here; remove it');
  }
  const { files, message } = body as { files?: unknown; message?: unknown };
  if (!Array.isArray(files)) throw invalidField('/files', 'must be an array of {"path": PATH, "text": YAML}, the whole new set');
  if (message !== undefined && (typeof message !== 'string' || message.length > MAX_POLICY_MESSAGE)) {
    throw invalidField('/message', `must be a string of at most ${MAX_POLICY_MESSAGE.toLocaleString('en-US')} characters`);
  }
  return { files: files.map(pushedFile), ...(message === undefined ? {} : { message }) };
}

export function encodePolicyQuery(version?: number): WirePolicyQuery {
  return version === undefined ? {} : { version: String(version) };
}

/** The version asked for, or undefined for the set in force. */
export function decodePolicyQuery(query: WirePolicyQuery): number | undefined {
  if (query.version === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(query.version)) throw invalidParameter('version', 'must be a whole number, e.g. 3 (0 is the empty set)');
  return Number(query.version);
}
