// Masking of secret-looking header values in every part of a plan.
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, aState, planOf } from '../testing/index.js';
import { isSensitiveHeader, maskPlan, SENSITIVE_VALUE, showEnvSources } from './mask.js';

const headers = (h: Record<string, string>) => aDestination('d', { config: { url: 'https://h.example.com', headers: h } });

describe('isSensitiveHeader', () => {
  it('flags names that look secret, whatever their case', () => {
    for (const name of ['Authorization', 'cookie', 'X-Api-Key', 'x-auth-token', 'Client-Secret', 'DB_PASSWORD', 'Proxy-Authorization']) {
      expect(isSensitiveHeader(name), name).toBe(true);
    }
    for (const name of ['content-type', 'accept', 'x-request-id']) expect(isSensitiveHeader(name), name).toBe(false);
  });
});

describe('maskPlan', () => {
  it('shares what it does not change: a destination step with no secret is the step itself, a masked one shares its other values', () => {
    const state = aState().applied(aDefinition().withDestination(headers({ accept: 'text' })));
    const p = planOf(aDefinition().withDestination(headers({ accept: 'json' })).withDestination(aDestination('s', { config: { url: 'https://s.example.com', headers: { authorization: 'x' }, signaling: { enabled: true, default: 'ack' } } })), state);
    const masked = maskPlan(p);
    const plain = p.steps.find((s) => s.name === 'd');
    expect(plain?.op).toBe('update');
    expect(masked.steps.find((s) => s.name === 'd')).toBe(plain);
    const secret = masked.steps.find((s) => s.name === 's');
    expect(secret?.after?.['config']).toMatchObject({ headers: { authorization: SENSITIVE_VALUE } });
    expect((secret?.after?.['config'] as { signaling?: unknown } | undefined)?.signaling).toBe((p.steps.find((s) => s.name === 's')?.after?.['config'] as { signaling?: unknown }).signaling);
  });

  it('masks secret header values in after of a create, and leaves the others', () => {
    const p = planOf(aDefinition().withDestination(headers({ authorization: 'Bearer abc', accept: 'json' })));
    const masked = maskPlan(p);
    expect(masked.steps[0]?.after?.['config']).toEqual({ url: 'https://h.example.com', headers: { authorization: SENSITIVE_VALUE, accept: 'json' } });
    expect(p.steps[0]?.after?.['config']).toMatchObject({ headers: { authorization: 'Bearer abc' } });
  });

  it('masks before, after and patch values of an update', () => {
    const state = aState().applied(aDefinition().withDestination(headers({ 'x-api-key': 'one' })));
    const p = planOf(aDefinition().withDestination(headers({ 'x-api-key': 'two', 'x-token': 'new' })), state);
    const text = JSON.stringify(maskPlan(p));
    expect(text).not.toMatch(/"one"|"two"|"new"/);
    const step = maskPlan(p).steps[0];
    expect(step?.patch).toEqual([
      { op: 'replace', path: '/config/headers/x-api-key', value: SENSITIVE_VALUE },
      { op: 'add', path: '/config/headers/x-token', value: SENSITIVE_VALUE },
    ]);
    expect(step?.before?.['config']).toEqual({ url: 'https://h.example.com', headers: { 'x-api-key': SENSITIVE_VALUE } });
  });

  it('masks headers inside a patch value that adds the whole headers object', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('d', { config: { url: 'https://h.example.com' } })));
    const p = planOf(aDefinition().withDestination(headers({ cookie: 'c=1', accept: 'json' })), state);
    expect(maskPlan(p).steps[0]?.patch).toEqual([{ op: 'add', path: '/config/headers', value: { accept: 'json', cookie: SENSITIVE_VALUE } }]);
  });

  it('masks a deleted destination', () => {
    const state = aState().applied(aDefinition().withDestination(headers({ authorization: 'Bearer abc' })));
    expect(JSON.stringify(maskPlan(planOf(aDefinition(), state)))).not.toContain('Bearer abc');
  });
});

describe('showEnvSources', () => {
  it('names the environment variable of a secret on the desired side, in after and patch, and masking keeps it', () => {
    const state = aState().applied(aDefinition().withDestination(headers({ authorization: 'old-secret' })));
    const p = planOf(aDefinition().withDestination(headers({ authorization: 'new-secret', 'x-token': 'literal-secret' })), state);
    const shown = maskPlan(showEnvSources(maskPlan(p), [{ destination: 'd', header: 'Authorization', env: 'CAPCTL_SECRET_HOOK' }]));
    const step = shown.steps[0];
    expect(step?.patch).toEqual([
      { op: 'replace', path: '/config/headers/authorization', value: '(sensitive, env CAPCTL_SECRET_HOOK)' },
      { op: 'add', path: '/config/headers/x-token', value: SENSITIVE_VALUE },
    ]);
    expect(step?.after?.['config']).toMatchObject({ headers: { authorization: '(sensitive, env CAPCTL_SECRET_HOOK)', 'x-token': SENSITIVE_VALUE } });
    expect(step?.before?.['config']).toMatchObject({ headers: { authorization: SENSITIVE_VALUE } });
    expect(JSON.stringify(shown)).not.toMatch(/old-secret|new-secret|literal-secret/);
    // Another destination's header of the same name is not this variable.
    expect(showEnvSources(maskPlan(p), [{ destination: 'other', header: 'authorization', env: 'X' }])).toEqual(maskPlan(p));
  });
});

describe('sensitive_headers', () => {
  const listed = (h: Record<string, string>, names: string[]) =>
    aDestination('d', { config: { url: 'https://h.example.com', headers: h, sensitive_headers: names } });

  it('makes more names sensitive, whatever their case', () => {
    expect(isSensitiveHeader('X-Hook-Signature')).toBe(false);
    expect(isSensitiveHeader('X-Hook-Signature', ['x-hook-signature'])).toBe(true);
  });

  it('masks a listed header in every part of a plan; a name listed on either side is masked on both', () => {
    const state = aState().applied(aDefinition().withDestination(listed({ 'X-Hook-Signature': 'sig-old' }, ['X-Hook-Signature'])));
    // The new definition drops the name from the list: the old value must stay masked too.
    const p = planOf(aDefinition().withDestination(headers({ 'X-Hook-Signature': 'sig-new' })), state);
    const text = JSON.stringify(maskPlan(p));
    expect(text).not.toMatch(/sig-old|sig-new/);
    expect(text).toContain(SENSITIVE_VALUE);
  });

  it('lets the placeholder keep a stored value of a listed header, and refuses it where none is stored', () => {
    const state = aState().applied(aDefinition().withDestination(listed({ 'X-Sig': 'kept' }, ['X-Sig'])));
    const kept = planOf(aDefinition().withDestination(listed({ 'X-Sig': SENSITIVE_VALUE }, ['X-Sig'])), state);
    expect(kept.steps).toEqual([]);
    const fresh = planOf(aDefinition().withDestination(listed({ 'X-Other': SENSITIVE_VALUE }, ['X-Other'])), state);
    expect(fresh.diagnostics.map((d) => d.pointer)).toEqual(['/resources/destinations/0/config/headers/X-Other']);
  });
});
