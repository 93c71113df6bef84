#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{MARKDOWN_MAX_CHARS,PLAN_MARKER}from"./chunk-PON33322.mjs";import"./chunk-CFMUS5W5.mjs";import{fenceFor,markerLine}from"./chunk-6DUWYMGL.mjs";import"./chunk-XJPG57MC.mjs";import{markdownCodeLine,markdownText}from"./chunk-VYBI2ESU.mjs";import"./chunk-HQRK667Q.mjs";import"./chunk-EYBJM527.mjs";import"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";function renderFailureMarkdown(failure,options={}){const maxChars=options.maxChars??MARKDOWN_MAX_CHARS;const head=[`${markerLine(options.marker??PLAN_MARKER)}
### capctl plan
`,`> [!CAUTION]
> **The plan failed; nothing can be applied until this is fixed.**
> ${markdownText(clip(failure.message))}
`];const hint=failure.hint===void 0?[]:[`Hint: ${markdownText(clip(failure.hint))}
`];if(failure.details.length===0)return[...head,...hint].join("\n");const lines=failure.details.map(markdownCodeLine);const fixed=[...head,...hint].join("\n").length+1;const kept=fittingLines(lines,maxChars-fixed-cutNote(lines.length,lines.length,maxChars).length-1);const body=kept.join("\n");const fence=fenceFor(body);const cut=lines.length-kept.length;const note=cut===0?[]:[cutNote(cut,lines.length,maxChars)];return[...head,`${fence}text
${body}
${fence}
`,...note,...hint].join("\n")}var MAX_SENTENCE=2e3;var clip=text=>text.length<=MAX_SENTENCE?text:`${text.slice(0,MAX_SENTENCE)}\u2026`;function fittingLines(lines,room){const kept=[];let used=0;let fence=3;for(const line of lines){const longest=Math.max(0,...[...line.matchAll(/`+/g)].map(match=>match[0].length));const nextFence=Math.max(fence,longest+1);if(used+line.length+1+2*nextFence+"text\n\n\n".length>room)break;used+=line.length+1;fence=nextFence;kept.push(line)}return kept}function cutNote(cut,total,maxChars){const limit=maxChars.toLocaleString("en-US");return`> [!NOTE]
> ${cut} of ${total} problems were left out to keep this comment within ${limit} characters. Run \`capctl validate\` or \`capctl plan\` on the branch to see them all.
`}export{renderFailureMarkdown};
