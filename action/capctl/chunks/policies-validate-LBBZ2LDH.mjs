#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-BWIFL7YD.mjs";import"./chunk-3SBFVR4D.mjs";import"./chunk-ENNSYUSY.mjs";import"./chunk-ZMULYSUH.mjs";import"./chunk-IIAP4NR3.mjs";import"./chunk-QO6ZJUJV.mjs";import"./chunk-EHO45UV5.mjs";import"./chunk-MMAMJKJV.mjs";import"./chunk-OE2YSCMH.mjs";import"./chunk-ANZY6AJ4.mjs";import"./chunk-W3PMQMC5.mjs";import"./chunk-PBVNP7N5.mjs";import"./chunk-RA2JEVVJ.mjs";import"./chunk-YBPBBDWC.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
