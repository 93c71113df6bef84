// The service's JSON body parser: core's scanner reads the text first, so a body nested beyond
// the one depth limit, a number JSON.parse would turn into Infinity (then null), a lone
// surrogate (then U+FFFD) or a `__proto__` or `constructor.prototype` key is a 400 naming its
// pointer, before anything walks it. Then fastify's own parser, which refuses those keys too.
import { scanJson } from '@capctl/core';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from './errors.js';

// A body wraps what it carries in one object (`{"definition": {...}}`): one level more than the
// limit, so a definition the CLI accepts is accepted here too.
const BODY_DEPTH = 1;

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = text.trim() === '' ? undefined : scanJson(text, BODY_DEPTH);
    if (problem === undefined) {
      parse(request, text, done);
      return;
    }
    const message = problem.code === 'json_syntax'
      ? 'the request body is not valid JSON; send a JSON object'
      : `body ${problem.pointer || '/'} ${problem.message}`;
    // A syntax error spoils the whole body: no value inside it is to blame.
    done(new ServiceError('invalid_request', message, { pointer: problem.code === 'json_syntax' ? '' : problem.pointer }), undefined);
  });
}
