// Which state a plan was made against, as every output names it: a reviewer must see whether a
// plan was made against production or a local database before trusting it.

/** The target as outputs show it; `location` is the service URL or the local database path. */
export interface ShownTarget {
  readonly kind: 'service' | 'local';
  readonly location: string;
  readonly org: string;
  /** The lineage id of the database that stored the plan. */
  readonly lineage: string;
}

/** `Target: the service at https://capacity.example.com, org 1, lineage 3f9c…`. */
export function targetText(target: ShownTarget): string {
  const where = target.kind === 'service' ? `the service at ${target.location}` : `local state ${target.location}`;
  return `Target: ${where}, org ${target.org}, lineage ${target.lineage}`;
}
