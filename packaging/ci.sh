#!/usr/bin/env bash
# CI for the desktop bundle, run after the tests from a clone whose .venv has the game installed
# (the README's `python3 -m venv .venv && .venv/bin/pip install -e '.[test]'`):
#   1. install PyInstaller (the `package` extra) into .venv
#   2. build dist/bigtrouble/ and the minimal-window baseline dist/minimal/ (packaging/build.py)
#   3. check every Qt library the bundle's binaries link to is inside it
#   4. run dist/bigtrouble/bigtrouble --self-test offscreen in a bare environment (no venv, no PYTHON* variables)
#   5. print the size and startup ratios against the baseline (packaging/compare.py; fails if the size is over)
# Exits non-zero at the first step that fails. About a minute on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
if [ ! -x "$PY" ]; then
  echo "packaging/ci.sh: no .venv here; first run: python3 -m venv .venv && .venv/bin/pip install -e '.[test]'" >&2
  exit 2
fi
export QT_QPA_PLATFORM=offscreen

echo "+ pip install -e '.[package]'"
"$PY" -m pip install -q -e '.[package]'

"$PY" packaging/build.py
"$PY" packaging/build.py --minimal

echo "+ checking the bundle's Qt libraries"
missing=$(find dist/bigtrouble/_internal -type f \( -name '*.so' -o -name '*.so.*' \) -print0 \
  | xargs -0 -n 20 ldd 2>/dev/null | grep -E '(libQt6|libpyside6|libshiboken6|libicu|libpython).* not found' | sort -u || true)
if [ -n "$missing" ]; then
  echo "libraries missing from the bundle:" >&2
  echo "$missing" >&2
  exit 1
fi

echo "+ dist/bigtrouble/bigtrouble --self-test"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen dist/bigtrouble/bigtrouble --self-test

echo "+ python packaging/compare.py --runs 11"
"$PY" packaging/compare.py --runs 11
