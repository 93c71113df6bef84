#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-QLT4ZRJT.mjs";import"./chunk-IS6W55RF.mjs";import"./chunk-6PHC662G.mjs";export{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
