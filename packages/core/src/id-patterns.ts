// How an org id and a digest are spelled, written once: the CLI, the service and the JSON Schemas
// of schemas/ (set by `npm run generate:schemas` from `.source`) all check against these.

/** An org id: decimal digits (openapi.yaml OrgId). */
export const ORG_ID_PATTERN = /^[0-9]+$/;

/** A SHA-256 digest (a revision's, a plan's meaning, a schema hash): 64 lowercase hex digits. */
export const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

export const isOrgId = (value: string): boolean => ORG_ID_PATTERN.test(value);

export const isDigest = (value: string): boolean => DIGEST_PATTERN.test(value);
