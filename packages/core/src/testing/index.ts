// Core's test support for tests in every package (`@capctl/core/testing`, resolved only under
// the `@capctl/source` condition: it is never built or published). The arbitraries are
// imported from their own files, as only property tests need fast-check.
export {
  aDefinition, aDestination, aMetricsSource, anAction, aQuery, aSource, DefinitionBuilder, definitionWith, objectSchema,
} from './definition-builder.js';
export { aState, planOf, StateBuilder } from './plan-fixtures.js';
export { everyFieldObjects } from './every-field.js';
export { yamlText } from './yaml-text.js';
