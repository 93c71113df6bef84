// `$ref`s in an action schema must resolve inside that schema: a reference to nothing would make
// every payload fail (or the schema fail to compile), and a remote one would need a fetch the
// service never makes. Each problem is reported at the `$ref` itself.
import { error, type Finding } from './finding.js';
import { joinPointer, splitPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';

// Keywords whose values are data, not schemas: a `$ref` key inside them is not a reference.
const DATA = new Set(['enum', 'const', 'examples', 'default']);

function hasAnchor(value: unknown, name: string, depth: number): boolean {
  if (depth > 200 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => hasAnchor(v, name, depth + 1));
  const node = value as Record<string, unknown>;
  if (node['$anchor'] === name || node['$dynamicAnchor'] === name) return true;
  // A draft-07 `$id: "#name"` is an anchor only below the root: the root's `$id` names the
  // schema's base, and ajv cannot resolve `#name` against it (the compatibility analysis agrees).
  if (depth > 0 && node['$id'] === `#${name}`) return true;
  return Object.entries(node).some(([k, v]) => !DATA.has(k) && hasAnchor(v, name, depth + 1));
}

function resolves(root: unknown, fragment: string): boolean {
  if (fragment === '') return true;
  if (!fragment.startsWith('/')) return hasAnchor(root, fragment, 0);
  let node: unknown = root;
  for (const segment of splitPointer(fragment)) {
    if (Array.isArray(node) && /^\d+$/.test(segment)) node = node[Number(segment)];
    else if (isJsonObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return false;
  }
  return node !== undefined;
}

function problem(root: unknown, ref: string): string | undefined {
  if (!ref.startsWith('#')) {
    return `is a remote reference (${JSON.stringify(ref)}) and the service never fetches schemas: copy the schema under \`$defs\` and refer to it as \`#/$defs/NAME\``;
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return `${JSON.stringify(ref)} is not a valid URI fragment: write a JSON pointer such as \`#/$defs/NAME\``;
  }
  if (resolves(root, fragment)) return undefined;
  return `${JSON.stringify(ref)} resolves to nothing in this schema: define it (e.g. under \`$defs\`) or fix the reference`;
}

/** Every `$ref` of the schema that does not resolve inside it, at its place. */
export function refFindings(schema: unknown, base: string, file: number | undefined): Finding[] {
  const findings: Finding[] = [];
  const path: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => { path.push(String(i)); visit(item); path.pop(); });
      return;
    }
    const obj = node as Record<string, unknown>;
    const ref = obj['$ref'];
    if (typeof ref === 'string') {
      const bad = problem(schema, ref);
      if (bad !== undefined) findings.push(error('schema_reference', { ...(file === undefined ? {} : { file }), pointer: joinPointer(base, ...path, '$ref') }, bad));
    }
    for (const key of Object.keys(obj)) {
      if (DATA.has(key) || key === '$ref') continue;
      path.push(key);
      visit(obj[key]);
      path.pop();
    }
  };
  // Depth is bounded: the input was checked against MAX_DEPTH before this runs.
  visit(schema);
  return findings;
}
