#!/usr/bin/env node
// Creates or updates the ONE pull-request comment that shows capctl's plan for one environment.
// Only a comment this token wrote whose first line is the environment's marker is updated; any
// other comment, whatever it holds, is never edited. Node's fetch and GitHub's API only.
import { appendFileSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LIMIT, commentBody, markedEnvironment, refusedBody } from './comment-body.mjs';
import { commandText } from './log-text.mjs';

/** The default GITHUB_TOKEN's author; assumed only when GitHub answers no identity (see whoAmI). */
export const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' };

export class GitHubError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

export function nextPage(link) {
  const match = /<([^>]+)>;\s*rel="next"/.exec(link ?? '');
  return match ? match[1] : undefined;
}

/** One request to GitHub's REST API; throws GitHubError (with the status) on any answer but 2xx. */
export async function github(api, token, method, url, body) {
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
    const shown = url.replace(/^https?:\/\/[^/]+/, '');
    throw new GitHubError(`${method} ${shown} answered ${response.status}: ${detail.slice(0, 300)}`, response.status);
  }
  return { data: await response.json(), link: response.headers.get('link') };
}

/**
 * Who the token is. GitHub's REST API has no "who am I" for an app installation token (the
 * default GITHUB_TOKEN): GET /user answers 403 and GET /app needs the app's JWT. GraphQL's
 * `viewer` answers for both kinds of token, so it comes first; GET /user next (a PAT where
 * GraphQL is unavailable); only when both fail and /user said 403 is the token taken to be
 * the default GITHUB_TOKEN, `github-actions[bot]`.
 */
export async function whoAmI({ api, graphql, token }) {
  try {
    const { data } = await github(api, token, 'POST', graphql, { query: 'query { viewer { login databaseId } }' });
    const viewer = data?.data?.viewer;
    if (typeof viewer?.login === 'string' && viewer.login !== '') return { login: viewer.login, id: viewer.databaseId };
  } catch (error) {
    if (error instanceof GitHubError && error.status === 401) throw error;
  }
  try {
    const { data } = await github(api, token, 'GET', '/user');
    return { login: data.login, id: data.id };
  } catch (error) {
    if (error instanceof GitHubError && error.status === 403) return ACTIONS_BOT;
    throw error;
  }
}

/** Whether a comment is this token's plan comment for the environment. */
export function isOurs(comment, identity, environment) {
  const user = comment?.user;
  if (!user) return false;
  const author = typeof identity.id === 'number' ? user.id === identity.id : user.login === identity.login && user.type === identity.type;
  return author && markedEnvironment(comment.body) === environment;
}

/** More than one comment of this token carries the environment's marker: which one counts is not known. */
export class DuplicateComments extends Error {
  constructor(environment, comments) {
    super(`${comments.length} comments on this pull request carry the plan marker for ${environment}, and only one may: `
      + `${comments.map((c) => c.html_url ?? `comment ${c.id}`).join(', ')}; which of them was reviewed is not known. `
      + 'delete all but one of them (or all: the next plan job writes a new one), then re-run the plan job');
    this.comments = comments;
  }
}

/**
 * THE plan comment of this token for the environment (every page read), or undefined when there
 * is none; DuplicateComments when there are several. Plan mode updates it, apply mode reads it:
 * both ask here, so neither can choose between two comments.
 */
export async function planComment({ api, graphql, token, repository, issue, environment }) {
  const identity = await whoAmI({ api, graphql, token });
  let url = `/repos/${repository}/issues/${issue}/comments?per_page=100`;
  const ours = [];
  while (url) {
    const page = await github(api, token, 'GET', url);
    ours.push(...page.data.filter((c) => isOurs(c, identity, environment)));
    url = nextPage(page.link);
  }
  if (ours.length > 1) throw new DuplicateComments(environment, ours);
  return ours[0];
}

/**
 * Updates our comment, or creates one; refuses (DuplicateComments) when there are several. When
 * GitHub refuses the body (422), the comment gets `refusedBody` instead, so an older plan never
 * stays standing, and the refusal is still thrown.
 */
export async function upsertComment({ api, graphql, token, repository, issue, body, environment, refusedBody }) {
  const found = await planComment({ api, graphql, token, repository, issue, environment });
  const write = (text) => found
    ? github(api, token, 'PATCH', `/repos/${repository}/issues/comments/${found.id}`, { body: text })
    : github(api, token, 'POST', `/repos/${repository}/issues/${issue}/comments`, { body: text });
  try {
    const { data } = await write(body);
    return { action: found ? 'updated' : 'created', id: data.id, url: data.html_url };
  } catch (error) {
    if (!(error instanceof GitHubError && error.status === 422) || refusedBody === undefined) throw error;
    await write(refusedBody);
    throw error;
  }
}

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set; the action sets it (see action.yml)`);
  return value;
}

const read = (path) => (path && existsSync(path) ? readFileSync(path, 'utf8') : '');

export async function main(env = process.env) {
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');
  const environment = required(env, 'CAPCTL_ENVIRONMENT');
  const logUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : '';
  const markdown = read(env.CAPCTL_PLAN_FILE);
  const { body, refused } = commentBody(markdown, { environment, exitCode: env.CAPCTL_EXIT_CODE || '?', errors: read(env.CAPCTL_ERROR_FILE), logUrl, head: env.CAPCTL_HEAD_SHA });
  if (body.length > LIMIT) throw new Error(`the comment would be ${body.length} characters, over GitHub's ${LIMIT}`);
  const result = await upsertComment({
    api,
    graphql: env.GITHUB_GRAPHQL_URL || `${api}/graphql`,
    token: required(env, 'GITHUB_TOKEN'),
    repository: required(env, 'GITHUB_REPOSITORY'),
    issue: required(env, 'CAPCTL_PR_NUMBER'),
    body,
    environment,
    refusedBody: refusedBody(environment, env.CAPCTL_EXIT_CODE || '?', logUrl),
  });
  if (refused > 0) {
    console.log(`::warning::The plan comment would be ${refused} characters, over GitHub's ${LIMIT}; it says so and points at this job log (step "Plan").`);
  }
  console.log(`capctl: ${result.action} the plan comment (${environment}) ${result.url ?? result.id}`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `comment_id=${result.id}\n`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.log(`::error::${commandText(`capctl could not post the plan comment: ${error.message}`)}`);
    process.exitCode = 1;
  });
}
