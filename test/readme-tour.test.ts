// The README's tour is run, not just read: every block marked `<!-- capctl-tour -->` is a
// transcript (`$ command`, then its output), replayed in order with the built binary in one temp
// project holding a copy of examples/, and each output compared with the README's.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPCTL, ROOT, Workspace, type RunResult } from './cli-fixture.js';

// The tour runs the binary a dozen times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 300_000 });

const MARKER = '<!-- capctl-tour -->';

interface Step {
  readonly command: string;
  readonly expected: string;
}

/** The transcripts of the marked blocks, in README order. */
export function tourSteps(readme: string): Step[] {
  const lines = readme.split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== MARKER) continue;
    let j = i + 1;
    // The fence may be longer than three backticks, so that an output holding ``` fits inside.
    const fence = /^`{3,}/.exec(lines[j] ?? '')?.[0];
    if (fence === undefined) throw new Error(`README line ${j + 1}: a code block must follow ${MARKER}`);
    const block: string[] = [];
    for (j += 1; j < lines.length && lines[j]?.trimEnd() !== fence; j++) block.push(lines[j] ?? '');
    let current: { command: string; output: string[] } | undefined;
    const flush = () => {
      if (current) steps.push({ command: current.command, expected: current.output.join('\n').trimEnd() });
    };
    for (const line of block) {
      if (line.startsWith('$ ')) {
        flush();
        current = { command: line.slice(2), output: [] };
      } else current?.output.push(line);
    }
    flush();
    i = j;
  }
  return steps;
}

/** What truly varies between runs: durations, timestamps and random ids (revisions, keys, lineages are UUIDs; the plan record). */
function normalise(text: string): string {
  return text
    .replaceAll(/ in \d+(\.\d+)? ?m?s\b/g, ' in <duration>')
    .replaceAll(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replaceAll(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '<uuid>')
    // In local mode a revision is applied by whoever runs capctl: the README shows one name.
    .replaceAll(/^(<uuid> +applied +[-+~0-9 ]+ +<time> +)\S+$/gm, '$1<local user>')
    // The plan record holds digests of ids and a lineage: shown shortened in the README.
    .replaceAll(/^<!-- capctl-plan-record \{.*\} -->$/gm, '<!-- capctl-plan-record <record> -->')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();
}

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const steps = tourSteps(readme);
let ws: Workspace;
let last: RunResult | undefined;
/** Variables set by `export NAME=...` lines, for the commands after them. */
const exported: Record<string, string> = {};
let service: ChildProcess | undefined;
// The tour's service address; the test's service listens on a free port, swapped in both ways.
const TOUR_URL = 'http://127.0.0.1:8091';
let serviceUrl = TOUR_URL;

beforeAll(() => {
  ws = new Workspace();
  cpSync(join(ROOT, 'examples'), ws.path('examples'), { recursive: true });
});
afterAll(() => {
  service?.kill('SIGKILL');
  ws.remove();
});

const toLocal = (text: string) => text.replaceAll(TOUR_URL, serviceUrl);
const toTour = (text: string) => text.replaceAll(serviceUrl, TOUR_URL);

/** `capctl serve ... > FILE &`: started in the background on a free port; its banner is the output. */
function startService(args: readonly string[]): Promise<RunResult> {
  const port = args.indexOf('--port');
  const local = args.map((arg, i) => (i === port + 1 ? '0' : arg));
  const child = spawn(process.execPath, [CAPCTL, ...local], { cwd: ws.dir, stdio: ['ignore', 'ignore', 'pipe'] });
  service = child;
  return new Promise((done, fail) => {
    let text = '';
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
      if (url && text.endsWith('\n')) {
        serviceUrl = url;
        done({ code: 0, stdout: '', stderr: text });
      }
    });
    child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${text}`)));
  });
}

/** Runs one transcript line: `capctl ...`, with `NAME=value` prefixes, `export NAME=...` and `$(capctl ...)`. */
async function runLine(line: string): Promise<RunResult> {
  const assignment = /^export (\w+)=(.*)$/.exec(line);
  if (assignment) {
    const [, name = '', value = ''] = assignment;
    const inner = /^\$\((capctl .*)\)$/.exec(value)?.[1];
    exported[name] = inner === undefined ? toLocal(value) : (await runLine(inner)).stdout.trim();
    return { code: 0, stdout: '', stderr: '' };
  }
  const words = line.split(' ');
  const env: Record<string, string> = { ...exported };
  while (/^\w+=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'capctl') throw new Error(`not a capctl command: ${line}`);
  if (words[0] === 'serve' && words.at(-1) === '&') return startService(words.slice(0, words.indexOf('>') === -1 ? -1 : words.indexOf('>')));
  return ws.run(words.map(toLocal), { env });
}

describe('the README tour', () => {
  it('has transcripts to run', () => {
    expect(steps.length).toBeGreaterThanOrEqual(10);
    expect(steps.every((s) => /^(\w+=\S+ )*capctl |^export \w+=|^echo \$\?$/.test(s.command))).toBe(true);
  });

  it.each(steps.map((step, index) => [index + 1, step.command, step] as const))('step %i: %s', async (_index, _command, step) => {
    if (step.command === 'echo $?') {
      expect(String(last?.code)).toBe(step.expected);
      return;
    }
    last = await runLine(step.command);
    expect(normalise(toTour(last.stdout + last.stderr))).toBe(normalise(step.expected));
  });
});
