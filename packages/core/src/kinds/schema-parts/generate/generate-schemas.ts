// The kinds' parts of schemas/ from their schema parts: each file's text with what the kinds own
// set anew and every other byte kept. scripts/generate-schemas.mjs writes the result.
import type { JsonValue } from '../../../types.js';
import { JSON_EMITTER, YAML_EMITTER } from './emit.js';
import { SchemaGenerationError } from './generation-error.js';
import { positionedJson, type Positioned } from './positioned.js';
import { positionedYaml } from './positioned-yaml.js';
import { rewrite } from './rewrite.js';
import { SCHEMA_FILES } from './schema-files.js';

/** The command that writes the generated files, for messages. */
export const GENERATE_COMMAND = 'npm run generate:schemas';

export interface GeneratedFile {
  /** The file's name in schemas/. */
  readonly name: string;
  readonly text: string;
}

const PARSE: Record<'json' | 'yaml', (text: string) => Positioned> = { json: positionedJson, yaml: positionedYaml };

/** Every generated file, from the committed text of each (`read` gets a file of schemas/ by name). */
export function generateSchemaFiles(read: (name: string) => string): GeneratedFile[] {
  return SCHEMA_FILES.map((file) => {
    const text = read(file.name);
    const parse = PARSE[file.format];
    const old = parse(text);
    const next: JsonValue = file.apply(old.value);
    const out = rewrite(text, old, next, file.format === 'json' ? JSON_EMITTER : YAML_EMITTER);
    // The written text must read back as the value meant, whatever the emitter did.
    const back = out === text ? old.value : parse(out).value;
    if (JSON.stringify(back) !== JSON.stringify(next)) {
      throw new SchemaGenerationError('emitted_wrong_value', `schemas/${file.name}: the generated text does not read back as the generated schema (a bug in schema-parts/generate/emit.ts)`);
    }
    return { name: file.name, text: out };
  });
}
