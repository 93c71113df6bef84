// The Action's `.mjs` modules one by one, against the fake GitHub API on loopback: which merged
// pull request a pushed commit stands for, the ONE plan comment per environment, the head commit a
// comment must name, and log text that starts no workflow command however often it quotes one.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, FakeGitHub, type PullRequest } from './fixtures/fake-github.js';
import { parseCommands } from './fixtures/workflow-commands.js';
import { ROOT } from './cli-fixture.js';

interface Pull { number: number; head?: string; title?: string }
interface Comment { id: number; body: string; html_url: string }
interface Options { api: string; graphql: string; token: string; repository: string; sha: string; event: object; environment: string }
const reviewed = await import(join(ROOT, 'action/reviewed-plan.mjs')) as {
  refusalBody: (o: { environment: string; sha: string; reasons: string; logUrl?: string }) => string;
  refusalText: (report: string) => string | undefined;
  revisionMessage: (pr: number, title: unknown) => string;
  mergedPullRequest: (o: Options) => Promise<Pull>;
  reviewedPlan: (o: Options) => Promise<{ pr: number; body: string }>;
  Unreviewed: new (message: string) => Error & { pr?: number };
};
const comments = await import(join(ROOT, 'action/plan-comment.mjs')) as {
  planComment: (o: Options & { issue: number }) => Promise<Comment | undefined>;
  DuplicateComments: new () => Error;
};
const { roleWarning } = await import(join(ROOT, 'action/key-role.mjs')) as { roleWarning: (role: unknown) => string | undefined };
const { commandText } = await import(join(ROOT, 'action/log-text.mjs')) as { commandText: (text: string) => string };
const { checkInputs } = await import(join(ROOT, 'action/check-inputs.mjs')) as {
  checkInputs: (env: Record<string, string>) => { problems: string[]; environment: string };
};
const body = await import(join(ROOT, 'action/comment-body.mjs')) as {
  withEnvironment: (markdown: string, environment: string, head?: string) => string;
  markerField: (text: string, name: string) => string | undefined;
  markedEnvironment: (text: string) => string | undefined;
};

const TOKEN = 'ghs_fake-installation-token';
const REPO = 'acme/capacity';
const PR = 21;
const MERGE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const RECORD = '<!-- capctl-plan-record {"version":2} -->';

let github: FakeGitHub;
let options: Options;
beforeEach(async () => {
  github = new FakeGitHub(REPO, PR);
  github.tokens.set(TOKEN, { author: ACTIONS_BOT, installation: true });
  await github.start();
  options = { api: github.url, graphql: `${github.url}/graphql`, token: TOKEN, repository: REPO, sha: MERGE, event: {}, environment: 'prod' };
});
afterEach(async () => {
  await github.stop();
});

const pull = (number: number, fields: Partial<PullRequest>): PullRequest =>
  ({ number, head: { sha: `${number}`.padStart(40, 'e') }, merge_commit_sha: null, merged_at: '2026-11-26T09:00:00Z', title: `#${number}`, ...fields });

/** The refusal's message, or what was chosen. */
async function outcome<T>(run: () => Promise<T>): Promise<T | string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof reviewed.Unreviewed || error instanceof comments.DuplicateComments) return (error as Error).message;
    throw error;
  }
}

