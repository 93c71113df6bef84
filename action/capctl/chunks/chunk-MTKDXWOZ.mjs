#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{mayShareObjects}from"./chunk-EYBJM527.mjs";import{isJsonObject}from"./chunk-HR7RVQLP.mjs";function holdsNegativeZero(value){if(typeof value==="number")return Object.is(value,-0);if(Array.isArray(value))return value.some(holdsNegativeZero);return isJsonObject(value)&&Object.values(value).some(holdsNegativeZero)}function encodeResult(file,result){if(!result.ok||result.value===void 0||mayShareObjects(file)||holdsNegativeZero(result.value))return result;return{ok:true,json:JSON.stringify(result.value)}}function decodeResult(result){return"json"in result?{ok:true,value:JSON.parse(result.json)}:result}export{encodeResult,decodeResult};
