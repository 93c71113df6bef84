// `capctl graph [PATH]`: the dependency graph of a definition (what names what: actions →
// destinations, queries and sources; queries → metrics sources; sources → actions; objects →
// the credentials they use) as Graphviz DOT, Mermaid or JSON (schemas/graph.schema.json); with
// --plan FILE, what a saved plan creates, changes and deletes, and what depends on it, coloured.
import type { Command } from 'commander';
import { CliError, EXIT, type ExitCodeValue } from '../errors.js';
import { definitionGraph } from '../graph/definition-graph.js';
import { markPlan } from '../graph/plan-changes.js';
import { GRAPH_FORMATS, renderDot, renderGraphJson, renderMermaid, type GraphFormat } from '../graph/render-graph.js';
import { loadDefinition } from '../load-definition.js';
import { processIo, type Io } from '../output.js';
import { terminalText } from '../render/safe-text/index.js';
import { readSavedPlan } from '../saved-plan.js';
import { withVariableOptions, type VariableOptions } from '../variable-values.js';

interface GraphOptions extends VariableOptions {
  readonly format: string;
  readonly plan?: string;
}

function graphFormat(value: string): GraphFormat {
  const format = GRAPH_FORMATS.find((f) => f === value);
  if (format === undefined) throw new CliError('usage', `unknown format "${terminalText(value)}"`, { hint: `use one of: ${GRAPH_FORMATS.join(', ')}` });
  return format;
}

async function planOf(file: string) {
  const saved = await readSavedPlan(file);
  if (saved === undefined) {
    throw new CliError('saved_plan_invalid', `${terminalText(file)} is not a plan saved by \`capctl plan --out\``, { hint: 'save one with `capctl plan DIR --out FILE` and pass that file to --plan' });
  }
  return saved.plan;
}

export async function runGraph(path: string, options: GraphOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = graphFormat(options.format);
  // As validate reads it: no state, no secrets; the graph needs names, not values.
  const { definition } = await loadDefinition(path, io.stderr, options, { envValues: false, variableValues: false });
  const graph = definitionGraph(definition);
  const shown = options.plan === undefined ? graph : markPlan(graph, await planOf(options.plan));
  io.stdout.write(format === 'dot' ? renderDot(shown) : format === 'mermaid' ? renderMermaid(shown) : renderGraphJson(shown, path));
  return EXIT.ok;
}

export function registerGraph(program: Command): void {
  withVariableOptions(program.command('graph'))
    .description('draw what a definition\'s objects depend on (Graphviz DOT, Mermaid or JSON); reads no state')
    .argument('[path]', 'a definition directory (its *.yaml, *.yml, *.json files) or one file', '.')
    .option('--format <format>', 'dot (Graphviz), mermaid (GitHub draws it in Markdown) or json', 'dot')
    .option('--plan <file>', 'colour what this saved plan creates (green), updates (yellow) and deletes (red, dashed), and what depends on those (blue)')
    .addHelpText('after', `
An arrow goes from an object to what it names: an action to its destinations, queries and
sources; a query to its metrics source; a source to the action it ingests; a destination,
metrics source or source to its credential.

Examples:
  $ capctl graph examples/quickstart | dot -Tsvg > graph.svg
  $ capctl graph capacity/ --format mermaid
  $ capctl plan capacity/ --out plan.json && capctl graph capacity/ --plan plan.json --format mermaid
  $ capctl graph capacity/ --format json`)
    .action(async (path: string, options: GraphOptions) => {
      process.exitCode = await runGraph(path, options);
    });
}
