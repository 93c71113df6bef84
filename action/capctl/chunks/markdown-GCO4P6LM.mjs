#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown}from"./chunk-IUHLD24S.mjs";import"./chunk-WI5RG7HY.mjs";import"./chunk-LHI5FQXM.mjs";import"./chunk-UAPFWBTV.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-MQIIHNG4.mjs";import"./chunk-5VYWO7XK.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown};
