import fc from 'fast-check';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { Definition } from '../types.js';
import { aDefinition } from '../testing/index.js';
import { mergeDefinitions } from './merge.js';
import { parseDefinition } from './parse-definition.js';

/** A valid definition split over files the way users do: resources apart, actions in several. */
function splitFiles(): { path: string; text: string }[] {
  const { resources } = aDefinition().withDestination('hooks').withMetrics('prom', ['depth']).withSource('jobs', 'b').build();
  return [
    { path: 'resources.yaml', text: dump({ resources }) },
    { path: 'actions/a.yaml', text: dump({ actions: aDefinition().withAction('a', { destinations: ['hooks'] }).build().actions }) },
    { path: 'actions/b.json', text: JSON.stringify({ actions: aDefinition().withAction('b', { queries: ['depth'] }).withAction('c').build().actions }) },
    { path: 'more.yaml', text: dump({ resources: { destinations: [{ label: 'other', type: 'webhook', config: { url: 'https://o.example.com' } }] } }) },
  ];
}

/** The content of a definition with every list sorted by name: what the planner looks at. */
function content(definition: Definition): unknown {
  const byName = (items: readonly object[] | undefined) => [...(items ?? [])].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  return {
    actions: byName(definition.actions),
    destinations: byName(definition.resources?.destinations),
    metrics: byName(definition.resources?.metrics),
    sources: byName(definition.resources?.sources),
  };
}

describe('merging files', () => {
  it('concatenates every kind\'s lists in file order', () => {
    const { definition, diagnostics } = parseDefinition(splitFiles());
    expect(diagnostics).toEqual([]);
    expect(definition.actions?.map((a) => a.variant)).toEqual(['a', 'b', 'c']);
    expect(definition.resources?.destinations?.map((d) => d.label)).toEqual(['hooks', 'other']);
    expect(definition.resources?.metrics?.map((m) => m.name)).toEqual(['prom']);
    expect(definition.resources?.sources?.map((s) => s.name)).toEqual(['jobs']);
  });

  it('gives the same content whatever the order of the files', () => {
    const files = splitFiles();
    const expected = content(parseDefinition(files).definition);
    fc.assert(fc.property(fc.shuffledSubarray(files, { minLength: files.length }), (shuffled) => {
      const { definition, diagnostics } = parseDefinition(shuffled);
      expect(diagnostics).toEqual([]);
      expect(content(definition)).toEqual(expected);
    }), { numRuns: 30 });
  });

  it('maps pointers into the merged definition back to each file and its own index', () => {
    const { provenance } = mergeDefinitions([
      { file: 0, value: { actions: [{ variant: 'a' }, 'not an object', { variant: 'b' }] } },
      { file: 3, value: { actions: [{ variant: 'c' }], resources: { metrics: [{ name: 'm', queries: [{ name: 'q' }] }] } } },
    ]);
    expect(provenance.toFile('/actions/1/variant')).toEqual({ file: 0, pointer: '/actions/2/variant' });
    expect(provenance.toFile('/actions/2')).toEqual({ file: 3, pointer: '/actions/0' });
    expect(provenance.toFile('/resources/metrics/0/queries/0/name')).toEqual({ file: 3, pointer: '/resources/metrics/0/queries/0/name' });
    expect(provenance.toFile('/resources')).toEqual({ pointer: '/resources' });
  });
});
