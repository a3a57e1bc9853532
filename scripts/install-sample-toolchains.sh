#!/usr/bin/env bash
# Installs the Debian packages that tests/samples/run-signing-samples.ts needs to run every
# signing sample in examples/signing, and tests/samples/run-api-samples.ts every API code sample. Safe to run again: it installs only what is missing.
# What each language needs is its module's `toolchain` in plugins/openapi/render/samples/languages,
# printed by scripts/sample-toolchains.ts.
# As root on Debian/Ubuntu it runs apt-get; otherwise it names the packages and exits 1.
#
# Usage: bash scripts/install-sample-toolchains.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

have() { command -v "$1" >/dev/null 2>&1; }

if ! have node; then
  echo "install-sample-toolchains: node is missing; install Node.js 20 or later (the runner is a Node script)." >&2
  exit 1
fi

if ! needs=$("$root/node_modules/.bin/tsx" "$root/scripts/sample-toolchains.ts"); then
  echo "install-sample-toolchains: could not read the sample languages' toolchains (run npm ci first)." >&2
  exit 1
fi

missing=()
while IFS=$'\t' read -r kind what package note; do
  [[ -n $kind ]] || continue
  if [[ $kind == command ]]; then have "$what" && continue; else [[ -f $what ]] && continue; fi
  if [[ $package == - ]]; then
    echo -e "install-sample-toolchains: note: $note"
  else
    [[ " ${missing[*]} " == *" $package "* ]] || missing+=("$package")
  fi
done <<<"$needs"

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-sample-toolchains: every sample toolchain is installed; nothing to do."
  exit 0
fi

echo "install-sample-toolchains: missing Debian packages: ${missing[*]}"

if [[ $(id -u) -ne 0 ]] || ! have apt-get; then
  echo "Install them as root, then run this script again:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

# Refresh the package lists only when apt does not know a candidate for one of the packages.
needs_update=false
for package in "${missing[@]}"; do
  candidate=$(apt-cache policy "$package" 2>/dev/null | awk '/Candidate:/ {print $2}')
  if [[ -z $candidate || $candidate == "(none)" ]]; then needs_update=true; fi
done
if $needs_update; then apt-get update; fi

DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
echo "install-sample-toolchains: installed ${missing[*]}"
