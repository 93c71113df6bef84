#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-5HRVH5MB.mjs";import"./chunk-CFMUS5W5.mjs";import"./chunk-DEE3UBHY.mjs";import"./chunk-EHO45UV5.mjs";import"./chunk-ANZY6AJ4.mjs";import"./chunk-W3PMQMC5.mjs";import"./chunk-RA2JEVVJ.mjs";import"./chunk-YBPBBDWC.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
