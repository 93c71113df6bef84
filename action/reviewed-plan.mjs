#!/usr/bin/env node
// Apply mode applies only what the merged pull request showed. `find`: the pull request the pushed
// commit merged (the event, else GET /repos/{repo}/commits/{sha}/pulls: exactly one, or nothing),
// this action's ONE plan comment for the environment there (plan-comment.mjs's planComment: two
// are refused, never chosen between), which must show the pull request's head commit; written to a
// file for `capctl apply --expect-plan`. `report`: when capctl refused the plan as unreviewed, says
// so on the pull request.
import { appendFileSync, existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIMIT, markerField } from './comment-body.mjs';
import { commandText } from './log-text.mjs';
import { DuplicateComments, github, planComment } from './plan-comment.mjs';

/** Why nothing is applied, said as the job log and the pull request say it. */
export class Unreviewed extends Error {
  constructor(message, pr) {
    super(message);
    this.pr = pr;
  }
}

const short = (sha) => String(sha ?? '').slice(0, 12);

/**
 * The merged pull request of `sha`: {number, head, title}. A `pull_request` event that closed it
 * merged names it. A push asks GitHub which pull requests hold the commit and takes the merged one
 * whose merge commit is `sha` (a merge, squash or rebase merge), else the one whose head is `sha`
 * (a fast-forward). GitHub lists every merged pull request that contains the commit (an older one
 * whose branch it was cut from, a later one built on it), so any other choice could apply what
 * another pull request reviewed: none, or more than one, is refused, naming them.
 */
export async function mergedPullRequest({ api, token, repository, sha, event }) {
  const fromEvent = event?.pull_request;
  if (fromEvent?.merged === true && typeof fromEvent.number === 'number') return { number: fromEvent.number, head: fromEvent.head?.sha, title: fromEvent.title };
  const { data } = await github(api, token, 'GET', `/repos/${repository}/commits/${sha}/pulls`);
  const merged = (Array.isArray(data) ? data : []).filter((pr) => pr?.merged_at && typeof pr.number === 'number');
  const byMerge = merged.filter((p) => p.merge_commit_sha === sha);
  const matching = byMerge.length > 0 ? byMerge : merged.filter((p) => p.head?.sha === sha);
  if (matching.length > 1) {
    throw new Unreviewed(`commit ${short(sha)} is what ${matching.length} merged pull requests merged (${matching.map((p) => `#${p.number}`).join(', ')}), `
      + 'so which plan was reviewed for it is not known; nothing is applied. Merge one pull request at a time, or set require-reviewed-plan: false');
  }
  const pr = matching[0];
  if (!pr) {
    const others = merged.length > 0 ? ` (it is in ${merged.map((p) => `#${p.number}`).join(', ')}, but none of them merged it)` : '';
    throw new Unreviewed(`commit ${short(sha)} was merged by no pull request GitHub knows of${others}, so no plan of it was reviewed; `
      + 'merge changes through a pull request, or set require-reviewed-plan: false to apply unreviewed changes');
  }
  return { number: pr.number, head: pr.head?.sha, title: pr.title };
}

