#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-BW3MY4QB.mjs";import"./chunk-36O4K2W5.mjs";import"./chunk-HK36TPAL.mjs";import"./chunk-6PHC662G.mjs";export{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
