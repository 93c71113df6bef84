#!/usr/bin/env node
// The plan step's `has_changes`: whether the plan has steps, read from the `steps` of the plan
// record (line 2 of the Markdown plan), whatever the exit code: 3 is also a plan the org's policies
// block, which may change nothing. Reads only the first two lines. Prints `has_changes=true|false`.
import { closeSync, openSync, readSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { markedEnvironment } from './comment-body.mjs';

/**
 * The most bytes read for the marker and record lines: the record is at most 12,000 characters
 * (PLAN_RECORD_MAX_CHARS), a few bytes each in UTF-8. A longer head is no record: the exit code decides.
 */
export const HEAD_MAX_BYTES = 64 * 1024;

const RECORD_LINE = /^<!-- capctl-plan-record (\{.*\}) -->$/;

/** The record's `steps` in the Markdown's first two lines, or undefined (no record, or one without steps). */
export function recordedSteps(head) {
  const [first = '', second = ''] = head.replace(/\r\n/g, '\n').split('\n', 2);
  // The marker line as the comment's own reader knows it (comment-body.mjs).
  if (markedEnvironment(first) === undefined) return undefined;
  const match = RECORD_LINE.exec(second.trimEnd());
  if (!match) return undefined;
  let record;
  try {
    record = JSON.parse(match[1]);
  } catch {
    return undefined;
  }
  const steps = record?.steps;
  return Number.isInteger(steps) && steps >= 0 ? steps : undefined;
}

/** Whether the plan changes anything, from its exit code and the first lines of its Markdown. */
export function planHasChanges(head, exitcode) {
  // A failed plan (1) has no steps to speak of; 0 is a plan without any.
  if (exitcode !== 2 && exitcode !== 3) return false;
  const steps = recordedSteps(head);
  // No record to read, or one without steps (a capctl given as `package` that is older): the exit code says it, as before.
  return steps === undefined ? true : steps > 0;
}

/** The file's text up to its second line end (or its first HEAD_MAX_BYTES); '' when it cannot be read. */
export function readHead(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return '';
  }
  try {
    const buffer = Buffer.alloc(HEAD_MAX_BYTES);
    let length = 0;
    let lineEnds = 0;
    let end = -1;
    while (length < buffer.length && end < 0) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      // A LF byte is never part of another UTF-8 character: the cut after it splits none.
      for (let i = length; i < length + read; i++) {
        if (buffer[i] === 0x0a && ++lineEnds === 2) {
          end = i;
          break;
        }
      }
      length += read;
    }
    return buffer.subarray(0, end < 0 ? length : end).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [file = '', code = '1'] = process.argv.slice(2);
  const exitcode = Number(code);
  // Exit 0 and 1 decide it alone: the file is read only for 2 and 3.
  console.log(`has_changes=${planHasChanges(exitcode === 2 || exitcode === 3 ? readHead(file) : '', exitcode)}`);
}