describe('mergedPullRequest', () => {
  it('takes the pull request whose merge commit was pushed, whichever order GitHub lists them in', async () => {
    // An older pull request whose branch holds the commit too, listed first and last in turn.
    const older = pull(20, { merge_commit_sha: 'f'.repeat(40), commits: [MERGE] });
    const merged = pull(PR, { head: { sha: HEAD }, merge_commit_sha: MERGE });
    github.pulls.push(older, merged);
    expect(await reviewed.mergedPullRequest(options)).toMatchObject({ number: PR, head: HEAD });
    github.pulls.reverse();
    expect(await reviewed.mergedPullRequest(options)).toMatchObject({ number: PR, head: HEAD });
  });

  it('takes a fast-forward (head is the pushed commit), and refuses when two pull requests match, naming both', async () => {
    github.pulls.push(pull(PR, { head: { sha: MERGE } }), pull(30, { merged_at: null, head: { sha: MERGE } }));
    expect(await reviewed.mergedPullRequest(options)).toMatchObject({ number: PR });
    github.pulls.push(pull(22, { head: { sha: MERGE } }));
    expect(await outcome(() => reviewed.mergedPullRequest(options))).toMatch(/^commit a{12} is what 2 merged pull requests merged \(#21, #22\), so which plan was reviewed for it is not known; nothing is applied/);
  });

  it('refuses a commit that merged pull requests only contain: none of them merged it', async () => {
    github.pulls.push(pull(20, { merge_commit_sha: 'f'.repeat(40), commits: [MERGE] }));
    expect(await outcome(() => reviewed.mergedPullRequest(options))).toMatch(/^commit a{12} was merged by no pull request GitHub knows of \(it is in #20, but none of them merged it\)/);
    github.pulls.length = 0;
    expect(await outcome(() => reviewed.mergedPullRequest(options))).toMatch(/^commit a{12} was merged by no pull request GitHub knows of, so no plan/);
  });
});

describe('planComment: one comment per environment', () => {
  const marked = (env: string) => `<!-- capctl-plan env=${env} head=${HEAD} -->\n${RECORD}\n### capctl plan\n`;

  it('finds the token\'s one comment across pages, ignoring others\' and other environments\'', async () => {
    github.add(marked('prod'));
    github.add(marked('staging'), ACTIONS_BOT);
    const ours = github.add(marked('prod'), ACTIONS_BOT);
    github.add('not a plan', ACTIONS_BOT);
    expect((await comments.planComment({ ...options, issue: PR }))?.id).toBe(ours.id);
  });

  it('refuses two, naming both, and reads every page to find the second', async () => {
    const first = github.add(marked('prod'), ACTIONS_BOT);
    github.add('filler', ACTIONS_BOT);
    github.add('filler', ACTIONS_BOT);
    const second = github.add(marked('prod'), ACTIONS_BOT);
    const refusal = await outcome(() => comments.planComment({ ...options, issue: PR }));
    expect(refusal).toContain('2 comments on this pull request carry the plan marker for prod, and only one may');
    expect(refusal).toContain(`${first.html_url}, ${second.html_url}`);
  });
});

describe('reviewedPlan: the comment must name the merged head commit', () => {
  beforeEach(() => {
    github.pulls.push(pull(PR, { head: { sha: HEAD }, merge_commit_sha: MERGE }));
  });

  it('takes a comment that names the head', async () => {
    github.add(`<!-- capctl-plan env=prod head=${HEAD} -->\n${RECORD}\n### capctl plan\n`, ACTIONS_BOT);
    expect(await reviewed.reviewedPlan(options)).toMatchObject({ pr: PR });
  });

  it('refuses a comment that names no head commit', async () => {
    github.add(`<!-- capctl-plan env=prod -->\n${RECORD}\n### capctl plan\n`, ACTIONS_BOT);
    expect(await outcome(() => reviewed.reviewedPlan(options))).toMatch(/^the plan comment of pull request #21 names no head commit, so which commit's plan it shows is not known/);
  });

  it('refuses when GitHub names no head commit of the merged pull request', async () => {
    github.pulls.length = 0;
    github.pulls.push({ number: PR, merge_commit_sha: MERGE, merged_at: '2026-11-26T09:00:00Z' } as unknown as PullRequest);
    github.add(`<!-- capctl-plan env=prod head=${HEAD} -->\n${RECORD}\n### capctl plan\n`, ACTIONS_BOT);
    expect(await outcome(() => reviewed.reviewedPlan(options))).toMatch(/^the plan comment of pull request #21 shows commit b{12}, but the pull request was merged at a commit GitHub did not name/);
  });
});

describe('commandText', () => {
  it('keeps a message on its command\'s line and defuses every ##[ in it', () => {
    const message = 'x ##[error]one ##[warning]two\n##[notice]three\r%0A';
    const text = commandText(message);
    expect(text).not.toContain('##[');
    expect(text).toBe('x #\\x23[error]one #\\x23[warning]two%0A#\\x23[notice]three%0D%250A');
    expect(parseCommands(`::error::${text}\n`).map((c) => c.name)).toEqual(['error']);
  });
});

describe('checkInputs and the marker line', () => {
  it('names the environment from the url, and refuses an empty url or a bad name', () => {
    expect(checkInputs({ CAPCTL_MODE: 'plan', CAPACITY_URL: 'https://Capacity.Example.com/x' })).toEqual({ problems: [], environment: 'capacity.example.com' });
    expect(checkInputs({ CAPCTL_MODE: 'apply', CAPCTL_STATE: 's.db' })).toEqual({ problems: [], environment: 'local' });
    expect(checkInputs({ CAPCTL_MODE: 'plan' }).problems).toEqual([expect.stringMatching(/^the input url is empty/)]);
    expect(checkInputs({ CAPCTL_MODE: 'plan', CAPCTL_STATE: 's.db', CAPCTL_ENVIRONMENT: 'a b' }).problems).toEqual([expect.stringMatching(/^the input environment is "a b"/)]);
  });

  it('writes env and head into the marker, keeps the record line, and takes only a commit id as head', () => {
    const markdown = `<!-- capctl-plan -->\n${RECORD}\n### capctl plan\n`;
    const marked = body.withEnvironment(markdown, 'prod', HEAD);
    expect(marked.split('\n').slice(0, 2)).toEqual([`<!-- capctl-plan env=prod head=${HEAD} -->`, RECORD]);
    expect(body.markerField(marked, 'head')).toBe(HEAD);
    expect(body.markedEnvironment(marked)).toBe('prod');
    expect(body.markerField(body.withEnvironment(markdown, 'prod', 'x --> y'), 'head')).toBeUndefined();
  });
});

describe('what apply mode says, and the key role warning', () => {
  it('quotes capctl\'s refusal in a fence no reason can close, and only a refusal as unreviewed', () => {
    const reasons = 'destination/x: it changed\n````\n## forged heading';
    const text = reviewed.refusalBody({ environment: 'prod', sha: MERGE, reasons });
    expect(text.split('\n')[0]).toBe('<!-- capctl-apply env=prod -->');
    expect(text).toContain('\n`````text\ndestination/x: it changed\n````\n## forged heading\n`````\n');
    const refused = JSON.stringify({ status: 'failed', error: { code: 'plan_not_reviewed', message: 'm', details: ['a', 'b'], hint: 'h' } });
    expect(reviewed.refusalText(refused)).toBe('error: m\n  a\n  b\nhint: h');
    expect(reviewed.refusalText(JSON.stringify({ status: 'failed', error: { code: 'breaking_not_allowed', message: 'm' } }))).toBeUndefined();
    expect(reviewed.refusalText('not json')).toBeUndefined();
  });

  it('keeps the revision message on one line', () => {
    expect(reviewed.revisionMessage(7, 'Raise\nthe SLA\r\n')).toBe('Raise the SLA (#7)');
    expect(reviewed.revisionMessage(7, '')).toBe('#7');
  });

  it('warns for an apply key only', () => {
    expect(roleWarning('apply')).toMatch(/^the api-key of this plan job has the role apply/);
    expect(roleWarning('plan')).toBeUndefined();
    expect(roleWarning(undefined)).toBeUndefined();
  });
});
