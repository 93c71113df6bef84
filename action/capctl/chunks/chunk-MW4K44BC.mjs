#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{eachPlanLine,layoutLine}from"./chunk-6OADV2SJ.mjs";import{logLine}from"./chunk-FDOZ4HQH.mjs";import{maskStep}from"./chunk-IS6W55RF.mjs";function*planTextChunks(plan,options){for(const line of eachPlanLine(plan,{allowBreaking:options.allowBreaking,foldAt:options.foldAt,eachStep:maskStep})){for(const row of layoutLine(line,options.palette,options.width))yield`${logLine(row)}
`}}var renderPlanText=(plan,options)=>[...planTextChunks(plan,options)].join("");export{planTextChunks,renderPlanText};
