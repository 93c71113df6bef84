#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
var COMMAND_START=/^([\s\u0085\u180e]*):(?=:)/u;var LEGACY_COMMAND=/##\[/g;function logLine(line){return line.replace(COMMAND_START,"$1\\x3a").replace(LEGACY_COMMAND,"#\\x23[")}export{logLine};
