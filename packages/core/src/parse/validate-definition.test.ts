import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { aDefinition } from '../testing/index.js';
import { parseDefinition } from './parse-definition.js';
import { validateDefinition } from './validate-definition.js';

const broken: readonly unknown[] = [
  { actions: [{ variant: 'a', schema: {}, destinaton: [] }] },
  aDefinition().withAction('a', { aliases: ['b'] }).withAction('b', { destinations: ['nowhere'] }).build(),
  aDefinition().withMetrics('m', ['q', 'q']).withSource('s', 'missing').build(),
  { resources: { destinations: [{ label: 'd', type: 'webhook', config: { url: 'x', response_time_sla_ms: -1 } }] } },
];

describe('validateDefinition', () => {
  it('finds what parseDefinition finds in the same definition written as a file, without positions', () => {
    for (const definition of broken) {
      const fromObject = validateDefinition(definition);
      const fromFile = parseDefinition([{ path: 'd.yaml', text: dump(definition) }]).diagnostics;
      expect(fromObject.length).toBeGreaterThan(0);
      expect(fromObject.map((d) => [d.code, d.pointer])).toEqual(fromFile.map((d) => [d.code, d.pointer]));
      expect(fromObject.every((d) => d.file === undefined && d.line === undefined)).toBe(true);
    }
  });

  it('accepts an empty definition and the fixture builder\'s valid ones', () => {
    expect(validateDefinition({})).toEqual([]);
    expect(validateDefinition(aDefinition().withDestination('d').withAction('a', { destinations: ['d'] }).build())).toEqual([]);
  });
});
