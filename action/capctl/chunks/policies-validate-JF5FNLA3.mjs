#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport}from"./chunk-BK77EDT2.mjs";import"./chunk-I4IVU7A4.mjs";import"./chunk-I42CWKHN.mjs";import"./chunk-UYITFQNK.mjs";import"./chunk-664H3ZHY.mjs";import"./chunk-JGVDFCP2.mjs";import"./chunk-XJPG57MC.mjs";import"./chunk-UEDTBXLQ.mjs";import"./chunk-OE2YSCMH.mjs";import"./chunk-VYBI2ESU.mjs";import"./chunk-HQRK667Q.mjs";import"./chunk-H6JAUCJO.mjs";import"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";export{invalidPolicies,noPolicies,policiesFormat,runPoliciesValidate,validateReport};
