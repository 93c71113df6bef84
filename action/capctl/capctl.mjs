#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import nodeModule from"node:module";nodeModule.enableCompileCache?.();var{main}=await import("./chunks/run-W7TEZB4B.mjs");await main(process.argv);
