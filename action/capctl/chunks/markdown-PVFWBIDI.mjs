#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-7ZXLYRTA.mjs";import"./chunk-CFMUS5W5.mjs";import"./chunk-G63OY5XU.mjs";import"./chunk-KQDXG4K7.mjs";import"./chunk-OQFT7NU6.mjs";import"./chunk-UXHURRYW.mjs";import"./chunk-36O4K2W5.mjs";import"./chunk-HK36TPAL.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
