// A stored revision as a plan, so that it renders like one: `revisions show` and `apply FILE`
// show what the service stored (its steps come masked), never a copy held elsewhere.
import { PLAN_FORMAT_VERSION, type Plan } from '@capctl/core';
import type { Revision } from '@capctl/state';

export function revisionPlan(revision: Revision): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    serial: 0,
    steps: revision.preview_steps,
    summary: revision.summary,
    diagnostics: [],
  };
}
