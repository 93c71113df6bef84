// The plan comment's body: capctl's Markdown with the environment put into its hidden marker
// line (`<!-- capctl-plan env=NAME head=SHA -->`), the failure's output when capctl wrote none, and a
// short note instead of any body over GitHub's 65,536 characters (which GitHub would refuse).

/** The marker's name; the CLI's Markdown starts with `<!-- capctl-plan … -->`. */
export const MARKER_NAME = 'capctl-plan';
/** GitHub refuses comment bodies over 65,536 characters (JavaScript length counts high). */
export const LIMIT = 65_536;

const MARKER_LINE = new RegExp(`^<!--\\s*${MARKER_NAME}((?:\\s+[\\w.-]+=[^\\s>]*)*)\\s*-->$`);

export function markerLine(environment) {
  return `<!-- ${MARKER_NAME} env=${environment} -->`;
}

/** The environment a body's first line marks, or undefined when its first line is no marker. */
export function markedEnvironment(body) {
  const first = typeof body === 'string' ? body.split('\n', 1)[0].trimEnd() : '';
  const match = MARKER_LINE.exec(first);
  if (!match) return undefined;
  const env = /(?:^|\s)env=(\S*)/.exec(match[1]);
  return env ? env[1] : '';
}

/** A commit id as git writes it (SHA-1, or SHA-256 in a SHA-256 repository). */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The field `name=value` of a body's marker line, or undefined. */
export function markerField(body, name) {
  const first = typeof body === 'string' ? body.split('\n', 1)[0].trimEnd() : '';
  const match = MARKER_LINE.exec(first);
  const field = match ? match[1].trim().split(/\s+/).find((f) => f.startsWith(`${name}=`)) : undefined;
  return field === undefined ? undefined : field.slice(name.length + 1);
}

/**
 * The Markdown with its marker line naming the environment and, when given, the pull request's
 * head commit the plan was made for (`head=SHA`, read back by apply mode); other fields kept.
 */
export function withEnvironment(markdown, environment, head) {
  const [first, ...rest] = markdown.split('\n');
  const match = MARKER_LINE.exec(first.trimEnd());
  const commit = typeof head === 'string' && COMMIT.test(head) ? [`head=${head}`] : [];
  const fields = match ? match[1].trim().split(/\s+/).filter((f) => f !== '' && !f.startsWith('env=') && !f.startsWith('head=')) : [];
  const line = `<!-- ${[MARKER_NAME, `env=${environment}`, ...commit, ...fields].join(' ')} -->`;
  return match ? [line, ...rest].join('\n') : `${line}\n${markdown}`;
}

function failureBody(environment, exitCode, errors) {
  const output = (errors ?? '').trim() || '(no output)';
  const head = `${markerLine(environment)}\n### capctl plan failed (exit code ${exitCode})\n\nFix the definition and push again; the errors:\n\n`;
  const fenced = (text) => `${head}\`\`\`text\n${text.replace(/```/g, '`\u200b``')}\n\`\`\`\n`;
  const whole = fenced(output);
  if (whole.length <= LIMIT) return whole;
  const cut = '\n… (cut; the job log has every error)';
  // Escaping fences can lengthen the text, so cut until the fenced body fits.
  let room = LIMIT - head.length - cut.length - 16;
  let body = fenced(`${output.slice(0, room)}${cut}`);
  while (body.length > LIMIT) {
    room -= body.length - LIMIT;
    body = fenced(`${output.slice(0, room)}${cut}`);
  }
  return body;
}

/** What the action posts instead of a body GitHub would refuse: never the old comment left standing. */
export function tooLongBody(environment, length, exitCode, logUrl) {
  return [
    markerLine(environment),
    '### capctl plan',
    '',
    '> [!WARNING]',
    `> The plan (exit code ${exitCode}) is too long for a pull-request comment: ${length.toLocaleString('en-US')} characters, and GitHub takes at most ${LIMIT.toLocaleString('en-US')}.`,
    `> Read it in the job log${logUrl ? ` (${logUrl})` : ''}, step "Plan", or run \`capctl plan\` on this branch.`,
    '',
  ].join('\n');
}

/** What replaces the comment when GitHub refuses the plan's body anyway (the post then fails). */
export function refusedBody(environment, exitCode, logUrl) {
  return [
    markerLine(environment),
    '### capctl plan',
    '',
    '> [!WARNING]',
    `> GitHub refused this plan's comment (exit code ${exitCode}); this pull request has no plan to review here.`,
    `> Read it in the job log${logUrl ? ` (${logUrl})` : ''}, step "Plan", or run \`capctl plan\` on this branch.`,
    '',
  ].join('\n');
}

/**
 * The comment body: the plan's Markdown (or, when capctl wrote none, its error output), marked
 * with the environment; replaced by a short note when it would be over GitHub's limit
 * (`refused` is then the length it would have had).
 */
export function commentBody(markdown, { environment, exitCode, errors, logUrl, head }) {
  const body = markdown.trim() !== '' ? withEnvironment(markdown, environment, head) : failureBody(environment, exitCode, errors);
  if (body.length <= LIMIT) return { body, refused: 0 };
  // A failed plan still shows its first errors (cut to fit) rather than only a pointer to the log.
  const failed = String(exitCode) === '1' && (errors ?? '').trim() !== '';
  return { body: failed ? failureBody(environment, exitCode, errors) : tooLongBody(environment, body.length, exitCode, logUrl), refused: body.length };
}
