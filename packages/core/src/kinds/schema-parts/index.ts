// Every kind's schema part, keyed by kind name: what `npm run generate:schemas` writes into
// schemas/ for it. A kind registered in kinds.ts without an entry here fails schema-parts.test.ts.
import type { StepKind } from '../../types.js';
import { actionSchemaPart } from './action.js';
import { destinationSchemaPart } from './destination.js';
import { metricsSchemaPart } from './metrics.js';
import { querySchemaPart } from './query.js';
import type { KindSchemaPart } from './schema-part.js';
import { sourceSchemaPart } from './source.js';

export type { KindSchemaPart } from './schema-part.js';

export const SCHEMA_PARTS: Readonly<Record<StepKind, KindSchemaPart>> = Object.freeze({
  action: actionSchemaPart,
  destination: destinationSchemaPart,
  metrics: metricsSchemaPart,
  query: querySchemaPart,
  source: sourceSchemaPart,
});
