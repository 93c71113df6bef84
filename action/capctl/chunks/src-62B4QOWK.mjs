#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-JFO4UXQ6.mjs";import"./chunk-6KG5O2DP.mjs";import"./chunk-DTMRDWH2.mjs";import"./chunk-6PHC662G.mjs";export{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
