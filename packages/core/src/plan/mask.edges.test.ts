// The masking functions one at a time, at their edges: values that only look like a mask, patch
// paths of every depth and with escaped names, non-destination steps, and the placeholder rule.
import { describe, expect, it } from 'vitest';
import type { Plan, Step } from '../types.js';
import {
  keepStoredSecrets,
  maskConfig,
  maskHeaders,
  maskPlan,
  maskStep,
  sensitiveHeadersOf,
  showEnvSources,
  transformPlanSecrets,
} from './mask.js';

const M = '(sensitive)';
const destination = (fields: Partial<Step>): Step => ({ kind: 'destination', op: 'update', name: 'd', ...fields }) as Step;
const planWith = (...steps: Step[]): Plan => ({ format_version: 2, serial: 1, steps, summary: { create: 0, update: 0, delete: 0, unchanged: 0, breaking: 0 }, diagnostics: [] }) as unknown as Plan;

describe('sensitiveHeadersOf', () => {
  it('takes the string names of a list, and nothing from a config without one', () => {
    expect(sensitiveHeadersOf({ sensitive_headers: ['X-Sig', 3, null, 'x-other'] })).toEqual(['X-Sig', 'x-other']);
    expect(sensitiveHeadersOf({ sensitive_headers: 'X-Sig' })).toEqual([]);
    expect(sensitiveHeadersOf({ headers: {} })).toEqual([]);
    expect(sensitiveHeadersOf(undefined)).toEqual([]);
    expect(sensitiveHeadersOf(['X-Sig'])).toEqual([]);
  });
});

describe('maskHeaders', () => {
  it('masks a value that merely contains a mask, and keeps only an exact mask or an env mask', () => {
    const masked = maskHeaders({
      authorization: 'Bearer x(sensitive)',
      cookie: '(sensitive)x',
      'x-token': '(sensitive, env 1ABC)',
      'x-secret': '(sensitive, env A B)',
      'x-key': '(sensitive, env a9_Z)',
      password: '(sensitive, env _)',
      'client-secret': '(sensitive)',
    });
    expect(masked).toEqual({
      authorization: M,
      cookie: M,
      'x-token': M,
      'x-secret': M,
      'x-key': '(sensitive, env a9_Z)',
      password: '(sensitive, env _)',
      'client-secret': M,
    });
  });

  it('leaves a value that is not a string (a reference to where the secret lives) as it is', () => {
    expect(maskHeaders({ authorization: { env: 'TOKEN' }, cookie: 7 })).toEqual({ authorization: { env: 'TOKEN' }, cookie: 7 });
  });

  it('returns what is not a headers object unchanged', () => {
    expect(maskHeaders(undefined)).toBeUndefined();
    expect(maskHeaders(['Bearer x'])).toEqual(['Bearer x']);
  });
});

describe('maskConfig', () => {
  it('leaves a config without headers exactly as it is, without adding a headers key', () => {
    const config = { url: 'https://h.example.com' };
    expect(maskConfig(config)).toBe(config);
    expect(maskConfig({ url: 'u', headers: 'Bearer x' })).toStrictEqual({ url: 'u', headers: 'Bearer x' });
  });

  it('masks the headers its own sensitive_headers names', () => {
    expect(maskConfig({ headers: { 'X-Sig': 's', accept: 'json' }, sensitive_headers: ['x-sig'] }))
      .toEqual({ headers: { 'X-Sig': M, accept: 'json' }, sensitive_headers: ['x-sig'] });
  });
});

