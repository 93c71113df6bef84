#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-4XLUTAOY.mjs";import"./chunk-4UW4NF2C.mjs";import"./chunk-Z4LOOT5N.mjs";import"./chunk-W7TX7GMK.mjs";import"./chunk-LPVABXH7.mjs";import"./chunk-OVQORTWE.mjs";import"./chunk-UB2TNPP7.mjs";import"./chunk-2BKSVBXK.mjs";import"./chunk-INMLOIKF.mjs";import"./chunk-ZH4AT3ST.mjs";import"./chunk-2EN4J3SS.mjs";import"./chunk-U2JFJ5IV.mjs";import"./chunk-6KG5O2DP.mjs";import"./chunk-DTMRDWH2.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
