#!/usr/bin/env bash
# A release archive: layoutlab-VERSION-linux-x86_64.tar.gz holding bin/layoutlab and
# lib/layoutlab/VERSION/ (the library experiment files compile against, with toolchain.txt naming
# the Swift compiler that built it), made by `layoutlab install` into a scratch prefix, so the
# archive holds exactly what an install writes. Unpack it anywhere (`tar -xzf … -C ~/.local`): the
# binary finds the library beside it. A Swift toolchain of the same version is still needed on
# the machine (experiment files are compiled with it); `layoutlab doctor` checks.
#
# Usage: scripts/release-archive.sh [--debug] [OUTPUT_FOLDER]   (default: release build, current folder)
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
if [ "${1:-}" = "--debug" ]; then configuration=debug; shift; fi
output=$(cd "${1:-.}" && pwd)

swift build -c "$configuration" --product layoutlab
binary="$(swift build -c "$configuration" --show-bin-path)/layoutlab"
version=$("$binary" --version)
arch=$(uname -m)
os=$(uname -s | tr '[:upper:]' '[:lower:]')
name="layoutlab-$version-$os-$arch"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# LAYOUTLAB_LIBRARY unset: the library of this build folder is the one archived.
env -u LAYOUTLAB_LIBRARY "$binary" install --prefix "$scratch/$name" --quiet
# The manifest names files relative to the prefix, so it stays right wherever the archive is unpacked
# (`layoutlab uninstall --prefix` that place removes them).
tar -czf "$output/$name.tar.gz" -C "$scratch/$name" bin lib
echo "Wrote $output/$name.tar.gz ($(du -h "$output/$name.tar.gz" | cut -f1)): bin/layoutlab and lib/layoutlab/$version/."
echo "It needs $(head -1 "$scratch/$name/lib/layoutlab/$version/toolchain.txt") on the machine that uses it (on PATH, or LAYOUTLAB_SWIFTC)."
