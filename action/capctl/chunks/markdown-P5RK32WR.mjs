#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-BUHKOY6H.mjs";import"./chunk-WZWHOK2V.mjs";import"./chunk-UINLCZ5D.mjs";import"./chunk-35XBTCHD.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-XOCFKVCM.mjs";import"./chunk-ZIDMQCUK.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
