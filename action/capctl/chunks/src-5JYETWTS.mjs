#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-E5LRDYYI.mjs";import"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";export{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
