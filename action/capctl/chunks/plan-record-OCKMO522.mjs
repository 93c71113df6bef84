#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody}from"./chunk-6ZT6NSB5.mjs";import"./chunk-36O4K2W5.mjs";import"./chunk-HK36TPAL.mjs";import"./chunk-6PHC662G.mjs";export{BodyDigest,PLAN_RECORD_MAX_CHARS,PLAN_RECORD_NAME,PLAN_RECORD_VERSION,bodyDigest,decodeRecord,definitionDigest,encodeRecord,planObjects,planRecord,recordTarget,recordedObjects,sealRecord,sealRecordWith,visibleBody};
