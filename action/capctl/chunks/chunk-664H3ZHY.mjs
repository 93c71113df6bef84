#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{eachPlanBlock,layoutLine,unfittedRow}from"./chunk-JGVDFCP2.mjs";import{logLine}from"./chunk-VYBI2ESU.mjs";import{maskStep}from"./chunk-HR7RVQLP.mjs";function*planTextChunks(plan,options){const{palette,width}=options;for(const block of eachPlanBlock(plan,{allowBreaking:options.allowBreaking,foldAt:options.foldAt,eachStep:maskStep})){const rows=[];for(const line of block){if(width===void 0)rows.push(unfittedRow(line,palette));else for(const row of layoutLine(line,palette,width))rows.push(row)}if(rows.length===0)continue;const chunk=`${rows.join("\n")}
`;yield chunk.includes("::")||chunk.includes("##[")?`${rows.map(logLine).join("\n")}
`:chunk}}var renderPlanText=(plan,options)=>[...planTextChunks(plan,options)].join("");export{planTextChunks,renderPlanText};
