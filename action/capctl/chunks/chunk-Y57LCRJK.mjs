#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{layoutLine,planLines}from"./chunk-QYLHXX5P.mjs";import{logLine}from"./chunk-FDOZ4HQH.mjs";import{maskPlan}from"./chunk-5VYWO7XK.mjs";function renderPlanText(plan,options){const masked=maskPlan(plan);const lines=planLines(masked,{allowBreaking:options.allowBreaking,foldAt:options.foldAt}).flatMap(line=>layoutLine(line,options.palette,options.width)).map(logLine);return`${lines.join("\n")}
`}export{renderPlanText};
