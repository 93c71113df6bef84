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

  it('keeps a failure with thousands of problems within GitHub\'s limit, saying how many it left out', () => {
    const details = Array.from({ length: 5_000 }, (_, index) => `capacity/big.yaml:${index + 1}:5: unknown key \`destinatons\` (/actions/${index}/destinatons)`);
    expect(details.join('\n').length).toBeGreaterThan(300_000);
    const markdown = renderFailureMarkdown({ message: '5000 problems in capacity:', details, hint: 'fix the problems above' });
    expect(markdown.length).toBeLessThanOrEqual(65_536);
    expect(markdown.length).toBeGreaterThan(60_000);
    const shown = markdown.split('\n').filter((line) => line.startsWith('capacity/big.yaml:')).length;
    expect(shown).toBeGreaterThan(500);
    expect(markdown).toContain(`> ${5_000 - shown} of 5000 problems were left out to keep this comment within 65,536 characters.`);
    expect(markdown.trimEnd().endsWith('Hint: fix the problems above')).toBe(true);
    expect(markdown).toContain('```text\ncapacity/big.yaml:1:5:');
  });

  it('keeps a small budget too, with a line that raises the fence', () => {
    const details = ['a'.repeat(50), '`'.repeat(10), ...Array.from({ length: 50 }, () => 'b'.repeat(40))];
    const markdown = renderFailureMarkdown({ message: 'bad', details }, { maxChars: 1_000 });
    expect(markdown.length).toBeLessThanOrEqual(1_000);
    expect(markdown).toContain('`'.repeat(11) + 'text\n');
    expect(markdown).toMatch(/> \d+ of 52 problems were left out/);
  });
});
