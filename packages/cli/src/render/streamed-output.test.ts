// The plans as they are written now, chunk by chunk through a stream with backpressure, are byte
// for byte the whole strings the renderers built before they streamed (SHA-256 of those strings,
// taken from the earlier renderers over the same plans); output reaches the stream before the
// rendering ends; a stream whose reader closed ends the writing with one typed error.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plan } from '@capctl/core';
import { planChunks } from '../output.js';
import { createSavedPlan, writeSavedPlan } from '../saved-plan.js';
import { EXAMPLE_TARGET, examplePlans, exampleRecord } from '../testing/example-plans.js';
import { objectSchema, PlanBuilder } from '../testing/plan-fixture.js';
import { planJsonChunks } from './json.js';
import { markdownPlan } from './markdown.js';
import { createPalette, plainPalette } from './palette.js';
import { planTextChunks } from './text.js';
import { BLOCK_CHARS, writeChunks } from './write-chunks.js';

/** SHA-256 of each output as the renderers wrote it when they built one string. */
const BEFORE: Record<string, Record<Format, string>> = {
  'quickstart': {
    'text': 'e5808d0b4e40d1ddf975e2e650844f390c17d4ed7171dc3ead7b4c887a47713d',
    'text-terminal': '03ffad80ab2c6855d1f96925d1eabc5d7526eb3ba18eefa6e5026a8da775224c',
    'json': '73daa40453fb76db65faec524dd4e00345f535e3e43d0acfc1ecfac8574a4a62',
    'markdown': 'e75da2021a42ee05a26db0d1fc71f6f3ea20804cb1d3fb929aef6bde47d72959',
    'markdown-3000': 'f0969e92f7194b9d5f8a50a554a3c66bac2f8d66ced3fa39f42c449675fc15d1',
    'markdown-sealed': 'a257b360b0507649df77457069d85abacb411d774c2e9a603dccf704a385f037',
  },
  'quickstart-changed': {
    'text': 'c6fff847a19da71b54f3de6ccf4717d635a8b8fa319baee0a2902cf18a418eef',
    'text-terminal': 'c483617aeb73c6c65415f4a39dda197f0a68aceb6ed4ae2368650c626ff32d92',
    'json': '9595e79e0267d2e75c4a5b99260efc0f511e83fca2ab5cdd9f8e98574fddbbcb',
    'markdown': '422a6c0f13bae5d5b1c986de42b0e9dbdae2867811c57f554f1e53b6c76b5b54',
    'markdown-3000': '17841fa4e0e9d6a52f793c1ab893e4d129754bf1fc10a45e9f2135d6188e56ba',
    'markdown-sealed': '4333d1cf088bfe9d8064018e1b9b16cac84123b36ea926ed45024e00305056a3',
  },
  'multi-file': {
    'text': '545d0c3e8f682648da0147c6ab1a757748b3f51aef1ee19bde0f5001584705b0',
    'text-terminal': '2ae58a5001683802f70374f7df94991bc7893d7e4aa9abb2f70937a7be47150d',
    'json': '8313cdef96e973ebe1d30a6e86f26cf91fd2bc57ab2e25b414d26cc94c442828',
    'markdown': 'fec31c4a7a46928a95a4eb079779d2d2dbf4ca32cefdd6cf996415ebf343cad2',
    'markdown-3000': '8446febee43d2c707f2081f991be6e904f6cf6d86703bd90a72b68054db6bdde',
    'markdown-sealed': '3286c359cf07861b67c474e3513f0c38d3e0ac76ebe228a175641596cbacd703',
  },
  'every-kind': {
    'text': '52e8c9293458c6c67f71d9e6ecea152a11e74dea074cf7c43cdac1e2da8c1420',
    'text-terminal': 'c4f8dd08643eb9e7a76035fecbd2c6c8ad9107565fd1fcb37171aba8fe756b06',
    'json': 'cbdd8c73c36710471c1ea4a285d48d32df5634ff6ca1ecbcdb98dfd7f2e18c3b',
    'markdown': 'a63dc258a43294bbcdb67402a69d77778a496cbf752e2126b2acfa424718137b',
    'markdown-3000': '15914427fad854ea3337889477926bf103637e59715e4fb5cbb6342cc5bc09e2',
    'markdown-sealed': 'f87f7d2fcfc56cd3864e9c39928a5004eb9b914c33076dcec4000f15ebaad7b0',
  },
  'hostile': {
    'text': 'c3d2d55aaca97ef025f2b493976cc828095694a2d69bd4df8f62e5dc1c4005e8',
    'text-terminal': 'a11a8c913e24cfd911fac39176a3e332d01ceaafdd113c799fb81bf06c04d2de',
    'json': '2fdd6cde274f5e9aa4eaf9f8528c8b8b7802fa02a0107ad6e549dfee57b8b015',
    'markdown': 'b5d71b2eb19179e199294a91255335a4f49353895111e9260a52f9cb9312531c',
    'markdown-3000': '7703b6ad9426fb77f4d5d0cc528493a5c2e94fd19296068da18ad07b366ff66a',
    'markdown-sealed': 'd4d1ec9314a891bc597f03eef20ec357410b6133bb557954403cacd08991c1d0',
  },
  'hostile-tail': {
    'text': 'ef462859fc2f34b0ae4b51ee1e058159f57208ac24002084514e54bd4d0ef7c0',
    'text-terminal': '9a1896faf102828263d0c7b36461d94deddcc1035ca3b725bdcbdf555c0c4cab',
    'json': '366ec59ac461c6f392755b675c2fdba5a80637c30d7e222099ac4fac70284429',
    'markdown': '64073bb5758a31c602ff02d7e5c428b9b54b4ebbf155f9b16077acc54dfaf908',
    'markdown-3000': '9e1935b82fdf731e7734059e3b2278963d2f96a275925eecbeff6a494f463c41',
    'markdown-sealed': 'd370d257169411893e2eeb026350349db3b534b451caf2b4ef58e775ba8eb5b2',
  },
  'big': {
    'text': '8470ade7e94c95bc2c7cc085b7d6ed0fed765211428ea8a29aefec3f078dae9b',
    'text-terminal': '08e65914c6960c42f9cc1af028f030946773da1b20977a0f9bf77bca0fb7614e',
    'json': '20986c57d02253c48717a58399c8e0cff67a470827cca3f32a13169ed18d120e',
    'markdown': '5029fa4f6eb2aed7438deae222f0df8a55eb4871db3b2848eb78b4e63c582086',
    'markdown-3000': '75ed7ba6851a12a8cca8649f168597d6424b7c4032fcc07010b18c57e8983a80',
    'markdown-sealed': '0ba269923b64c8380124150222abd4f20d9b5446f2b449bc457a03d81438c233',
  },
};

