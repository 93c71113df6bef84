// The tour (docs/tour.md) is run, not just read: every block marked `<!-- capctl-tour -->` is a
// transcript (`$ command`, then its output), replayed in order with the built binary in one temp
// project holding a copy of examples/, and each output compared with the tour's. The README's
// first steps must be steps of the tour, so they are as true as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CAPCTL, ROOT, Workspace, type RunResult } from './cli-fixture.js';

// The tour runs the binary a dozen times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 300_000 });

const MARKER = '<!-- capctl-tour -->';

interface Step {
  readonly command: string;
  readonly expected: string;
}

/** The transcripts of the marked blocks of a document, in its order. */
export function tourSteps(document: string): Step[] {
  const lines = document.split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== MARKER) continue;
    let j = i + 1;
    // The fence may be longer than three backticks, so that an output holding ``` fits inside.
    const fence = /^`{3,}/.exec(lines[j] ?? '')?.[0];
    if (fence === undefined) throw new Error(`line ${j + 1}: a code block must follow ${MARKER}`);
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
    // In local mode a revision is applied by whoever runs capctl: the tour shows one name.
    .replaceAll(/^(<uuid> +applied +[-+~0-9 ]+ +<time> +)\S+$/gm, '$1<local user>')
    // The plan record holds digests of ids and a lineage: shown shortened in the tour.
    .replaceAll(/^<!-- capctl-plan-record \{.*\} -->$/gm, '<!-- capctl-plan-record <record> -->')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();
}

const tour = tourSteps(readFileSync(join(ROOT, 'docs/tour.md'), 'utf8'));
const readmeSteps = tourSteps(readFileSync(join(ROOT, 'README.md'), 'utf8'));

// The tour's service address; the replay's service listens on a free port, swapped in both ways.
const TOUR_URL = 'http://127.0.0.1:8091';

/** One replay of the tour: its own project, exported variables and background service. */
class Replay {
  readonly ws = new Workspace();
  /** Variables set by `export NAME=...` lines, for the commands after them. */
  private readonly exported: Record<string, string> = {};
  private service: ChildProcess | undefined;
  private serviceUrl = TOUR_URL;
  private last: RunResult | undefined;

  constructor() {
    cpSync(join(ROOT, 'examples'), this.ws.path('examples'), { recursive: true });
  }

  /** What the step printed, as the tour shows it; `echo $?` prints the last command's exit code. */
  async output(step: Step): Promise<string> {
    if (step.command === 'echo $?') return String(this.last?.code);
    this.last = await this.runLine(step.command);
    return normalise(this.toTour(this.last.stdout + this.last.stderr));
  }

  close(): void {
    this.service?.kill('SIGKILL');
    this.ws.remove();
  }

  private toLocal = (text: string) => text.replaceAll(TOUR_URL, this.serviceUrl);
  private toTour = (text: string) => text.replaceAll(this.serviceUrl, TOUR_URL);

  /** `capctl serve ... > FILE &`: started in the background on a free port; its banner is the output. */
  private startService(args: readonly string[]): Promise<RunResult> {
    const port = args.indexOf('--port');
    const local = args.map((arg, i) => (i === port + 1 ? '0' : arg));
    const child = spawn(process.execPath, [CAPCTL, ...local], { cwd: this.ws.dir, stdio: ['ignore', 'ignore', 'pipe'] });
    this.service = child;
    return new Promise((done, fail) => {
      let text = '';
      child.stderr?.setEncoding('utf8').on('data', (d: string) => {
        text += d;
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
        if (url && text.endsWith('\n')) {
          this.serviceUrl = url;
          done({ code: 0, stdout: '', stderr: text });
        }
      });
      child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${text}`)));
    });
  }

  /** Runs one transcript line: `capctl ...`, with `NAME=value` prefixes, `export NAME=...` and `$(capctl ...)`. */
  private async runLine(line: string): Promise<RunResult> {
    const assignment = /^export (\w+)=(.*)$/.exec(line);
    if (assignment) {
      const [, name = '', value = ''] = assignment;
      const inner = /^\$\((capctl .*)\)$/.exec(value)?.[1];
      this.exported[name] = inner === undefined ? this.toLocal(value) : (await this.runLine(inner)).stdout.trim();
      return { code: 0, stdout: '', stderr: '' };
    }
    const words = line.split(' ');
    const env: Record<string, string> = { ...this.exported };
    while (/^\w+=/.test(words[0] ?? '')) {
      const [name = '', ...value] = (words.shift() ?? '').split('=');
      env[name] = value.join('=');
    }
    if (words.shift() !== 'capctl') throw new Error(`not a capctl command: ${line}`);
    if (words[0] === 'serve' && words.at(-1) === '&') return this.startService(words.slice(0, words.indexOf('>') === -1 ? -1 : words.indexOf('>')));
    return this.ws.run(words.map(this.toLocal), { env });
  }
}

describe('the tour', () => {
  it('has transcripts to run', () => {
    expect(tour.length).toBeGreaterThanOrEqual(10);
    expect(tour.every((s) => /^(\w+=\S+ )*capctl |^export \w+=|^echo \$\?$/.test(s.command))).toBe(true);
  });

  it('is where the README takes its first steps from, output and all', () => {
    expect(readmeSteps.length).toBeGreaterThanOrEqual(1);
    const missing = readmeSteps.filter((step) => !tour.some((t) => t.command === step.command && t.expected === step.expected));
    expect(missing).toEqual([]);
  });

  // One story, told in order: each step stands on the state the ones before it left.
  it('prints what it shows, every step in order', async () => {
    const replay = new Replay();
    try {
      for (const [index, step] of tour.entries()) {
        expect(await replay.output(step), `step ${index + 1}: ${step.command}`).toBe(normalise(step.expected));
      }
    } finally {
      replay.close();
    }
  });
});
