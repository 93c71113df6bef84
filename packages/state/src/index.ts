// @capctl/state: where the CLI reads and writes config state — one StateAdapter interface (the config
// service bound to a caller and an org), an http implementation (typed client generated from
// schemas/openapi.yaml, core's wire codec) and an embedded one (the service in this process).
export { createHttpAdapter } from './http-adapter.js';
export type { HttpAdapterOptions } from './http-adapter.js';
export { openEmbeddedAdapter } from './embedded-adapter.js';
export type { EmbeddedAdapterOptions } from './embedded-adapter.js';
export { keyOrg } from './key-org.js';
export { handDefinition, HandedDefinition } from './handed-definition.js';
export type { KeyOrgOptions } from './key-org.js';
export { StateError, isStateError } from './errors.js';
export type { ServiceErrorEntry, StateErrorCode, TargetDescription } from './errors.js';
export type {
  ActionHistory, ActionVersion, ApplyRequest, ConfigState, Credential, CredentialChange, CredentialSecret, NewCredential, PlannedRevision, PlanRequest, PruneRequest,
  PruneResult, Revision, RevisionPage, RevisionQuery, RevisionStatus, StateAdapter, UnstoredPlan,
} from './state-adapter.js';
export { createServiceKey, listServiceKeys, revokeServiceKey, startService } from './service-process.js';
export type { ApiKeyInfo, CreateKeyOptions, IssuedKey, RevokeResult, ServeOptions } from './service-process.js';
