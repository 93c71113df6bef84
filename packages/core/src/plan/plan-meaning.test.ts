// The meaning digest: equal for two plannings of one change (create ids, drift times, masked
// secrets aside), different for any change apply would make differently, and per object it says
// whether the state or the wanted change moved.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, anAction, aState, planOf } from '../testing/index.js';
import { meaningDifferences, planMeaning, planMeaningDigest } from './plan-meaning.js';

const hook = (headers: Record<string, string>, url = 'https://h.example.com') => aDestination('d', { config: { url, headers } });

describe('planMeaningDigest', () => {
  it('is the same for a plan stored with ids and one made without', () => {
    const definition = aDefinition().withAction(anAction('scale-up')).withDestination(hook({ accept: 'json' }));
    const stored = planOf(definition, aState(), { assignId: () => randomUUID() });
    const unstored = planOf(definition);
    expect(stored.steps.every((s) => typeof s.id === 'string')).toBe(true);
    expect(planMeaningDigest(stored)).toBe(planMeaningDigest(unstored));
    expect(planMeaningDigest(stored)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any wanted value differs, and when the state behind an update differs', () => {
    const base = planMeaningDigest(planOf(aDefinition().withDestination(hook({ accept: 'json' }))));
    expect(planMeaningDigest(planOf(aDefinition().withDestination(hook({ accept: 'xml' }))))).not.toBe(base);
    const one = aState().applied(aDefinition().withDestination(hook({ accept: 'json' }, 'https://one.example.com')));
    const two = aState().applied(aDefinition().withDestination(hook({ accept: 'json' }, 'https://two.example.com')));
    const wanted = aDefinition().withDestination(hook({ accept: 'json' }, 'https://three.example.com'));
    expect(planMeaningDigest(planOf(wanted, one))).not.toBe(planMeaningDigest(planOf(wanted, two)));
  });

  it('digests secrets masked: equal whatever the secret, and no digest depends on it', () => {
    const a = planOf(aDefinition().withDestination(hook({ authorization: 'Bearer 1234' })));
    const b = planOf(aDefinition().withDestination(hook({ authorization: 'Bearer 9876' })));
    expect(planMeaning(a)).toEqual(planMeaning(b));
  });

  it('ignores drift times and compatibility wording, which only explain', () => {
    const p = planOf(aDefinition().withDestination(hook({ accept: 'json' })));
    const step = p.steps[0]!;
    const explained = { ...p, steps: [{ ...step, drift: { fields: ['/config/url'], changed_at: '2026-01-01T00:00:00Z' }, credential: { after: 'x' } }] };
    expect(planMeaningDigest(explained)).toBe(planMeaningDigest(p));
  });
});

/** Plans whose digests were recorded before the digest was hashed step by step: unicode, escapes, updates, deletes. */
function pinnedPlans() {
  const odd = 'ünï "quoted" \\ back\nline\t\u0001 😀 \u2028 \ud83d';
  const state = aState().applied(aDefinition()
    .withDestination(hook({ accept: 'json', 'x-ünï': odd }, 'https://before.example.com'))
    .withAction(anAction('keep', { schema: { type: 'object', description: odd } }))
    .withAction(anAction('gone')));
  const wanted = aDefinition()
    .withDestination(hook({ accept: 'xml', 'x-ünï': `${odd}!`, authorization: 'Bearer s3cret' }, 'https://after.example.com'))
    .withAction(anAction('keep', { schema: { type: 'object', description: `${odd} changed`, properties: { 'k/~ 1': { type: 'string' } } } }))
    .withAction(anAction(`nëw-😀`, { schema: { type: 'object', title: '"\\' } }));
  return {
    empty: planOf(aDefinition()),
    creates: planOf(wanted),
    updates: planOf(wanted, state),
  };
}

/** Digest, and SHA-256 of the per-object digests' JSON, as the digest of one whole string gave them. */
const PINNED = {
  empty: ['17710cf65196ee7d3258f57e9d0f8f54393fcf88b34c2853ca203a857d40bc13', '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a'],
  creates: ['e0671d22aea5f7e0f323d2268c40bf1fea7d3e1a4265dfa11500a02c413ca39b', '81346feedf841ca37514ab39eddecee1750547147d3418caf6506f104e08b337'],
  updates: ['7a915618c1be1a960aa81fbdbd9885c933f5adbc759a58c78b87de881a5cff68', 'c370c06744ed8637a2d6f2729541c6aa2d4bd66142b580df62a758a72d5defba'],
};

describe('planMeaning, hashed step by step', () => {
  it('gives the digests and per-object digests recorded before, byte for byte', () => {
    const plans = pinnedPlans();
    expect(plans.updates.steps.map((s) => s.op).sort()).toEqual(['create', 'delete', 'update', 'update']);
    const got = Object.fromEntries(Object.entries(plans).map(([name, plan]) => {
      const meaning = planMeaning(plan);
      expect(planMeaningDigest(plan)).toBe(meaning.digest);
      return [name, [meaning.digest, createHash('sha256').update(JSON.stringify(meaning.objects)).digest('hex')]];
    }));
    expect(got).toEqual(PINNED);
  });
});

describe('meaningDifferences', () => {
  it('names each object that differs, and whether the state or the wanted change moved', () => {
    const state = aState().applied(aDefinition().withDestination(hook({ accept: 'json' })).withAction(anAction('keep')));
    const moved = aState().applied(aDefinition().withDestination(hook({ accept: 'text' })).withAction(anAction('keep')));
    const reviewed = planMeaning(planOf(aDefinition().withDestination(hook({ accept: 'xml' })).withAction(anAction('new')), state));
    expect(meaningDifferences(reviewed.objects, reviewed.objects)).toEqual([]);
    const stateMoved = planMeaning(planOf(aDefinition().withDestination(hook({ accept: 'xml' })).withAction(anAction('new')), moved));
    expect(meaningDifferences(reviewed.objects, stateMoved.objects)).toEqual([{ object: 'destination/d', change: 'state' }]);
    const otherWish = planMeaning(planOf(aDefinition().withDestination(hook({ accept: 'yaml' })).withAction(anAction('other')), state));
    expect(meaningDifferences(reviewed.objects, otherWish.objects)).toEqual([
      { object: 'action/new', change: 'removed' },
      { object: 'action/other', change: 'added' },
      { object: 'destination/d', change: 'desired' },
    ]);
  });

  it('reads only own keys of a recorded meaning', () => {
    const recorded = JSON.parse('{"__proto__": {"before": null, "change": "x"}}') as Record<string, never>;
    expect(meaningDifferences(recorded, {})).toEqual([{ object: '__proto__', change: 'removed' }]);
  });
});
