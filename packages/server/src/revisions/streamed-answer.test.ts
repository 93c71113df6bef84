// The answer written in pieces is, joined, byte for byte the route serializer's text of the whole
// answer: for plan-and-store's envelope and apply's, any piece size, with unicode, escapes,
// diagnostics, a policy report and the targets of a partial plan around the steps.
import { describe, expect, it } from 'vitest';
import { encodePlanned, encodeRevision, type Plan, type Revision } from '@capctl/core';
import { aDefinition, aDestination, anAction, planOf } from '@capctl/core/testing';
import { defaultSerializerFactory } from '../http/default-compilers.js';
import { ok } from '../http/envelope.js';
import { operationRoute } from '../http/openapi.js';
import { answerPieces, answerStream } from './streamed-answer.js';

type Serialize = (payload: unknown) => string;

/** The route's 200 serializer, compiled as fastify compiles it. */
function serializerOf(operationId: string): Serialize {
  const schema = (operationRoute(operationId).schema.response as Record<number, unknown>)[200];
  const factory = defaultSerializerFactory() as (external: unknown, options: unknown) => (route: { schema: unknown }) => Serialize;
  return factory({}, {})({ schema });
}

const odd = 'ünï "quoted" \\ back\nline\t\u0001 😀 \u2028';

function revision(): Revision {
  let definition = aDefinition().withDestination(aDestination('d', { config: { url: 'https://h.example.com', headers: { 'x-ünï': odd } } }));
  for (let i = 0; i < 23; i++) definition = definition.withAction(anAction(`a-${i}-😀`, { schema: { type: 'object', description: `${odd} ${i}` } }));
  const planned = planOf(definition, undefined, { assignId: (() => { let n = 0; return () => `id-${(n += 1)}`; })() });
  const plan: Plan = {
    ...planned,
    diagnostics: [{ severity: 'warning', code: 'odd', message: odd, pointer: '/actions/0' }],
    partial: true,
    targets: ['action/a-1-😀', 'destination/d'],
    policy: { set: { version: 2, digest: 'f'.repeat(64) }, results: [{ policy: 'p', enforcement: 'advisory', scope: 'plan', subject: 'plan', message: odd }], errors: [] },
  };
  return {
    id: 'rev-1', org_id: 'org-ü', status: 'applied', plan, error_message: null, updated_at: '2026-01-01T00:00:00.000Z', applied_at: '2026-01-01T00:00:00.000Z',
    lineage: '00000000-0000-4000-8000-000000000000', digest: 'a'.repeat(64), planned_by: null, applied_by: null, message: `why ${odd}`,
    overrides: [{ policy: 'p', reason: odd }],
  };
}

describe('answerPieces', () => {
  const cases = [
    ['plan-and-store', serializerOf('planRevision'), { data: encodePlanned(revision()), errors: null }],
    ['apply', serializerOf('applyRevision'), ok(encodeRevision(revision()))],
  ] as const;

  it.each(cases)('joins to the whole %s answer, byte for byte, at any piece size', (_name, serialize, envelope) => {
    const whole = serialize(envelope);
    expect(envelope.data.preview_steps.length).toBe(24);
    expect(whole).toContain('\u2028');
    for (const size of [1, 2, 5, 23, 24, 100]) {
      const pieces = [...answerPieces(serialize, envelope, size)];
      expect(pieces.join(''), `piece size ${size}`).toBe(whole);
      // More than one piece once the steps do not fit in one.
      expect(pieces.length > 1, `piece size ${size}`).toBe(size < 24);
    }
  });

  it.each(cases)('writes the %s answer\'s policy report once, not again with each piece', (_name, serialize, envelope) => {
    const marker = 'flagged-once-marker';
    const data = envelope.data as typeof envelope.data & { policy: NonNullable<Plan['policy']> };
    const results = Array.from({ length: 3 }, (_, i) => ({ ...data.policy.results[0], message: `${marker} ${i}` }));
    const flagged = { ...envelope, data: { ...data, policy: { ...data.policy, results, errors: [{ ...results[0], code: 'policy_eval_error', message: marker }] } } } as typeof envelope;
    const written: string[] = [];
    const spy = (payload: unknown) => {
      const text = (serialize as Serialize)(payload);
      written.push(text);
      return text;
    };
    const pieces = [...answerPieces(spy, flagged, 1)];
    expect(pieces.join('')).toBe(serialize(flagged));
    // 24 pieces, two texts around them: the report's four entries are in the one text that is sent.
    expect(written).toHaveLength(26);
    expect(written.join('').split(marker)).toHaveLength(4 + 1);
  });

  it('streams the same bytes', async () => {
    const [, serialize, envelope] = cases[0];
    const chunks: Buffer[] = [];
    for await (const chunk of answerStream(serialize, envelope)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(serialize(envelope));
  });
});
