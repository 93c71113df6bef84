#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody}from"./chunk-NNC4QVIL.mjs";import"./chunk-RA2JEVVJ.mjs";import"./chunk-YBPBBDWC.mjs";import"./chunk-6PHC662G.mjs";export{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody};
