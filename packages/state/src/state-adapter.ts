// The one interface the CLI talks to, whatever holds the state: the config service bound to the
// caller and the org (core's OrgConfigService), reached over HTTP or run in this process on a
// local SQLite file. Both implementations pass one contract suite.
import type { OrgConfigService } from '@capctl/core';
import type { TargetDescription } from './errors.js';

// The objects and requests are the service's own (core's use-case types): both adapters take and
// hand them over as the service does.
export type { StoredActionVersion as ActionVersion } from '@capctl/core';
export type {
  ActionHistory, ApplyRequest, ConfigState, Credential, CredentialChange, CredentialSecret, NewCredential, PlannedRevision, PlanRequest, PruneRequest,
  PruneResult, Revision, RevisionPage, RevisionQuery, RevisionStatus, UnstoredPlan,
} from '@capctl/core';

export interface StateAdapter extends OrgConfigService {
  /** Where the state lives, for messages and saved plans. */
  readonly target: TargetDescription;
  /** Releases connections and files; the adapter is unusable afterwards. */
  close(): Promise<void>;
}
