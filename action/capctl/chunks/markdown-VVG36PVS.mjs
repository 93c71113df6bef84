#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-P7WIJZDD.mjs";import"./chunk-CFMUS5W5.mjs";import"./chunk-OCZALB7H.mjs";import"./chunk-UB2TNPP7.mjs";import"./chunk-ZH4AT3ST.mjs";import"./chunk-2EN4J3SS.mjs";import"./chunk-6KG5O2DP.mjs";import"./chunk-DTMRDWH2.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
