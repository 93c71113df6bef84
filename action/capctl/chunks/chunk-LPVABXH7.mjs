#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{eachPlanLine,layoutLine}from"./chunk-OVQORTWE.mjs";import{logLine}from"./chunk-ZH4AT3ST.mjs";import{maskStep}from"./chunk-DTMRDWH2.mjs";function*planTextChunks(plan,options){for(const line of eachPlanLine(plan,{allowBreaking:options.allowBreaking,foldAt:options.foldAt,eachStep:maskStep})){for(const row of layoutLine(line,options.palette,options.width))yield`${logLine(row)}
`}}var renderPlanText=(plan,options)=>[...planTextChunks(plan,options)].join("");export{planTextChunks,renderPlanText};
