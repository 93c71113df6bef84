#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
function targetText(target){const where=target.kind==="service"?`the service at ${target.location}`:`local state ${target.location}`;return`Target: ${where}, org ${target.org}, lineage ${target.lineage}`}export{targetText};
