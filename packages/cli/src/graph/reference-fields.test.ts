// The reference fields are read from core's kind registry: this holds the reading to the
// references the definition format documents, so a kind that gains one is drawn, or this fails.
import { describe, expect, it } from 'vitest';
import { REFERENCE_FIELDS } from './reference-fields.js';

describe('reference fields from the kind registry', () => {
  it('finds every reference a definition can write, and nothing else', () => {
    const found = REFERENCE_FIELDS.map((r) => `${r.from}.${r.field}${r.member === undefined ? '' : `.${r.member}`} -> ${r.to}`).sort();
    expect(found).toEqual([
      'action.destinations -> destination',
      'action.queries -> query',
      'action.sources -> source',
      'destination.credential_id -> credential',
      'metrics.credential_id -> credential',
      'query.metrics -> metrics',
      'source.credential_id -> credential',
      'source.ingest.variant -> action',
    ]);
  });
});
