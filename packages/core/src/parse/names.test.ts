import { describe, expect, it } from 'vitest';
import { aDefinition } from '../testing/index.js';
import { validateDefinition } from './validate-definition.js';

const problems = (definition: unknown) => validateDefinition(definition).map((d) => [d.code, d.pointer, d.message]);

describe('names defined twice', () => {
  it('reports each kind\'s second definition, naming both places by pointer', () => {
    const definition = aDefinition()
      .withAction('a').withAction('a')
      .withDestination('hooks').withDestination('hooks')
      .withMetrics('prom').withMetrics('prom')
      .withSource('jobs', 'a').withSource('jobs', 'a')
      .build();
    expect(problems(definition)).toEqual([
      ['duplicate_name', '/actions/1/variant', 'action variant `a` is defined twice: at `/actions/0/variant` and at `/actions/1/variant`; rename or remove one'],
      ['duplicate_name', '/resources/destinations/1/label', 'destination label `hooks` is defined twice: at `/resources/destinations/0/label` and at `/resources/destinations/1/label`; rename or remove one'],
      ['duplicate_name', '/resources/metrics/1/name', 'metrics source name `prom` is defined twice: at `/resources/metrics/0/name` and at `/resources/metrics/1/name`; rename or remove one'],
      ['duplicate_name', '/resources/sources/1/name', 'source name `jobs` is defined twice: at `/resources/sources/0/name` and at `/resources/sources/1/name`; rename or remove one'],
    ]);
  });

  it('scopes query names to their metrics source', () => {
    const definition = aDefinition().withMetrics('prom', ['depth', 'lag', 'depth']).withMetrics('other', ['depth']).build();
    expect(problems(definition)).toEqual([
      ['duplicate_name', '/resources/metrics/0/queries/2/name', 'query `prom/depth` is defined twice: at `/resources/metrics/0/queries/0/name` and at `/resources/metrics/0/queries/2/name`; rename or remove one'],
    ]);
  });
});

describe('variants and aliases share one namespace', () => {
  it('rejects an alias equal to another action\'s variant or alias', () => {
    const definition = aDefinition()
      .withAction('scale-up', { aliases: ['grow'] })
      .withAction('scale-out', { aliases: ['scale-up'] })
      .withAction('expand', { aliases: ['grow'] })
      .build();
    expect(problems(definition)).toEqual([
      ['name_clash', '/actions/1/aliases/0', 'alias `scale-up` of action `scale-out` is already the variant of action `scale-up` at `/actions/0/variant`; variants and aliases share one namespace: rename one of them'],
      ['name_clash', '/actions/2/aliases/0', 'alias `grow` of action `expand` is already the alias of action `scale-up` at `/actions/0/aliases/0`; variants and aliases share one namespace: rename one of them'],
    ]);
  });

  it('rejects an alias equal to the action\'s own variant, and accepts distinct aliases', () => {
    expect(problems(aDefinition().withAction('a', { aliases: ['a', 'b'] }).withAction('c', { aliases: ['d'] }).build())).toEqual([
      ['name_clash', '/actions/0/aliases/0', 'alias `a` is the action\'s own variant: remove it from `aliases`'],
    ]);
  });

  it('finds a clash whichever action comes first', () => {
    const definition = aDefinition().withAction('b', { aliases: ['a'] }).withAction('a').build();
    expect(problems(definition).map(([code, pointer]) => [code, pointer])).toEqual([['name_clash', '/actions/0/aliases/0']]);
  });
});

describe('labels and names share one namespace with aliases, per kind', () => {
  it('accepts aliases on destinations, metrics sources and sources', () => {
    const definition = aDefinition().withAction('a')
      .withDestination('oncall', { aliases: ['pager'] })
      .withMetrics('prom2', [], { aliases: ['prom'] })
      .withSource('orders-eu', 'a', { aliases: ['orders'] })
      .build();
    expect(problems(definition)).toEqual([]);
  });

  it('rejects an alias equal to another object\'s label or name of the same kind only', () => {
    const definition = aDefinition().withAction('a')
      .withDestination('pager').withDestination('oncall', { aliases: ['pager'] })
      .withMetrics('prom').withMetrics('prom2', [], { aliases: ['prom'] })
      .withSource('pager', 'a').withSource('orders', 'a', { aliases: ['orders'] })
      .build();
    expect(problems(definition)).toEqual([
      ['name_clash', '/resources/destinations/1/aliases/0', 'alias `pager` of destination `oncall` is already the label of destination `pager` at `/resources/destinations/0/label`; labels and aliases share one namespace: rename one of them'],
      ['name_clash', '/resources/metrics/1/aliases/0', 'alias `prom` of metrics source `prom2` is already the name of metrics source `prom` at `/resources/metrics/0/name`; names and aliases share one namespace: rename one of them'],
      ['name_clash', '/resources/sources/1/aliases/0', 'alias `orders` is the source\'s own name: remove it from `aliases`'],
    ]);
  });
});
