// @capctl/state: where the CLI reads and writes config state — one StateAdapter interface, an
// http implementation (typed client generated from schemas/openapi.yaml) and an embedded one.
export { createHttpAdapter } from './http-adapter.js';
export type { HttpAdapterOptions } from './http-adapter.js';
export { openEmbeddedAdapter } from './embedded-adapter.js';
export type { EmbeddedAdapterOptions } from './embedded-adapter.js';
export { keyOrg } from './key-org.js';
export type { KeyOrgOptions } from './key-org.js';
export { StateError, isStateError } from './errors.js';
export type { ServiceErrorEntry, StateErrorCode, TargetDescription } from './errors.js';
export type {
  ActionHistory, ActionVersion, ApplyOptions, ConfigState, Credential, CredentialChange, CredentialSecret, ListOptions, NewCredential, PlanRevisionOptions, PruneOptions,
  PlannedRevision, PruneResult, Revision, RevisionPage, UnstoredPlan, RevisionStatus, StateAdapter,
} from './state-adapter.js';
export { createServiceKey, listServiceKeys, revokeServiceKey, startService } from './service-process.js';
export type { ApiKeyInfo, CreateKeyOptions, IssuedKey, RevokeResult, ServeOptions } from './service-process.js';
