#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-OBESSZPD.mjs";import"./chunk-E47NGC76.mjs";import"./chunk-L4SX4RXN.mjs";import"./chunk-K7MZ7B2F.mjs";import"./chunk-WDKTMXRK.mjs";import"./chunk-GQCB2AQ5.mjs";import"./chunk-63J4LK52.mjs";import"./chunk-MTPLCQF5.mjs";import"./chunk-MEVWYSIZ.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-XEOFHHZZ.mjs";import"./chunk-WIHSAB2J.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
