import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { operationRoute } from './openapi.js';
import { serializerSchema } from './serializer-schema.js';

const objectOrNull = { anyOf: [{ type: 'object', properties: { id: { type: 'string' } } }, { type: 'null' }] };

describe('serializerSchema', () => {
  it('writes a nullable object choice as a type list, in either order, keeping sibling keywords', () => {
    expect(serializerSchema({ description: 'd', ...objectOrNull })).toEqual({
      description: 'd', type: ['object', 'null'], properties: { id: { type: 'string' } },
    });
    expect(serializerSchema({ anyOf: [{ type: 'null' }, { type: 'array', items: { type: 'string' } }] }))
      .toEqual({ type: ['array', 'null'], items: { type: 'string' } });
  });

  it('rewrites nested choices and leaves other choices, values and the input as they are', () => {
    const input = {
      type: 'object',
      properties: { data: objectOrNull, anyOf: { type: 'string' }, either: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      enum: [{ anyOf: [{ type: 'object' }, { type: 'null' }] }],
    };
    const copy = structuredClone(input);
    const out = serializerSchema(input) as { properties: Record<string, unknown>; enum: unknown };
    expect(out.properties['data']).toEqual({ type: ['object', 'null'], properties: { id: { type: 'string' } } });
    expect(out.properties['anyOf']).toEqual({ type: 'string' });
    expect(out.properties['either']).toEqual(input.properties.either);
    expect(out.enum).toEqual(input.enum);
    expect(input).toEqual(copy);
  });

  it('keeps the anyOf when the branch is a $ref or a choice, or shares keywords with its siblings', () => {
    const withRef = { anyOf: [{ $ref: '#/definitions/x' }, { type: 'null' }] };
    const nested = { anyOf: [{ type: 'object', oneOf: [{ required: ['a'] }, { required: ['b'] }] }, { type: 'null' }] };
    const overlapping = { properties: { a: { type: 'string' } }, anyOf: [{ type: 'object', properties: { b: { type: 'string' } } }, { type: 'null' }] };
    expect(serializerSchema(withRef)).toEqual(withRef);
    expect(serializerSchema(nested)).toEqual(nested);
    expect(serializerSchema(overlapping)).toEqual(overlapping);
  });

  it('serializes the plan response exactly as the anyOf schema does', () => {
    const schema = operationRoute('planRevision').schema.response?.[200];
    expect(JSON.stringify(schema)).toContain('"anyOf"');
    const original = fastJsonStringify(schema as object);
    const rewritten = fastJsonStringify(serializerSchema(schema) as object);
    const revision = {
      id: '12', org_id: '1', status: 'planned', updated_at: '2026-01-02T03:04:05.000Z', serial: 3,
      preview_steps: [
        { kind: 'action', op: 'create', name: 'scale-up', variant: 'scale-up', current_version: 0, final_version: 1,
          destination: { by: 'default_sink', value: 'default_sink' },
          create: { schema: { type: 'object' }, variant: 'scale-up', version: 1, alias: [] }, extra: 'dropped' },
        { kind: 'destination', op: 'update', name: 'hooks', patch: [{ op: 'replace', path: '/config/url', value: 'https://x' }] },
      ],
      summary: { create: 1, update: 1, delete: 0, unchanged: 2, breaking: 0 },
      diagnostics: [{ severity: 'warning', code: 'w', message: 'm', pointer: '/actions/0' }],
      digest: 'a'.repeat(64),
      overrides: [{ policy: 'delete-budget', reason: 'retiring v1' }],
      policy: {
        set: { version: 2, digest: 'b'.repeat(64) },
        results: [{ policy: 'delete-budget', enforcement: 'overridable', scope: 'plan', subject: 'plan', message: 'm', extra: 'dropped' }],
        errors: [],
      },
      internal: 'dropped',
    };
    const refused = { data: null, errors: [{ code: 'unresolved_credential', message: 'm', pointer: '/definition/resources/sources/0/credential' }] };
    for (const payload of [{ data: revision, errors: null }, refused]) {
      expect(rewritten(payload)).toBe(original(payload));
    }
    // An error entry keeps its pointer through the serializer.
    expect(JSON.parse(rewritten(refused))).toEqual(refused);
    expect(rewritten({ data: revision, errors: null })).not.toContain('dropped');
    // The plan's policy report and the overrides reach the client whole.
    expect(JSON.parse(rewritten({ data: revision, errors: null })).data).toMatchObject({
      overrides: revision.overrides, policy: { set: revision.policy.set, results: [{ policy: 'delete-budget', subject: 'plan' }] },
    });
  });
});
