#!/usr/bin/env node
// Creates or updates the ONE pull-request comment that shows capctl's plan, found by the hidden
// marker line the Markdown renderer writes. Posts whatever `capctl plan --format markdown` wrote;
// when that is empty (the plan failed before writing), a short body with its error output.
// Node's fetch and GitHub's REST API only: no dependency to install in the workflow.
import { appendFileSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MARKER = '<!-- capctl-plan -->';
/** GitHub refuses comment bodies over 65,536 characters. */
const LIMIT = 65_536;

/** The comment body: the plan's Markdown (marked, if it is not yet), or the failure's output. */
export function commentBody(markdown, { exitCode, errors }) {
  if (markdown.trim() !== '') return markdown.includes(MARKER) ? markdown : `${MARKER}\n${markdown}`;
  const output = (errors ?? '').trim() || '(no output)';
  const head = `${MARKER}\n### capctl plan failed (exit code ${exitCode})\n\nFix the definition and push again; the errors:\n\n`;
  const room = LIMIT - head.length - 32;
  const text = output.length > room ? `${output.slice(0, room)}\n… (cut)` : output;
  return `${head}\`\`\`text\n${text.replace(/```/g, '`\u200b``')}\n\`\`\`\n`;
}

function nextPage(link) {
  const match = /<([^>]+)>;\s*rel="next"/.exec(link ?? '');
  return match ? match[1] : undefined;
}

async function github(api, token, method, url, body) {
  const response = await fetch(url.startsWith('http') ? url : `${api}${url}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(`${method} ${url} answered ${response.status}: ${detail.slice(0, 300)}`);
  }
  return { data: await response.json(), link: response.headers.get('link') };
}

/** Finds the comment with the marker (every page) and updates it, or creates one. */
export async function upsertComment({ api, token, repository, issue, body }) {
  let url = `/repos/${repository}/issues/${issue}/comments?per_page=100`;
  let found;
  while (url && !found) {
    const page = await github(api, token, 'GET', url);
    found = page.data.find((c) => typeof c.body === 'string' && c.body.includes(MARKER));
    url = nextPage(page.link);
  }
  if (found) {
    const { data } = await github(api, token, 'PATCH', `/repos/${repository}/issues/comments/${found.id}`, { body });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  const { data } = await github(api, token, 'POST', `/repos/${repository}/issues/${issue}/comments`, { body });
  return { action: 'created', id: data.id, url: data.html_url };
}

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set; the action sets it (see action.yml)`);
  return value;
}

const read = (path) => (path && existsSync(path) ? readFileSync(path, 'utf8') : '');

export async function main(env = process.env) {
  const body = commentBody(read(env.CAPCTL_PLAN_FILE), { exitCode: env.CAPCTL_EXIT_CODE ?? '?', errors: read(env.CAPCTL_ERROR_FILE) });
  const result = await upsertComment({
    api: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, ''),
    token: required(env, 'GITHUB_TOKEN'),
    repository: required(env, 'GITHUB_REPOSITORY'),
    issue: required(env, 'CAPCTL_PR_NUMBER'),
    body,
  });
  console.log(`capctl: ${result.action} the plan comment ${result.url ?? result.id}`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `comment_id=${result.id}\n`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`::error::capctl could not post the plan comment: ${error.message}`);
    process.exitCode = 1;
  });
}
