// The catalog of diagnostic codes that loading and validating a definition can report, with
// what each means and what the user does about it. Codes are stable: tools match on them.

export const DIAGNOSTIC_CODES = {
  yaml_syntax: 'The file is not valid YAML: fix the text at the position shown.',
  json_syntax: 'The file is not valid JSON: fix the text at the position shown.',
  too_deep: 'Arrays and objects nest more than 128 levels deep: flatten that part of the file.',
  alias_expansion: 'YAML aliases expand the file past the bound (an alias bomb), or an alias contains itself: write the values out.',
  not_finite: 'A number is beyond the range of a double (e.g. `1e400`) or not a number (`.nan`, `.inf`): write a finite number.',
  lone_surrogate: 'A string holds half of a UTF-16 surrogate pair (e.g. `\\ud800`), which is not text: fix or remove the escape.',
  reserved_key: 'A key is `__proto__`, or `prototype` inside `constructor`: JavaScript reads these as prototypes, not data, so they are refused: rename the key.',
  not_a_mapping: 'The top level of a definition file must be a mapping (`actions:`, `resources:`).',
  schema: 'A value does not match schemas/definition.schema.json: change it as the message says.',
  action_schema: 'An action schema is not a working JSON Schema (draft 2020-12): fix the keyword or regular expression named.',
  schema_reference: 'An action schema `$ref` resolves to nothing inside the schema, or points outside it (never fetched): define the target under `$defs` and refer to it as `#/$defs/NAME`.',
  unknown_key: 'A key the definition format does not know (often a typo): rename or remove it.',
  duplicate_name: 'A name is defined twice: rename or remove one of the two places named.',
  name_clash: 'An alias equals another name or alias of its kind: per kind, names (variants, labels) and aliases share one namespace.',
  hidden_character: 'A name (a tag key, a group_by label, a header name) holds a control, bidi or zero-width character, which would show differently from what it is: remove it.',
  unresolved_reference: 'A reference names nothing in the definition: fix the name or define the object.',
  env_missing: 'A header is `{env: NAME}` and NAME is not set in the environment: set it and plan again.',
  env_refused: 'A header is `{env: NAME}` with NAME under CAPACITY_, GITHUB_, ACTIONS_ or RUNNER_, which capctl never reads: use a CAPCTL_SECRET_ variable.',
  env_not_allowed: 'A header is `{env: NAME}` and the operator does not allow NAME: rename it CAPCTL_SECRET_..., or allow it in the root capctl.yaml or with --allow-env.',
  env_mask_literal: 'A header value is the text `(sensitive, env NAME)`, which capctl shows for secrets it read: write `{env: NAME}` instead.',
  env_unresolved: 'A header is `{env: NAME}` where no environment can be read (the service): plan with capctl, which resolves it.',
  variable_undeclared: 'A string uses `${var.NAME}` and no file declares NAME under `variables:`: declare it or fix the name.',
  variable_missing: 'A variable has no value and no default: pass --var NAME=VALUE, a --var-file, or CAPCTL_VAR_NAME.',
  variable_unresolved: 'A string uses `${var.NAME}` where no values are given (the service): plan with capctl, which substitutes them.',
  variable_sensitive_use: 'A sensitive variable is used outside a destination header value, the only place masked everywhere and sealed at rest.',
  variable_type: 'A typed variable (`type: number` or `boolean`) has a value or default that is not of its type.',
  variable_unused: 'A declared variable is never used (warning): use it or remove the declaration.',
  ambiguous_reference: 'A bare query name matches queries of several metrics sources: write `metrics/query`.',
} as const;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
