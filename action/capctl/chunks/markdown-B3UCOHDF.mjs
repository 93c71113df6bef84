#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-PON33322.mjs";import"./chunk-CFMUS5W5.mjs";import"./chunk-6DUWYMGL.mjs";import"./chunk-XJPG57MC.mjs";import"./chunk-VYBI2ESU.mjs";import"./chunk-HQRK667Q.mjs";import"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
