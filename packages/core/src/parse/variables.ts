// Input variables: `variables:` declared in any file of a definition, used as `${var.NAME}` inside
// string values, given values by the CLI (flags, var files, environment; then the default). The
// service passes no values, so a reference there is an error: only capctl substitutes them.
import type { VariableDeclaration, VariableType } from '../types.js';
import { closest } from './suggest.js';
import { error, type Finding, type Place } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';
import { listSensitiveHeader } from './env-references.js';

/** Variable values by name, already ordered by precedence (the CLI's `--var` > file > env). */
export type VariableValues = Readonly<Record<string, string>>;

interface Declared extends VariableDeclaration {
  readonly default?: string;
  readonly type: VariableType;
  readonly place: Place;
  used: boolean;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `${var.NAME}`, or `$${var.NAME}` (an escaped, literal `${var.NAME}`). */
const REFERENCE = /(\$?)\$\{var\.([^}]*)\}/g;
/** A header value: the only place a sensitive value is masked in every output and sealed at rest. */
const HEADER = /^\/resources\/destinations\/\d+\/config\/headers\/[^/]+$/;

export interface VariableScope {
  readonly declared: ReadonlyMap<string, Declared>;
  readonly findings: Finding[];
}

const scalar = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);
const TYPES: readonly VariableType[] = ['string', 'number', 'boolean'];
/** A string that is one reference and nothing else: with a typed variable, it becomes the typed value. */
const WHOLE = /^\$\{var\.([A-Za-z_][A-Za-z0-9_]*)\}$/;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** The value of a typed variable as the JSON value it stands for, or undefined when its text is not one. */
function typedValue(type: VariableType, text: string): string | number | boolean | undefined {
  if (type === 'string') return text;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  const n = NUMBER.test(text) ? Number(text) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Collects `variables:` of every file; a name declared twice is an error naming both places. */
export function declareVariables(files: readonly { file: number; value: Record<string, unknown> }[]): VariableScope {
  const declared = new Map<string, Declared>();
  const findings: Finding[] = [];
  for (const { file, value } of files) {
    const list = value['variables'];
    if (!Array.isArray(list)) continue;
    list.forEach((item, index) => {
      if (!isJsonObject(item) || typeof item['name'] !== 'string' || !NAME.test(item['name'])) return; // the schema reports it
      const place = { file, pointer: `/variables/${index}/name` };
      const name = item['name'];
      const earlier = declared.get(name);
      if (earlier !== undefined) {
        findings.push(error('duplicate_name', place, (where) => `variable \`${name}\` is declared twice (${where[0]} and ${where[1]}): remove one`, [earlier.place]));
        return;
      }
      const def = item['default'];
      const type = TYPES.find((t) => t === item['type']) ?? 'string';
      const fits = scalar(def) && typedValue(type, String(def)) !== undefined;
      if (scalar(def) && !fits) {
        findings.push(error('variable_type', { file, pointer: `/variables/${index}/default` }, `the default of variable \`${name}\` is not a ${type}: write a ${type} or change \`type\``));
      }
      declared.set(name, {
        name, place, used: false, type,
        sensitive: item['sensitive'] === true,
        hasDefault: fits,
        ...(fits ? { default: String(def) } : {}),
      });
    });
  }
  return { declared, findings };
}

function unknownMessage(name: string, declared: ReadonlyMap<string, Declared>): string {
  if (!NAME.test(name)) return `\`\${var.${name}}\` is not a variable reference: names are letters, digits and \`_\`, not starting with a digit (write \`$\${var.…}\` for a literal)`;
  const near = closest(name, declared.keys());
  const hint = near !== undefined ? `did you mean \`${near}\`?` : declared.size > 0 ? `declared: ${[...declared.keys()].sort().join(', ')}` : 'no variables are declared';
  return `variable \`${name}\` is not declared; declare it under \`variables:\` (${hint})`;
}

interface Walk {
  readonly scope: VariableScope;
  readonly values: VariableValues | undefined;
  readonly file: number;
  /** Pointers of strings left as written because a reference could not be substituted. */
  readonly unresolved: Set<string>;
  /** Whether a variable with no value (and no default) is checked without one instead of reported (validate). */
  readonly valuesOptional: boolean;
}

const sensitiveUse = (name: string, place: Place): Finding => error('variable_sensitive_use', place,
  `variable \`${name}\` is sensitive, and only destination header values are masked in every output and sealed at rest; use it in a header value, or drop \`sensitive: true\``);

/** The string with its references replaced, or undefined when one cannot be (a finding says why). */
function substitute(text: string, pointer: string, walk: Walk): { text: string; sensitive: boolean } {
  let sensitive = false;
  const place = { file: walk.file, pointer };
  const problems = walk.scope.findings.length;
  const out = text.replace(REFERENCE, (whole, escape: string, name: string) => {
    if (escape === '$') return whole.slice(1);
    if (walk.values === undefined) {
      walk.scope.findings.push(error('variable_unresolved', place, `\`\${var.${name}}\` is substituted only by capctl; plan with capctl, which sends the value`));
      return whole;
    }
    const variable = walk.scope.declared.get(name);
    if (variable === undefined) {
      walk.scope.findings.push(error('variable_undeclared', place, unknownMessage(name, walk.scope.declared)));
      return whole;
    }
    variable.used = true;
    const value = walk.values[name] ?? variable.default;
    if (value === undefined && walk.valuesOptional) {
      // Linting without secrets: the reference is declared and its place is checked; the string
      // stays as written, and the schema does not judge a value it does not have.
      if (variable.sensitive && !HEADER.test(pointer)) walk.scope.findings.push(sensitiveUse(name, place));
      walk.unresolved.add(pointer);
      return whole;
    }
    if (value === undefined) {
      walk.scope.findings.push(error('variable_missing', place, `variable \`${name}\` has no value and no default; pass --var ${name}=VALUE, a --var-file that sets it, or CAPCTL_VAR_${name}`));
      return whole;
    }
    if (variable.sensitive && !HEADER.test(pointer)) {
      walk.scope.findings.push(sensitiveUse(name, place));
      return whole;
    }
    if (typedValue(variable.type, value) === undefined) {
      walk.scope.findings.push(error('variable_type', place, `variable \`${name}\` is a ${variable.type}, and its value ${JSON.stringify(value)} is not one; pass a ${variable.type === 'boolean' ? '`true` or `false`' : 'number such as 3 or 2.5'}`));
      return whole;
    }
    sensitive ||= variable.sensitive;
    return value;
  });
  if (walk.scope.findings.length > problems) walk.unresolved.add(pointer);
  return { text: out, sensitive };
}

function visit(node: unknown, pointer: string, walk: Walk, sensitiveAt: string[]): unknown {
  if (typeof node === 'string') {
    if (!node.includes('${')) return node;
    const problems = walk.scope.findings.length;
    const { text, sensitive } = substitute(node, pointer, walk);
    if (sensitive) sensitiveAt.push(pointer);
    const whole = WHOLE.exec(node);
    const type = whole ? walk.scope.declared.get(whole[1] ?? '')?.type : undefined;
    // Only a string that is the reference alone takes the variable's type: `v${var.n}` stays text.
    if (type !== undefined && type !== 'string' && walk.scope.findings.length === problems && !walk.unresolved.has(pointer)) return typedValue(type, text);
    return text;
  }
  if (Array.isArray(node)) {
    node.forEach((item, i) => { node[i] = visit(item, joinPointer(pointer, i), walk, sensitiveAt); });
  } else if (isJsonObject(node)) {
    for (const key of Object.keys(node)) node[key] = visit(node[key], joinPointer(pointer, key), walk, sensitiveAt);
  }
  return node;
}

/**
 * Substitutes `${var.NAME}` in every string value of one loaded file (in place: the value was
 * just parsed and belongs to the caller), except the declarations themselves. A header that
 * received a sensitive value is listed in its destination's `sensitive_headers`, the one
 * mechanism that masks it everywhere and seals it at rest. Returns the pointers of strings left
 * as written (their problem is reported; the schema need not add its own about `${var.…}`).
 */
export function substituteVariables(value: Record<string, unknown>, file: number, scope: VariableScope, values: VariableValues | undefined, valuesOptional = false): ReadonlySet<string> {
  const walk: Walk = { scope, values, file, unresolved: new Set(), valuesOptional };
  const sensitiveAt: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== 'variables') value[key] = visit(value[key], `/${key}`, walk, sensitiveAt);
  }
  const destinations = (value['resources'] as { destinations?: unknown[] } | undefined)?.destinations ?? [];
  for (const pointer of sensitiveAt) {
    const [, , , index, , , header] = pointer.split('/');
    const config = (destinations[Number(index)] as { config?: Record<string, unknown> }).config;
    if (config !== undefined && header !== undefined) listSensitiveHeader(config, header.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return walk.unresolved;
}

/** Declared variables that nothing uses: a warning at each declaration (a typo, or left over). */
export function unusedVariables(scope: VariableScope): Finding[] {
  return [...scope.declared.values()].filter((v) => !v.used).map((v) => ({
    code: 'variable_unused' as const,
    severity: 'warning' as const,
    place: v.place,
    message: `variable \`${v.name}\` is declared but not used; use it as \`\${var.${v.name}}\` or remove it`,
  }));
}

export function declarationsOf(scope: VariableScope): VariableDeclaration[] {
  return [...scope.declared.values()].map(({ name, sensitive, hasDefault, type }) => ({ name, sensitive, hasDefault, type }));
}
