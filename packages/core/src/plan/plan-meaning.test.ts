// The meaning digest: equal for two plannings of one change (create ids, drift times, masked
// secrets aside), different for any change apply would make differently, and per object it says
// whether the state or the wanted change moved.
import { randomUUID } from 'node:crypto';
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
