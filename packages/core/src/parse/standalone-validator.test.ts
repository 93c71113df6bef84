import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionValidator } from './definition-validator.js';
import { definitionValidatorModule } from './standalone-validator.js';

/** Loads the generated module the way the bundle does: as an ES module given a `require`. */
async function loadGenerated(dir: string): Promise<ValidateFunction> {
  const file = join(dir, 'definition-validator.mjs');
  const prelude = `import { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify(import.meta.url)});\n`;
  writeFileSync(file, prelude + definitionValidatorModule());
  const module = (await import(pathToFileURL(file).href)) as { definitionValidator: ValidateFunction };
  return module.definitionValidator;
}

const definitions: unknown[] = [
  { actions: [{ variant: 'scale-up', schema: { type: 'object' } }] },
  { actions: [{ variant: 'Bad Name', schema: {}, extra: 1 }], resources: { destinations: [{ label: 'x' }] } },
  { actions: 'not a list', resources: { metrics: [{ name: 'm', kind: 'pull_metrics', endpoint: 'not a uri' }] } },
  { resources: { sources: [{ name: 's', type: 'cloud_sqs', ingest: { variant: 'a', version: 0 } }], extra: {} } },
  [],
];

describe('definitionValidatorModule', () => {
  let dir: string;
  let generated: ValidateFunction;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'capctl-standalone-'));
    generated = await loadGenerated(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exports definitionValidator and nothing that could shadow a name in the bundle', () => {
    const source = definitionValidatorModule();
    expect(source).toContain('export { validate0 as definitionValidator };');
    expect(source.match(/(^|[;}\n])\s*export\s/g)).toHaveLength(1);
  });

  it('gives the same verdict and the same errors as the validator compiled at run time', () => {
    for (const definition of definitions) {
      const valid = generated(definition);
      expect({ definition, valid, errors: generated.errors }).toEqual({
        definition, valid: definitionValidator(definition), errors: definitionValidator.errors,
      });
    }
    expect(generated(definitions[1])).toBe(false);
    expect(generated.errors?.length).toBeGreaterThan(2);
  });
});
