// Why the schemas could not be generated; each message names the file to fix.

export type SchemaGenerationCode = 'missing_schema_part' | 'field_without_schema' | 'schema_without_field' | 'missing_list_description' | 'emitted_wrong_value' | 'missing_id_pattern';

export class SchemaGenerationError extends Error {
  override readonly name = 'SchemaGenerationError';
  readonly code: SchemaGenerationCode;

  constructor(code: SchemaGenerationCode, message: string) {
    super(message);
    this.code = code;
  }
}
