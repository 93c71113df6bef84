// Where schemas/ spells an org id or a digest: each place is set from the one constant of
// id-patterns.ts, so that a schema cannot drift from the checks of the CLI and the service.
import { DIGEST_PATTERN, ORG_ID_PATTERN } from '../../../id-patterns.js';
import type { Path } from './json-path.js';

/** A `pattern` in a file of schemas/, by its path, and the constant it spells. */
export interface IdPatternPlace {
  readonly file: string;
  readonly path: Path;
  readonly pattern: RegExp;
}

const digest = (file: string, ...path: Path): IdPatternPlace => ({ file, path: [...path, 'pattern'], pattern: DIGEST_PATTERN });
const orgId = (file: string, ...path: Path): IdPatternPlace => ({ file, path: [...path, 'pattern'], pattern: ORG_ID_PATTERN });

export const ID_PATTERN_PLACES: readonly IdPatternPlace[] = [
  orgId('state.schema.json', 'properties', 'org_id'),
  orgId('keys-list.schema.json', '$defs', 'key', 'properties', 'org_id'),
  orgId('openapi.yaml', 'components', 'parameters', 'OrgId', 'schema'),
  orgId('openapi.yaml', 'components', 'schemas', 'SelfEnvelope', 'properties', 'data', 'properties', 'org_id'),
  digest('plan.schema.json', 'properties', 'meaning_digest'),
  digest('plan.schema.json', '$defs', 'policy', 'properties', 'set', 'properties', 'digest'),
  digest('revisions.schema.json', '$defs', 'revision', 'properties', 'digest'),
  digest('show.schema.json', '$defs', 'savedPlan', 'properties', 'digest'),
  digest('openapi.yaml', 'components', 'schemas', 'RevisionApply', 'properties', 'digest'),
  digest('openapi.yaml', 'components', 'schemas', 'ConfigRevision', 'properties', 'digest'),
  digest('openapi.yaml', 'components', 'schemas', 'UnstoredPlan', 'properties', 'digest'),
  orgId('policies-list.schema.json', 'properties', 'org_id'),
  orgId('policies-show.schema.json', 'properties', 'org_id'),
  digest('policies-list.schema.json', 'properties', 'digest'),
  digest('policies-show.schema.json', 'properties', 'set', 'properties', 'digest'),
  digest('openapi.yaml', 'components', 'schemas', 'PolicySetRef', 'properties', 'digest'),
  digest('openapi.yaml', 'components', 'schemas', 'PolicySet', 'properties', 'digest'),
  // state.schema.json's action history `schema_hash` comes from the action's schema part.
];
