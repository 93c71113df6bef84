// The service's schema migrations, one per numbered file, in the order they are applied. The
// server registers this list when it opens its storage (open-storage.ts). To change the schema,
// add the next numbered file and append it here; never edit, rename or reorder an applied one.
// Each file keeps its SQL byte for byte as released: SQLite stores the text it was given.
import { migration as accounts } from './0001-accounts.js';
import { migration as resources } from './0002-resources.js';
import { migration as configState } from './0003-config-state.js';
import { migration as mfa } from './0010-mfa.js';
import { migration as configRevisions } from './0011-config-revisions.js';
import { migration as lineage } from './0020-lineage.js';
import { migration as revisionDigests } from './0021-revision-digests.js';
import { migration as configChanges } from './0030-config-changes.js';
import { migration as apiKeyScope } from './0040-api-key-scope.js';
import { migration as sealSensitiveHeaders } from './0050-seal-sensitive-headers.js';
import { migration as rateLimitWindows } from './0060-rate-limit-windows.js';
import { migration as actionSchemaHashes } from './0070-action-schema-hashes.js';
import { migration as actionModes } from './0080-action-modes-and-version-revisions.js';
import { migration as revisionAudit } from './0090-revision-audit.js';
import { migration as policySets } from './0100-policy-sets.js';
import { migration as revisionStepParts } from './0110-revision-step-parts.js';
import { migration as secretKeyCheck } from './0120-secret-key-check.js';
import type { ServiceMigration } from './migration-context.js';

export type { MigrationContext, ServiceMigration } from './migration-context.js';

/** Applied in this order. Append only. */
export const migrations: readonly ServiceMigration[] = [
  accounts,
  resources,
  configState,
  mfa,
  configRevisions,
  lineage,
  revisionDigests,
  configChanges,
  apiKeyScope,
  sealSensitiveHeaders,
  rateLimitWindows,
  actionSchemaHashes,
  actionModes,
  revisionAudit,
  policySets,
  revisionStepParts,
  secretKeyCheck,
];
