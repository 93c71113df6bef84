#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{HIDDEN_OR_CONTROL}from"./chunk-DTMRDWH2.mjs";var UNSAFE_CHARACTERS=new RegExp(HIDDEN_OR_CONTROL.source,"gu");var SHORT={"\n":"\\n","\r":"\\r","	":"\\t"};function visibleEscape(char){const short=SHORT[char];if(short!==void 0)return short;const code=char.codePointAt(0)??0;if(code<=255)return`\\x${code.toString(16).padStart(2,"0")}`;if(code<=65535)return`\\u${code.toString(16).padStart(4,"0")}`;return`\\u{${code.toString(16)}}`}function terminalText(text){return text.replace(UNSAFE_CHARACTERS,visibleEscape)}export{terminalText};
