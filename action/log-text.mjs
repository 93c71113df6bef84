// Text for the job log's workflow commands: the runner reads `%25`, `%0D` and `%0A` back as
// `%`, CR and LF, so a message stays on its command's line whatever it quotes; and it finds the
// legacy `##[` command prefix anywhere in a line, so every one of those is shown as `#\x23[`.

/** Every `##[` of a line, not only the first: a second one would still start a command. */
const LEGACY_COMMAND = /##\[/g;

/** Escapes a `::error::`/`::warning::` message as the runner expects (one line, always, and no `##[`). */
export function commandText(text) {
  return String(text).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A').replace(LEGACY_COMMAND, '#\\x23[');
}
