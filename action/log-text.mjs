// Text for the job log's workflow commands: the runner reads `%25`, `%0D` and `%0A` back as
// `%`, CR and LF, so a message stays on its command's line whatever it quotes.

/** Escapes a `::error::`/`::warning::` message as the runner expects (one line, always). */
export function commandText(text) {
  return String(text).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