/** The reviewed plan comment's body, checked to show the pull request's last commit. */
export async function reviewedPlan(options) {
  const pr = await mergedPullRequest(options);
  let comment;
  try {
    comment = await planComment({ ...options, issue: pr.number });
  } catch (error) {
    if (error instanceof DuplicateComments) throw new Unreviewed(`pull request #${pr.number}: ${error.message}`, pr.number);
    throw error;
  }
  if (!comment) {
    throw new Unreviewed(`pull request #${pr.number} has no plan comment of this action for ${options.environment}, so its plan was not reviewed here; `
      + 'run the action in plan mode on pull requests (same environment), or set require-reviewed-plan: false', pr.number);
  }
  // Right after the marker line only: further down, a failed plan's comment quotes data.
  if (!/^<!-- capctl-plan-record \{/.test(comment.body.split('\n', 2)[1] ?? '')) {
    throw new Unreviewed(`the plan comment of pull request #${pr.number} holds no plan record (its plan failed, or was too long for a comment), `
      + 'so no plan of it was reviewed there; fix the plan and re-run its plan job', pr.number);
  }
  // Both commits must be known and equal: a comment that names none could show any commit's plan.
  const head = markerField(comment.body, 'head');
  if (!head) {
    throw new Unreviewed(`the plan comment of pull request #${pr.number} names no head commit, so which commit's plan it shows is not known; `
      + 're-run its plan job on the pull request (a pull_request event gives the action the head commit)', pr.number);
  }
  if (!pr.head || head !== pr.head) {
    throw new Unreviewed(`the plan comment of pull request #${pr.number} shows commit ${short(head)}, but the pull request was merged at `
      + `${pr.head ? short(pr.head) : 'a commit GitHub did not name'}: the plan of its last commit was never shown; re-run its plan job before merging`, pr.number);
  }
  return { pr: pr.number, title: typeof pr.title === 'string' ? pr.title : '', body: comment.body, url: comment.html_url };
}

/** A fence that no run of backticks in `text` can close. */
const fenceFor = (text) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/** The pull-request comment that says why nothing was applied; the reasons quoted in a code block. */
export function refusalBody({ environment, sha, reasons, logUrl }) {
  const head = [
    `<!-- capctl-apply env=${environment} -->`,
    `### capctl apply refused (${environment})`,
    '',
    `The plan made on the merged commit ${short(sha)} is not the plan this pull request showed, so nothing was applied.`,
    `Re-run the plan, review it, and apply it${logUrl ? ` (job log: ${logUrl})` : ''}.`,
    '',
  ].join('\n');
  let text = reasons.trim() || '(no reasons given)';
  const room = LIMIT - head.length - 64;
  if (text.length > room) text = `${text.slice(0, room)}\n… (cut; the job log has the rest)`;
  const fence = fenceFor(text);
  return `${head}\n${fence}text\n${text}\n${fence}\n`;
}

/** capctl's refusal from its JSON report: message, details and hint; undefined for other outcomes. */
export function refusalText(reportText) {
  let report;
  try {
    report = JSON.parse(reportText);
  } catch {
    return undefined;
  }
  const error = report?.error;
  if (report?.status !== 'failed' || error?.code !== 'plan_not_reviewed') return undefined;
  const details = Array.isArray(error.details) ? error.details.map((d) => `  ${d}`) : [];
  return [`error: ${error.message}`, ...details, ...(error.hint ? [`hint: ${error.hint}`] : [])].join('\n');
}

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set; the action sets it (see action.yml)`);
  return value;
}

function context(env) {
  const api = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');
  const eventPath = env.GITHUB_EVENT_PATH;
  return {
    api,
    graphql: env.GITHUB_GRAPHQL_URL || `${api}/graphql`,
    token: required(env, 'GITHUB_TOKEN'),
    repository: required(env, 'GITHUB_REPOSITORY'),
    sha: required(env, 'GITHUB_SHA'),
    environment: required(env, 'CAPCTL_ENVIRONMENT'),
    event: eventPath && existsSync(eventPath) ? JSON.parse(readFileSync(eventPath, 'utf8')) : {},
    logUrl: env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : '',
  };
}

async function postRefusal(ctx, pr, reasons) {
  const body = refusalBody({ ...ctx, reasons });
  const { data } = await github(ctx.api, ctx.token, 'POST', `/repos/${ctx.repository}/issues/${pr}/comments`, { body });
  console.log(`capctl: said on pull request #${pr} why nothing was applied: ${data.html_url ?? data.id}`);
}

/** What the applied revision says of why: the pull request's title and number, on one line. */
export function revisionMessage(pr, title) {
  const line = String(title ?? '').replace(/[\r\n]+/g, ' ').trim().slice(0, 900);
  return line === '' ? `#${pr}` : `${line} (#${pr})`;
}

/**
 * `find`: writes the reviewed comment and the revision's message to RUNNER_TEMP, and `file=`,
 * `pr=`, `message_file=` to GITHUB_OUTPUT; refuses (exit 1) otherwise.
 */
export async function find(env = process.env) {
  const ctx = context(env);
  try {
    const reviewed = await reviewedPlan(ctx);
    const file = join(required(env, 'RUNNER_TEMP'), 'capctl-reviewed-plan.md');
    writeFileSync(file, reviewed.body);
    console.log(`capctl: applying only what pull request #${reviewed.pr} showed for ${ctx.environment}: ${reviewed.url ?? ''}`);
    const messageFile = join(required(env, 'RUNNER_TEMP'), 'capctl-message.txt');
    writeFileSync(messageFile, revisionMessage(reviewed.pr, reviewed.title));
    if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `file=${file}\npr=${reviewed.pr}\nmessage_file=${messageFile}\n`);
  } catch (error) {
    if (!(error instanceof Unreviewed)) throw error;
    console.log(`::error::${commandText(`capctl action: nothing applied: ${error.message}`)}`);
    if (error.pr !== undefined) await postRefusal(ctx, error.pr, error.message);
    process.exitCode = 1;
  }
}

/** `report FILE`: when capctl refused the plan as unreviewed, posts why to the pull request. */
export async function report(file, env = process.env) {
  const reasons = refusalText(file && existsSync(file) ? readFileSync(file, 'utf8') : '');
  if (reasons === undefined) return;
  const ctx = context(env);
  await postRefusal(ctx, required(env, 'CAPCTL_PR_NUMBER'), reasons);
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [command, file] = process.argv.slice(2);
  const run = command === 'report' ? report(file) : find();
  run.catch((error) => {
    console.log(`::error::${commandText(`capctl action: could not check the reviewed plan: ${error.message}`)}`);
    process.exitCode = 1;
  });
}
