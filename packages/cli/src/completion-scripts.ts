// Completion scripts for bash, zsh and fish, written from the completion tree: each finds the
// command path typed so far, then offers that command's subcommands or options, else files.
import { valueFlags } from './completion-tree.js';
import type { CompletionNode } from './completion-tree.js';

export type Shell = 'bash' | 'zsh' | 'fish';

export const SHELLS: readonly Shell[] = ['bash', 'zsh', 'fish'];

const single = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The `case` patterns (bash and zsh) that step from one command path to the next. */
function stepPatterns(nodes: readonly CompletionNode[]): string {
  return nodes.filter((n) => n.path.includes('/')).map((n) => n.path).join('|');
}

export function bashScript(nodes: readonly CompletionNode[]): string {
  const cases = nodes.map((n) => [
    `    ${n.path}) words=${single(n.subcommands.map((s) => s.name).join(' '))}; opts=${single(n.options.map((o) => o.flag).join(' '))} ;;`,
  ].join('\n'));
  return `# bash completion for capctl, generated from its command tree by \`capctl completion bash\`.
# Load it now with: source <(capctl completion bash)
# or for good:      capctl completion bash > ~/.local/share/bash-completion/completions/capctl
_capctl() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" node=capctl word i words opts
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$node/$word" in
      ${stepPatterns(nodes)}) node="$node/$word" ;;
    esac
  done
  case "$prev" in
    ${valueFlags(nodes).join('|')}) return 0 ;;
  esac
  case "$node" in
${cases.join('\n')}
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  elif [[ -n "$words" ]]; then
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
  fi
}
complete -o default -o bashdefault -F _capctl capctl
`;
}

const zshEntry = (name: string, description: string) => single(`${name.replace(/:/g, '\\:')}:${description}`);

export function zshScript(nodes: readonly CompletionNode[]): string {
  const cases = nodes.map((n) => [
    `    (${n.path})`,
    `      subs=(${n.subcommands.map((s) => zshEntry(s.name, s.description)).join(' ')})`,
    `      opts=(${n.options.map((o) => zshEntry(o.flag, o.description)).join(' ')}) ;;`,
  ].join('\n'));
  return `#compdef capctl
# zsh completion for capctl, generated from its command tree by \`capctl completion zsh\`.
# Load it now with: source <(capctl completion zsh)   (after compinit)
# or for good:      capctl completion zsh > "\${fpath[1]}/_capctl"
_capctl() {
  local node=capctl word i
  local -a subs opts
  for ((i = 2; i < CURRENT; i++)); do
    word="\${words[i]}"
    case "$node/$word" in
      (${stepPatterns(nodes)}) node="$node/$word" ;;
    esac
  done
  case "\${words[CURRENT-1]}" in
    (${valueFlags(nodes).join('|')}) _files; return ;;
  esac
  case "$node" in
${cases.join('\n')}
  esac
  if [[ "\${words[CURRENT]}" == -* ]]; then
    _describe -t options option opts
  elif (( \${#subs} )); then
    _describe -t commands command subs
  else
    _files
  fi
}
if [[ "\${funcstack[1]}" == "_capctl" ]]; then _capctl "$@"; else compdef _capctl capctl; fi
`;
}

export function fishScript(nodes: readonly CompletionNode[]): string {
  const lines: string[] = [];
  for (const n of nodes) {
    const at = `-n ${single(`__capctl_at ${n.path}`)}`;
    for (const s of n.subcommands) lines.push(`complete -c capctl ${at} -f -a ${s.name} -d ${single(s.description)}`);
    for (const o of n.options) {
      lines.push(`complete -c capctl ${at} -l ${o.flag.replace(/^--/, '')}${o.takesValue ? ' -r' : ''} -d ${single(o.description)}`);
    }
  }
  return `# fish completion for capctl, generated from its command tree by \`capctl completion fish\`.
# Load it now with: capctl completion fish | source
# or for good:      capctl completion fish > ~/.config/fish/completions/capctl.fish
function __capctl_node
    set -l node capctl
    for word in (commandline -opc)[2..-1]
        switch "$node/$word"
            case ${nodes.filter((n) => n.path.includes('/')).map((n) => n.path).join(' ')}
                set node "$node/$word"
        end
    end
    echo $node
end
function __capctl_at
    test (__capctl_node) = $argv[1]
end
${lines.join('\n')}
`;
}

export function completionScript(shell: Shell, nodes: readonly CompletionNode[]): string {
  if (shell === 'bash') return bashScript(nodes);
  if (shell === 'zsh') return zshScript(nodes);
  return fishScript(nodes);
}
