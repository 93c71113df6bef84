#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-I7TBTKXC.mjs";import"./chunk-WIHSAB2J.mjs";import"./chunk-6PHC662G.mjs";export{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
