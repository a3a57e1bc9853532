#!/usr/bin/env bash
# Installs the Debian packages that tests/samples/run-signing-samples.ts needs to run every
# signing sample in examples/signing, and tests/samples/run-api-samples.ts every API code sample. Safe to run again: it installs only what is missing.
# As root on Debian/Ubuntu it runs apt-get; otherwise it names the packages and exits 1.
#
# Usage: bash scripts/install-sample-toolchains.sh
set -euo pipefail

# command the runner calls -> Debian package that provides it
declare -A PACKAGE_FOR=(
  [python3]=python3      # python
  [openssl]=openssl      # curl (bash + openssl)
  [mcs]=mono-mcs         # csharp: compiler
  [mono]=mono-runtime    # csharp: runtime
  [go]=golang-go         # go
  [ruby]=ruby            # ruby
  [php]=php-cli          # php
  [javac]=default-jdk-headless # java: `java Sign.java` needs the JDK's compiler, not only a JRE
)
COMMANDS=(python3 openssl mcs mono go ruby php javac)

have() { command -v "$1" >/dev/null 2>&1; }

if ! have node; then
  echo "install-sample-toolchains: node is missing; install Node.js 20 or later (the runner is a Node script)." >&2
  exit 1
fi

missing=()
for command in "${COMMANDS[@]}"; do
  have "$command" || missing+=("${PACKAGE_FOR[$command]}")
done
# The Java code samples of the API reference use Unirest, which Debian packages as a jar.
[[ -f /usr/share/java/unirest-java.jar ]] || missing+=(libunirest-java-java)
# The C# samples use HttpClient, which Mono ships in a package of its own.
[[ -f /usr/lib/mono/4.5/System.Net.Http.dll ]] || missing+=(libmono-system-net-http4.0-cil)
have curl || missing+=(curl)

if ! have pwsh; then
  echo "install-sample-toolchains: note: PowerShell (pwsh) is not packaged for Debian, so the runner checks"
  echo "  examples/signing/powershell/Sign.ps1 statically. Install pwsh from Microsoft's packages to execute it."
fi

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
