#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,visibleBody}from"./chunk-UQSLJPBV.mjs";import"./chunk-5VYWO7XK.mjs";import"./chunk-6PHC662G.mjs";export{PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,visibleBody};
