#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody}from"./chunk-FAPMY7LA.mjs";import"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";export{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody};
