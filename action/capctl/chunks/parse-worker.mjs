#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{encodeResult}from"./chunk-MTKDXWOZ.mjs";import{loadFile}from"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";import{parentPort}from"node:worker_threads";parentPort?.once("message",files=>{parentPort?.postMessage(files.map(file=>encodeResult(file,loadFile(file))));parentPort?.close()});
