#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown}from"./chunk-GD4K2FYQ.mjs";import"./chunk-WE3PMKEU.mjs";import"./chunk-HZJ2QMQI.mjs";import"./chunk-ZGBMREL5.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-KA5SDIIP.mjs";import"./chunk-BIU6NCNK.mjs";import"./chunk-6PHC662G.mjs";export{MARKDOWN_MAX_CHARS,PLAN_MARKER,renderPlanMarkdown};
