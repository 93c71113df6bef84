#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-CAIRZ4TY.mjs";import"./chunk-IPIHBKM3.mjs";import"./chunk-MW4K44BC.mjs";import"./chunk-6OADV2SJ.mjs";import"./chunk-W3CM65TZ.mjs";import"./chunk-GQCB2AQ5.mjs";import"./chunk-63J4LK52.mjs";import"./chunk-BCHIYOGF.mjs";import"./chunk-CNLOZ3YB.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-5NCV3XQX.mjs";import"./chunk-IS6W55RF.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
