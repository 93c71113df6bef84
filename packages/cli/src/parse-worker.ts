// The entry of a parse worker thread (see parallel-load.ts): loads the definition files it is
// sent with core's loadFile, posts their results in the same order, and ends.
import { parentPort } from 'node:worker_threads';
import { loadFile, type SourceFile } from '@capctl/core';
import { encodeResult } from './parse-worker-codec.js';

parentPort?.once('message', (files: readonly SourceFile[]) => {
  parentPort?.postMessage(files.map((file) => encodeResult(file, loadFile(file))));
  parentPort?.close();
});
