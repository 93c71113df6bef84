// Sealing of sensitive header values at rest: which values (core's rule), round trips, org
// binding, and keyed digests for snapshots.
import { randomBytes } from 'node:crypto';
import type { Plan } from '@capctl/core';
import { describe, expect, test } from 'vitest';
import { createHeaderSeal, isSealed } from './header-seal.js';
import { createSecretBox } from './secret-box.js';

const seal = createHeaderSeal(createSecretBox(randomBytes(32)));
const config = { url: 'https://h.example.com', headers: { authorization: 'Bearer a', 'X-Sig': 's', accept: 'json' }, sensitive_headers: ['x-sig'] };

describe('createHeaderSeal', () => {
  test('seals exactly the sensitive values, and opens them again', () => {
    const sealed = seal.sealConfig('1', config);
    expect(isSealed(sealed.headers.authorization)).toBe(true);
    expect(isSealed(sealed.headers['X-Sig'])).toBe(true);
    expect(sealed.headers.accept).toBe('json');
    expect(JSON.stringify(sealed)).not.toMatch(/Bearer a|"s"/);
    expect(seal.openConfig('1', sealed)).toEqual(config);
    // Sealing twice changes nothing: a stored value is never sealed inside a seal.
    expect(seal.sealConfig('1', sealed)).toEqual(sealed);
  });

  test('a value sealed for one org does not open for another', () => {
    expect(() => seal.openConfig('2', seal.sealConfig('1', config))).toThrow();
  });

  test('opens a sealed value even when its name is no longer listed', () => {
    const sealed = seal.sealConfig('1', config);
    expect(seal.openConfig('1', { ...sealed, sensitive_headers: [] }).headers['X-Sig']).toBe('s');
  });

  test('seals before, after and patch values of a stored plan', () => {
    const plan = {
      format_version: 1, serial: 0, diagnostics: [], summary: { create: 0, update: 1, delete: 0, unchanged: 0, breaking: 0 },
      steps: [{
        kind: 'destination', op: 'update', name: 'd', id: 'x',
        before: { config: { url: 'u', headers: { 'X-Sig': 'old' }, sensitive_headers: ['X-Sig'] } },
        after: { config: { url: 'u', headers: { 'X-Sig': 'new' } } },
        patch: [{ op: 'replace', path: '/config/headers/X-Sig', value: 'new' }],
      }],
    } as unknown as Plan;
    const sealed = seal.sealPlan('1', plan);
    expect(JSON.stringify(sealed)).not.toMatch(/"old"|"new"/);
    expect(seal.openPlan('1', sealed)).toEqual(plan);
  });

  test('digests are stable for a value, differ between values, and hold neither', () => {
    const a = seal.digestConfig('1', config);
    expect(seal.digestConfig('1', config)).toEqual(a);
    expect(seal.digestConfig('1', { ...config, headers: { ...config.headers, 'X-Sig': 't' } })).not.toEqual(a);
    expect(JSON.stringify(a)).not.toMatch(/Bearer a|"s"/);
  });
});