describe('maskStep', () => {
  it('masks a patch value at every depth of path: one header, the headers, the config, the whole object', () => {
    const step = destination({
      patch: [
        { op: 'replace', path: '/config/headers/authorization', value: 'a' },
        { op: 'add', path: '/config/headers', value: { cookie: 'b', accept: 'json' } },
        { op: 'replace', path: '/config', value: { url: 'u', headers: { 'x-token': 'c' } } },
        { op: 'add', path: '', value: { name: 'd', config: { headers: { 'x-api-key': 'e' } } } },
        { op: 'replace', path: '/config/url', value: 'https://token.example.com' },
      ],
    });
    expect(maskStep(step).patch).toEqual([
      { op: 'replace', path: '/config/headers/authorization', value: M },
      { op: 'add', path: '/config/headers', value: { cookie: M, accept: 'json' } },
      { op: 'replace', path: '/config', value: { url: 'u', headers: { 'x-token': M } } },
      { op: 'add', path: '', value: { name: 'd', config: { headers: { 'x-api-key': M } } } },
      { op: 'replace', path: '/config/url', value: 'https://token.example.com' },
    ]);
  });

  it('masks only the headers of config: a secret-looking field elsewhere in config, and a header\'s env reference, stay', () => {
    const ops = [
      { op: 'replace', path: '/config/signaling/token', value: 'visible' },
      { op: 'add', path: '/config/signaling', value: { token: 'visible', headers: { authorization: 'visible' } } },
      { op: 'replace', path: '/config/headers/authorization/env', value: 'HOOK_TOKEN' },
    ] as const;
    expect(maskStep(destination({ patch: ops })).patch).toEqual(ops);
  });

  it('reads an escaped header name in a patch path as the name (RFC 6901 ~1 and ~0)', () => {
    const config = { headers: {}, sensitive_headers: ['x/sig', 'x~sig'] };
    const step = destination({
      before: { config }, after: { config },
      patch: [
        { op: 'add', path: '/config/headers/x~1sig', value: 'a' },
        { op: 'add', path: '/config/headers/x~0sig', value: 'b' },
      ],
    });
    expect(maskStep(step).patch?.map((op) => op.value)).toEqual([M, M]);
  });

  it('leaves a header in a patch whose name is not secret, and a removal, as the same operations', () => {
    const keep = { op: 'replace', path: '/config/headers/accept', value: 'json' } as const;
    const remove = { op: 'remove', path: '/config/headers/authorization' } as const;
    const masked = maskStep(destination({ patch: [keep, remove] }));
    expect(masked.patch?.[0]).toBe(keep);
    expect(masked.patch?.[1]).toBe(remove);
  });

  it('leaves a step of another kind as it is, even with secret-looking headers', () => {
    const source = { kind: 'source', op: 'create', name: 's', after: { config: { headers: { authorization: 'visible' } } } } as Step;
    expect(maskStep(source)).toBe(source);
  });

  it('adds no before, after or patch that the step did not have', () => {
    expect(maskStep(destination({ op: 'create', after: { config: { headers: { authorization: 'a' } } } })))
      .toStrictEqual(destination({ op: 'create', after: { config: { headers: { authorization: M } } } }));
    expect(maskStep(destination({ op: 'delete', before: { config: { headers: { authorization: 'a' } } } })))
      .toStrictEqual(destination({ op: 'delete', before: { config: { headers: { authorization: M } } } }));
  });
});

