#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import nodeModule from"node:module";nodeModule.enableCompileCache?.();var{main}=await import("./chunks/run-M3CJAQ33.mjs");await main(process.argv);
