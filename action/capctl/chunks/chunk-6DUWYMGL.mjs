#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{terminalText}from"./chunk-HQRK667Q.mjs";function fenceFor(content){const longest=Math.max(0,...[...content.matchAll(/`+/g)].map(match=>match[0].length));return"`".repeat(Math.max(3,longest+1))}function markerLine(marker){const whole=marker.startsWith("<!--")&&marker.endsWith("-->");const name=whole?marker.slice(4,-3).trim():marker;return`<!-- ${terminalText(name).replaceAll(">","&gt;")} -->`}export{fenceFor,markerLine};