type Format = 'text' | 'text-terminal' | 'json' | 'markdown' | 'markdown-3000' | 'markdown-sealed';

async function chunksOf(plan: Plan, format: Format): Promise<Iterable<string>> {
  switch (format) {
    case 'text': return planTextChunks(plan, { palette: plainPalette });
    case 'text-terminal': return planTextChunks(plan, { palette: createPalette({ color: true }), width: 80, foldAt: 20, allowBreaking: true });
    case 'json': return planJsonChunks(plan, EXAMPLE_TARGET);
    case 'markdown': return markdownPlan(plan, { target: EXAMPLE_TARGET }).chunks();
    case 'markdown-3000': return markdownPlan(plan, { maxChars: 3000 }).chunks();
    case 'markdown-sealed': return planChunks(plan, 'markdown', EXAMPLE_TARGET, exampleRecord(plan));
  }
}

/** A real stream that takes a block at a time and asks to wait (16 KiB high-water mark), as a pipe does. */
class SlowSink extends Writable {
  readonly blocks: string[] = [];
  received = 0;

  constructor() {
    super({ highWaterMark: 16 * 1024, decodeStrings: false });
  }

  override _write(chunk: string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    setImmediate(() => {
      this.blocks.push(chunk);
      this.received += chunk.length;
      done();
    });
  }

  text(): string {
    return this.blocks.join('');
  }
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('plans written as they are produced', () => {
  for (const { name, plan } of examplePlans()) {
    it(`writes ${name} in every format byte for byte as the whole-string renderers did`, async () => {
      for (const format of Object.keys(BEFORE[name] ?? {}) as Format[]) {
        const sink = new SlowSink();
        await writeChunks(sink, await chunksOf(plan, format), 'the plan');
        expect({ format, digest: sha256(sink.text()) }).toEqual({ format, digest: BEFORE[name]?.[format] });
      }
    });
  }

  const dir = mkdtempSync(join(tmpdir(), 'capctl-saved-plan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('saves a plan as the JSON it wrote whole before, with the file only its owner may read', async () => {
    for (const { name, plan } of examplePlans()) {
      const saved = createSavedPlan({ kind: 'http', url: 'https://capacity.example', apiKey: 'k', orgId: '7' }, {
        id: 'rev-1', lineage: 'l-1', digest: 'c'.repeat(64), plan,
      } as never);
      const file = join(dir, `${name}.json`);
      await writeSavedPlan(file, saved);
      expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(saved, null, 2)}\n`);
    }
  });

  it('hands output to the stream while the plan is still being rendered, a block at a time', async () => {
    const builder = new PlanBuilder();
    for (let i = 0; i < 2000; i++) builder.createAction(`action-${i}`, objectSchema(['id', 'sku'], ['note']));
    const plan = builder.build();
    for (const format of ['text', 'json'] as const) {
      const sink = new SlowSink();
      let receivedAtLastChunk = -1;
      const chunks = format === 'text' ? planTextChunks(plan, { palette: plainPalette }) : planJsonChunks(plan);
      function* watched(): Generator<string> {
        for (const chunk of chunks) {
          receivedAtLastChunk = sink.received;
          yield chunk;
        }
      }
      await writeChunks(sink, watched(), 'the plan');
      const total = sink.received;
      expect({ format, early: receivedAtLastChunk > total / 2 }).toEqual({ format, early: true });
      expect(Math.max(...sink.blocks.map((block) => block.length))).toBeLessThan(2 * BLOCK_CHARS);
    }
  });

  it('stops rendering with one typed error when the reader closes the pipe (EPIPE)', async () => {
    const builder = new PlanBuilder();
    for (let i = 0; i < 4000; i++) builder.createAction(`action-${i}`, objectSchema(['id']));
    const plan = builder.build();
    // A reader that takes the first bytes and exits: the pipe to it closes.
    const reader = spawn(process.execPath, ['-e', 'process.stdin.once("data", () => process.exit(0))'], { stdio: ['pipe', 'ignore', 'ignore'] });
    const exited = once(reader, 'exit');
    let pulled = 0;
    let all = 0;
    for (const _ of planTextChunks(plan, { palette: plainPalette })) all += 1;
    function* counted(): Generator<string> {
      for (const chunk of planTextChunks(plan, { palette: plainPalette })) {
        pulled += 1;
        yield chunk;
      }
    }
    const writing = writeChunks(reader.stdin, counted(), 'the plan to stdout');
    await expect(writing).rejects.toMatchObject({ name: 'CliError', code: 'io', message: 'could not write the plan to stdout: it was closed before the end' });
    await exited;
    expect(pulled).toBeLessThan(all);
  });
});