describe('showEnvSources', () => {
  const step = destination({
    before: { config: { headers: { 'X-Token': M, 'X-Sig': M }, sensitive_headers: ['X-Sig'] } },
    after: { config: { headers: { 'X-Token': M, 'X-Sig': M }, sensitive_headers: ['X-Sig'] } },
    patch: [{ op: 'replace', path: '/config/headers/X-Token', value: M }],
  });

  it('matches the header name in any case, on either side, and shows a listed header too', () => {
    const shown = showEnvSources(planWith(step), [
      { destination: 'd', header: 'x-token', env: 'TOKEN' },
      { destination: 'd', header: 'X-SIG', env: 'SIG' },
    ]).steps[0];
    expect(shown?.after?.['config']).toMatchObject({ headers: { 'X-Token': '(sensitive, env TOKEN)', 'X-Sig': '(sensitive, env SIG)' } });
    expect(shown?.patch).toEqual([{ op: 'replace', path: '/config/headers/X-Token', value: '(sensitive, env TOKEN)' }]);
    expect(shown?.before).toBe(step.before);
  });

  it('returns the plan and its steps themselves where no source applies', () => {
    const plan = planWith(step);
    expect(showEnvSources(plan, [])).toBe(plan);
    expect(showEnvSources(plan, [{ destination: 'other', header: 'X-Token', env: 'T' }]).steps[0]).toBe(step);
  });

  it('shows a header listed as sensitive on one side only, whichever side lists it', () => {
    const side = (listed: boolean) => ({ config: { headers: { 'X-Sig': M }, ...(listed ? { sensitive_headers: ['X-Sig'] } : {}) } });
    const sources = [{ destination: 'd', header: 'X-Sig', env: 'SIG' }];
    for (const [before, after] of [[true, false], [false, true]] as const) {
      const shown = showEnvSources(planWith(destination({ before: side(before), after: side(after) })), sources).steps[0];
      expect(shown?.after?.['config'], `listed before: ${before}`).toMatchObject({ headers: { 'X-Sig': '(sensitive, env SIG)' } });
    }
  });

  it('shows the source in a create, which has no before', () => {
    const create = destination({ op: 'create', after: { config: { headers: { 'x-token': M } } } });
    const shown = showEnvSources(planWith(create), [{ destination: 'd', header: 'x-token', env: 'T' }]).steps[0];
    expect(shown).toStrictEqual(destination({
      op: 'create', after: { config: { headers: { 'x-token': '(sensitive, env T)' } } }, env_reads: [{ header: 'x-token', env: 'T' }],
    }));
  });

  it('lists in env_reads the variables whose values the step writes: headers its patch touches, not the ones the state holds already', () => {
    const sources = [{ destination: 'd', header: 'x-token', env: 'TOKEN' }, { destination: 'd', header: 'X-SIG', env: 'SIG' }];
    expect(showEnvSources(planWith(step), sources).steps[0]?.env_reads).toEqual([{ header: 'x-token', env: 'TOKEN' }]);
    const urlOnly = { ...step, patch: [{ op: 'replace' as const, path: '/config/url', value: 'https://h.example.com/b' }] };
    expect(showEnvSources(planWith(urlOnly), sources).steps[0]?.env_reads).toBeUndefined();
    for (const path of ['/config', '/config/headers']) {
      const whole = { ...step, patch: [{ op: 'replace' as const, path, value: {} }] };
      expect(showEnvSources(planWith(whole), sources).steps[0]?.env_reads, path).toEqual([{ header: 'X-SIG', env: 'SIG' }, { header: 'x-token', env: 'TOKEN' }]);
    }
  });

  it('leaves steps of other kinds, and adds no after or patch to a delete', () => {
    const source = { kind: 'source', op: 'create', name: 'd', after: { config: { headers: { 'x-token': M } } } } as Step;
    const del = destination({ op: 'delete', before: { config: { headers: { 'x-token': M } } } });
    const shown = showEnvSources(planWith(source, del), [{ destination: 'd', header: 'x-token', env: 'T' }]);
    expect(shown.steps[0]).toBe(source);
    expect(shown.steps[1]).toStrictEqual(del);
  });
});

describe('transformPlanSecrets', () => {
  it('hands each secret value and its header name to the transform', () => {
    const plan = planWith(destination({ after: { config: { headers: { Authorization: 'a', accept: 'json' } } } }));
    const seen: string[] = [];
    const out = transformPlanSecrets(plan, (value, header) => { seen.push(`${header}=${value}`); return `sealed:${value}`; });
    expect(seen).toEqual(['Authorization=a']);
    expect(out.steps[0]?.after).toEqual({ config: { headers: { Authorization: 'sealed:a', accept: 'json' } } });
    expect(maskPlan(out).steps[0]?.after).toEqual({ config: { headers: { Authorization: M, accept: 'json' } } });
  });
});

describe('keepStoredSecrets', () => {
  it('keeps the stored value of a secret given as the placeholder, and reports one with none stored', () => {
    const headers = { authorization: M, cookie: M, 'x-token': M, accept: M, 'x-sig': M, password: 'new' };
    const stored = { authorization: 'Bearer kept', cookie: 7, accept: 'json', 'x-sig': 'sig', password: 'old' };
    expect(keepStoredSecrets(headers, stored, ['X-Sig'])).toEqual({
      headers: { authorization: 'Bearer kept', cookie: M, 'x-token': M, accept: M, 'x-sig': 'sig', password: 'new' },
      missing: ['cookie', 'x-token'],
    });
  });

  it('reports every placeholder as missing where nothing is stored', () => {
    expect(keepStoredSecrets({ authorization: M, accept: 'json' }, undefined, [])).toEqual({ headers: { authorization: M, accept: 'json' }, missing: ['authorization'] });
    expect(keepStoredSecrets({ authorization: M }, 'Bearer x', [])).toEqual({ headers: { authorization: M }, missing: ['authorization'] });
  });
});
