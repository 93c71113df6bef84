#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{POLICIES_FORMAT_VERSION,policySetJson,runPoliciesList,runPoliciesShow,shortDigest}from"./chunk-XJ5EUKPB.mjs";import"./chunk-55EJX2S6.mjs";import"./chunk-Z4LOOT5N.mjs";import"./chunk-W7TX7GMK.mjs";import"./chunk-LPVABXH7.mjs";import"./chunk-OVQORTWE.mjs";import"./chunk-UB2TNPP7.mjs";import"./chunk-2BKSVBXK.mjs";import"./chunk-INMLOIKF.mjs";import"./chunk-ZH4AT3ST.mjs";import"./chunk-2EN4J3SS.mjs";import"./chunk-6KG5O2DP.mjs";import"./chunk-DTMRDWH2.mjs";import"./chunk-6PHC662G.mjs";export{POLICIES_FORMAT_VERSION,policySetJson,runPoliciesList,runPoliciesShow,shortDigest};
