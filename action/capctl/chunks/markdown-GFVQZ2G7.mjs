#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown}from"./chunk-VJ5EXH5E.mjs";import"./chunk-HZGT4UIT.mjs";import"./chunk-WBKSWUZZ.mjs";import"./chunk-6ZZJSZAY.mjs";import"./chunk-PYGIEPYE.mjs";import"./chunk-TZRPIIOA.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown};
