#!/usr/bin/env bash
# Runs the whole suite ROUNDS times (the first argument), files and tests shuffled with a new seed
# each round (or CAPCTL_TEST_SEED for the first, to replay an order), and prints each seed with
# the command that replays it. Further arguments go to vitest. Exits non-zero if any round failed.
set -uo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-1}"
shift || true
status=0
seeds=()
for ((round = 1; round <= rounds; round++)); do
  seed=""
  [ "$round" -eq 1 ] && seed="${CAPCTL_TEST_SEED:-}"
  [ -n "$seed" ] || seed="$(node -e 'console.log(1 + Math.floor(Math.random() * 2 ** 31))')"
  seeds+=("$seed")
  echo "test round $round of $rounds: shuffled with seed $seed (replay: CAPCTL_TEST_SEED=$seed .ci/run, or npx vitest run --sequence.shuffle --sequence.seed=$seed)"
  npx vitest run --sequence.shuffle --sequence.seed="$seed" "$@" || status=1
done
echo "test seeds: ${seeds[*]}"
exit "$status"
