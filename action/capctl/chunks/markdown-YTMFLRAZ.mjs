#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown}from"./chunk-4GGJ54VK.mjs";import"./chunk-QSG7SK6F.mjs";import"./chunk-MTPLCQF5.mjs";import"./chunk-MEVWYSIZ.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-XEOFHHZZ.mjs";import"./chunk-WIHSAB2J.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,markdownPlan,renderPlanMarkdown};
