#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{stringWidth}from"./chunk-JGVDFCP2.mjs";var padEnd=(text,width)=>text+" ".repeat(Math.max(0,width-stringWidth(text)));function textTable(header,rows){const widths=header.map((h,i)=>Math.max(stringWidth(h),...rows.map(row=>stringWidth(row[i]??""))));const line=cells=>cells.map((c,i)=>padEnd(c,widths[i]??0)).join("  ").trimEnd();return[line(header),...rows.map(line)].join("\n")}export{textTable};
