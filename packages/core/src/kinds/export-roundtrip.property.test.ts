// The export round trip as a property: for a random state, the definition core exports from it
// is valid and plans to no steps against that same state (what `capctl export` promises).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { escapeVariableReferences } from '../parse/escape-references.js';
import { parseDefinition } from '../parse/parse-definition.js';
import { validateDefinition } from '../parse/validate-definition.js';
import { stateArb } from '../testing/arbitraries.js';
import { plan } from '../plan/plan.js';
import type { CredentialRef, ObjectDrift, ResourceStatus, State } from '../types.js';
import { stateToDefinition } from './export-definition.js';

/** Credentials whose labels collide with ids and with each other, so export must pick names with care. */
const credentialsArb: fc.Arbitrary<CredentialRef[]> = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('cred-1', 'cred-2', 'cred-3'), label: fc.constantFrom('hooks', 'cred-1', 'cred-2', 'shared') }),
  { selector: (c) => c.id, minLength: 1, maxLength: 3 },
);

const DRIFT: ObjectDrift = { fields: ['/config'], changed_at: '2026-01-01T00:00:00.000Z' };

/** Text a stored string may hold that a definition file reads specially (variable references, YAML). */
const TEXTS = ['rate(x)', 'sum(${var.x})', 'a$${var.y}b', '$$${var.z}', '${var.}', '${var.q', 'yes', '2026-01-01', '#1: {a}', ''];

/** Choices for each object in turn: which credential it holds, its status, whether it drifted, a text. */
interface Twist {
  readonly credential: number;
  readonly paused: boolean;
  readonly drift: boolean;
  readonly text: string;
}

const twistArb: fc.Arbitrary<Twist> = fc.record({
  credential: fc.nat(3), paused: fc.boolean(), drift: fc.boolean(), text: fc.constantFrom(...TEXTS),
});

/**
 * A state reached by applying definitions, then changed the way the service's own endpoints can
 * change it: credentials relabelled or swapped, statuses flipped, objects drifted.
 */
const randomState: fc.Arbitrary<State> = fc.tuple(stateArb, credentialsArb, fc.array(twistArb, { minLength: 40, maxLength: 40 }))
  .map(([state, credentials, twists]) => {
    let i = 0;
    const next = (): Twist => twists[i++ % twists.length] as Twist;
    const ids = [null, ...credentials.map((c) => c.id)];
    const twist = <T extends object>(o: T, withCredential: boolean, withStatus: boolean, withText?: (o: T, text: string) => Partial<T>): T => {
      const t = next();
      return {
        ...o,
        ...(withText ? withText(o, t.text) : {}),
        ...(withCredential ? { credential_id: ids[t.credential % ids.length] } : {}),
        ...(withStatus ? { status: (t.paused ? 'paused' : 'active') as ResourceStatus } : {}),
        ...(t.drift ? { drift: DRIFT } : {}),
      };
    };
    return {
      ...state,
      credentials,
      actions: state.actions.map((a) => twist(a, false, false)),
      destinations: state.destinations.map((d) => twist(d, true, false, (o, text) => ({ config: { ...o.config, headers: { ...o.config.headers, 'x-note': text } } }))),
      metrics: state.metrics.map((m) => twist(m, true, true)),
      queries: state.queries.map((q) => twist(q, false, true, (o, text) => ({ config: { ...o.config, expression: text || 'up' } }))),
      sources: state.sources.map((s) => twist(s, true, true)),
    };
  });

const live = (state: State) => [state.actions, state.destinations, state.metrics, state.queries, state.sources]
  .flat().filter((o) => o.deleted_at === null).length;

describe('export round trip', () => {
  it('exports every random state as a valid definition that plans to no steps against it', () => {
    const seen = { objects: 0, deleted: 0, byLabel: 0, byId: 0 };
    fc.assert(fc.property(randomState, (state) => {
      const exported = stateToDefinition(state);
      expect(validateDefinition(exported)).toEqual([]);
      const again = plan(exported, state);
      expect(again.diagnostics).toEqual([]);
      expect(again.steps).toEqual([]);
      expect(again.summary.unchanged).toBe(live(state));
      seen.objects += live(state);
      seen.deleted += state.actions.filter((a) => a.deleted_at !== null).length;
      const named = [...(exported.resources?.destinations ?? []), ...(exported.resources?.metrics ?? []), ...(exported.resources?.sources ?? [])]
        .map((o) => o.credential).filter((c) => c !== undefined);
      seen.byLabel += named.filter((c) => !state.credentials.some((x) => x.id === c)).length;
      seen.byId += named.filter((c) => state.credentials.some((x) => x.id === c)).length;
    }), { numRuns: 300 });
    // The property must meet what it claims to cover: objects, revived history, both ways of naming a credential.
    expect(seen.objects).toBeGreaterThan(1000);
    expect(seen.deleted).toBeGreaterThan(20);
    expect(seen.byLabel).toBeGreaterThan(50);
    expect(seen.byId).toBeGreaterThan(50);
  });

  it('reads the exported definition back from YAML as the same definition, which plans to no steps', () => {
    let escaped = 0;
    fc.assert(fc.property(randomState, (state) => {
      const exported = stateToDefinition(state);
      const text = stringify(escapeVariableReferences(exported), { lineWidth: 0 });
      // As capctl reads a file: with variables and an environment, so that references would be substituted.
      const parsed = parseDefinition([{ path: 'export.yaml', text }], { env: {}, variables: {} });
      expect(parsed.diagnostics).toEqual([]);
      expect(plan(parsed.definition, state).steps).toEqual([]);
      if (text.includes('$${var.')) escaped++;
    }), { numRuns: 200 });
    expect(escaped).toBeGreaterThan(20);
  });
});
