#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-NRTB6DTJ.mjs";import"./chunk-NMD376QV.mjs";import"./chunk-BCHIYOGF.mjs";import"./chunk-CNLOZ3YB.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-5NCV3XQX.mjs";import"./chunk-IS6W55RF.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
