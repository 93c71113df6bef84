#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService}from"./chunk-O6AYR6F7.mjs";import"./chunk-5VYWO7XK.mjs";import"./chunk-6PHC662G.mjs";export{StateError,createHttpAdapter,createServiceKey,isStateError,keyOrg,listServiceKeys,openEmbeddedAdapter,revokeServiceKey,startService};
