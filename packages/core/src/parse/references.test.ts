import { describe, expect, it } from 'vitest';
import { aDefinition } from '../testing/index.js';
import { validateDefinition } from './validate-definition.js';

const problems = (definition: unknown) => validateDefinition(definition).map((d) => [d.code, d.pointer, d.message]);

describe('references', () => {
  const base = () => aDefinition()
    .withDestination('hooks-eu')
    .withMetrics('prom', ['depth', 'lag'])
    .withMetrics('graphite', ['lag']);

  it('resolves destinations, sources, qualified and unambiguous bare queries, and ingest variants', () => {
    const definition = base()
      .withAction('scale-up', { destinations: ['hooks-eu'], queries: ['depth', 'prom/lag', 'graphite/lag'], sources: ['jobs'] })
      .withSource('jobs', 'scale-up')
      .build();
    expect(problems(definition)).toEqual([]);
  });

  it('reports each unresolved reference at the reference, with the closest name', () => {
    const definition = base()
      .withAction('scale-up', { destinations: ['hooks-ue', 'elsewhere'], sources: ['job'], queries: ['prom/dept', 'promm/depth', 'dpth'] })
      .withSource('jobs', 'scale-upp')
      .build();
    expect(problems(definition)).toEqual([
      ['unresolved_reference', '/actions/0/destinations/0', 'unknown destination `hooks-ue`: no destination has this label; did you mean `hooks-eu`?'],
      ['unresolved_reference', '/actions/0/destinations/1', 'unknown destination `elsewhere`: no destination has this label; define it under `resources.destinations`'],
      ['unresolved_reference', '/actions/0/sources/0', 'unknown source `job`: no source has this name; did you mean `jobs`?'],
      ['unresolved_reference', '/actions/0/queries/0', 'unknown query `prom/dept`: metrics source `prom` has no query `dept`; did you mean `depth`?'],
      ['unresolved_reference', '/actions/0/queries/1', 'unknown query `promm/depth`: there is no metrics source `promm`; did you mean `prom/depth`?'],
      ['unresolved_reference', '/actions/0/queries/2', 'unknown query `dpth`: no metrics source has a query of this name; did you mean `depth`?'],
      ['unresolved_reference', '/resources/sources/0/ingest/variant', 'unknown action `scale-upp`: no action has this variant; did you mean `scale-up`?'],
    ]);
  });

  it('rejects a bare query name that several metrics sources have, listing the candidates', () => {
    const definition = base().withAction('a', { queries: ['lag'] }).build();
    expect(problems(definition)).toEqual([
      ['ambiguous_reference', '/actions/0/queries/0', 'query `lag` is ambiguous: it matches `prom/lag`, `graphite/lag`; write one of them'],
    ]);
  });

  it('tells a source that names an alias which variant to write', () => {
    const definition = aDefinition().withAction('scale-up', { aliases: ['grow'] }).withSource('jobs', 'grow').build();
    expect(problems(definition)).toEqual([
      ['unresolved_reference', '/resources/sources/0/ingest/variant', '`grow` is an alias of action `scale-up`: `ingest.variant` names the variant, write `scale-up`'],
    ]);
  });

  it('leaves credentials to the planner: they live in the state', () => {
    expect(problems(aDefinition().withDestination('hooks', { credential: 'not-in-definition' }).build())).toEqual([]);
  });
});
