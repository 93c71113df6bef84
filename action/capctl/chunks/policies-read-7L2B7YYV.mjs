#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{POLICIES_FORMAT_VERSION,policySetJson,runPoliciesList,runPoliciesShow,shortDigest}from"./chunk-DMAUMUMQ.mjs";import"./chunk-7LPXVZHS.mjs";import"./chunk-MWVX2E3L.mjs";import"./chunk-XU5AJ5QQ.mjs";import"./chunk-MZAYXONM.mjs";import"./chunk-YCDJXNMC.mjs";import"./chunk-KQDXG4K7.mjs";import"./chunk-WVVU6PIW.mjs";import"./chunk-OE2YSCMH.mjs";import"./chunk-OQFT7NU6.mjs";import"./chunk-UXHURRYW.mjs";import"./chunk-36O4K2W5.mjs";import"./chunk-HK36TPAL.mjs";import"./chunk-6PHC662G.mjs";export{POLICIES_FORMAT_VERSION,policySetJson,runPoliciesList,runPoliciesShow,shortDigest};
