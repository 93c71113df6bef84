// The `(sensitive)` placeholder that `capctl export` writes keeps the stored secret; it is never
// stored itself.
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, aState, planOf } from '../testing/index.js';

const withHeaders = (authorization: string, extra: Record<string, string> = {}) =>
  aDefinition().withDestination(
    aDestination('pager', { config: { url: 'https://hooks.example.com/pager', headers: { authorization, 'content-type': 'application/json', ...extra } } }),
  );

describe('the (sensitive) placeholder', () => {
  const stored = aState().applied(withHeaders('Bearer real-secret'));

  it('keeps the stored value: the exported definition plans to no changes', () => {
    const p = planOf(withHeaders('(sensitive)'), stored);
    expect(p.diagnostics).toEqual([]);
    expect(p.steps).toEqual([]);
    expect(p.summary.unchanged).toBe(1);
  });

  it('still shows other changes of the same destination, with the stored secret kept', () => {
    const p = planOf(withHeaders('(sensitive)', { 'x-team': 'ops' }), stored);
    expect(p.steps).toHaveLength(1);
    const after = p.steps[0]?.after as { config: { headers: Record<string, string> } };
    expect(after.config.headers).toEqual({ authorization: 'Bearer real-secret', 'content-type': 'application/json', 'x-team': 'ops' });
  });

  it('is an error on a destination the service does not hold yet, naming the header', () => {
    const p = planOf(withHeaders('(sensitive)'), aState());
    expect(p.steps).toEqual([]);
    expect(p.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'sensitive_placeholder',
        pointer: '/resources/destinations/0/config/headers/authorization',
        message: expect.stringContaining('header `authorization` is the placeholder (sensitive)'),
      }),
    ]);
  });

  it('names missing headers in key order, whatever order the definition writes them in', () => {
    const headers = (order: readonly string[]) => Object.fromEntries(order.map((name) => [name, '(sensitive)']));
    const definition = (order: readonly string[]) => aDefinition().withDestination(
      aDestination('pager', { config: { url: 'https://hooks.example.com/pager', headers: headers(order) } }),
    );
    const named = (order: readonly string[]) => planOf(definition(order), aState()).diagnostics.map((d) => d.pointer);
    const sorted = ['authorization', 'x-api-key', 'x-token'].map((name) => `/resources/destinations/0/config/headers/${name}`);
    expect(named(['x-token', 'authorization', 'x-api-key'])).toEqual(sorted);
    expect(named(['x-api-key', 'x-token', 'authorization'])).toEqual(sorted);
  });

  it('is a plain value on a header whose name is not secret', () => {
    const p = planOf(withHeaders('Bearer real-secret', { 'x-note': '(sensitive)' }), stored);
    const after = p.steps[0]?.after as { config: { headers: Record<string, string> } };
    expect(after.config.headers['x-note']).toBe('(sensitive)');
  });
});
