#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-M2SAKCDJ.mjs";import"./chunk-ZIDMQCUK.mjs";import"./chunk-6PHC662G.mjs";export{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
