#!/usr/bin/env bash
# Checks the rule of CONTRIBUTING.md: a commit that changes src/ or include/ carries a line
# "Bench: N" in its message, N being the node count of ./build/quadrant bench for that commit.
#
#   scripts/check-bench-lines.sh [REVISION]     every commit after the rule's start up to
#                                               REVISION (default HEAD); what CI runs
#   scripts/check-bench-lines.sh --message FILE the commit being written (the commit-msg hook,
#                                               scripts/hooks/commit-msg)
#
# The rule is checked from START on: the commits before it (the history up to dd33d31, when the
# check began) are left as they are. A merge commit counts as changing src/ or include/ when its
# tree differs there from its first parent's (the branch it was merged into): the merged build
# is a new one, so it carries its own Bench line. The check needs START in the clone: a shallow
# clone without it fails with the command that fetches the rest (CI needs no network for it).
# Exit status: 0 when every commit keeps the rule, 1 when one does not, 2 on a usage error.
set -euo pipefail

# QUADRANT_BENCH_RULE_START moves the start (for the script's tests).
START=${QUADRANT_BENCH_RULE_START:-dd33d31fe4ddb4cd7bc989666278e103047916c2}
PATHS=(src include)
BENCH_LINE='^Bench: [0-9]+$'

usage() {
  sed -n '5,8p' "$0" | sed 's/^# \{0,1\}//'
}

has_bench_line() { grep -Eq "$BENCH_LINE"; }

# The commit being written: the staged changes against HEAD (with a merge under way, against the
# branch merged into).
check_message() {
  local message=$1 changed
  [[ -r $message ]] || { echo "check-bench-lines: cannot read $message" >&2; exit 2; }
  if git rev-parse --verify --quiet HEAD >/dev/null; then
    changed=$(git diff --cached --name-only HEAD -- "${PATHS[@]}")
  else
    changed=$(git diff --cached --name-only --root -- "${PATHS[@]}" 2>/dev/null || true)
  fi
  [[ -z $changed ]] && exit 0
  grep -v '^#' "$message" | has_bench_line && exit 0
  echo "check-bench-lines: this commit changes src/ or include/ but its message has no line" >&2
  echo "'Bench: N' (N: the last line of ./build/quadrant bench). Add it and commit again." >&2
  exit 1
}

# The files under src/ and include/ that commit changes (for a merge: against its first parent).
changed_paths() {
  local commit=$1 parent
  parent=$(git rev-parse --verify --quiet "$commit^1" || true)
  if [[ -z $parent ]]; then
    git diff-tree --root --no-commit-id --name-only -r "$commit" -- "${PATHS[@]}"
  else
    git diff --name-only "$parent" "$commit" -- "${PATHS[@]}"
  fi
}

check_range() {
  local tip=$1 commit missing=0 checked=0
  git rev-parse --git-dir >/dev/null 2>&1 || {
    echo "check-bench-lines: not a git checkout: nothing to check"
    exit 0
  }
  git rev-parse --verify --quiet "$tip^{commit}" >/dev/null || {
    echo "check-bench-lines: no commit '$tip'" >&2
    exit 2
  }
  if ! git cat-file -e "$START^{commit}" 2>/dev/null; then
    if [[ $(git rev-parse --is-shallow-repository) == true ]]; then
      echo "check-bench-lines: this clone is shallow and lacks ${START:0:7}, where the rule's" >&2
      echo "check starts; fetch the history first: git fetch --unshallow" >&2
    else
      echo "check-bench-lines: commit ${START:0:7}, where the rule's check starts, is not in" >&2
      echo "this clone; fetch Quadrant's main branch first" >&2
    fi
    exit 1
  fi
  for commit in $(git rev-list "$tip" "^$START"); do
    checked=$((checked + 1))
    [[ -z $(changed_paths "$commit") ]] && continue
    git log -1 --format=%B "$commit" | has_bench_line && continue
    echo "check-bench-lines: $(git log -1 --format='%h %s' "$commit")" >&2
    echo "  changes src/ or include/ but its message has no line 'Bench: N'" >&2
    missing=$((missing + 1))
  done
  if ((missing > 0)); then
    echo "check-bench-lines: $missing of $checked commits after ${START:0:7} lack their Bench line" >&2
    echo "(CONTRIBUTING.md, \"The bench signature\": amend or reword them before merging)" >&2
    exit 1
  fi
  echo "check-bench-lines: $checked commits after ${START:0:7} checked, each keeps the Bench rule"
}

case "${1:-}" in
  -h | --help) usage ;;
  --message) [[ $# -eq 2 ]] || { usage >&2; exit 2; }; check_message "$2" ;;
  -*) usage >&2; exit 2 ;;
  *) [[ $# -le 1 ]] || { usage >&2; exit 2; }; check_range "${1:-HEAD}" ;;
esac
