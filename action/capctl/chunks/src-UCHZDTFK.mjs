#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-JBMLI7QX.mjs";import"./chunk-RA2JEVVJ.mjs";import"./chunk-YBPBBDWC.mjs";import"./chunk-6PHC662G.mjs";export{HandedDefinition,StateError,createHttpAdapter,createServiceKey,handDefinition,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
