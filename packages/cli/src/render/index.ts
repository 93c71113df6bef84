// Plan renderers for every output that is not the Ink UI: plain text, Markdown, JSON. This
// folder never imports ink or react, so the non-terminal path stays fast to start.
export { createPalette, plainPalette, shouldUseColor, type Palette, type PaletteOptions, type Style } from './palette.js';
export { renderPlanText, type TextRenderOptions } from './text.js';
export { renderPlanMarkdown, MARKDOWN_MAX_CHARS, PLAN_MARKER, type MarkdownRenderOptions } from './markdown.js';
export { renderPlanJson } from './json.js';
export { planLines, type PlanLine, type Segment, type TruncatedLine, type WrappedLine } from './plan-lines.js';
export { summaryLine, breakingNote, diagnosticText } from './plan-summary.js';
export { describeStep, type StepDetails } from './step-details.js';
