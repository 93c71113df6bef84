import { describe, expect, it } from 'vitest';
import { renderFailureMarkdown } from './markdown-failure.js';

describe('renderFailureMarkdown', () => {
  it('carries the marker, says the plan failed, and lists each problem in a code block', () => {
    const markdown = renderFailureMarkdown({
      message: '2 problems in capacity:',
      details: ['capacity/a.yaml:3:5: unknown key `destinatons` (/actions/0/destinatons)', 'capacity/b.yaml:1:1: <bad>'],
      hint: 'fix the problems above',
    });
    expect(markdown).toBe([
      '<!-- capctl-plan -->',
      '### capctl plan',
      '',
      '> [!CAUTION]',
      '> **The plan failed; nothing can be applied until this is fixed.**',
      '> 2 problems in capacity:',
      '',
      '```text',
      'capacity/a.yaml:3:5: unknown key `destinatons` (/actions/0/destinatons)',
      'capacity/b.yaml:1:1: <bad>',
      '```',
      '',
      'Hint: fix the problems above',
      '',
    ].join('\n'));
  });

  it('keeps HTML out of the message and lets no detail close its fence', () => {
    const markdown = renderFailureMarkdown({ message: 'bad <script>', details: ['```'] }, { marker: 'capctl-plan:prod' });
    expect(markdown.split('\n')[0]).toBe('<!-- capctl-plan:prod -->');
    expect(markdown).toContain('> bad \\<script\\>');
    expect(markdown).toContain('````text\n```\n````\n');
  });
});
