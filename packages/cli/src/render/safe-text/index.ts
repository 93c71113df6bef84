// One safe-text function per medium: every string from a definition, the state, a file or a service passes one before it is shown.
export { markdownCodeLine, markdownHtmlText, markdownText } from './markdown-text.js';
export { logLine } from './log-text.js';
export { terminalText } from './terminal-text.js';
