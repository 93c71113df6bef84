#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-2F5J3WYB.mjs";import"./chunk-X4HPLSZM.mjs";import"./chunk-FO6N4CRX.mjs";import"./chunk-XFMCNNN4.mjs";import"./chunk-CXJ5AG2P.mjs";import"./chunk-GQCB2AQ5.mjs";import"./chunk-63J4LK52.mjs";import"./chunk-UINLCZ5D.mjs";import"./chunk-35XBTCHD.mjs";import"./chunk-FDOZ4HQH.mjs";import"./chunk-XOCFKVCM.mjs";import"./chunk-ZIDMQCUK.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
