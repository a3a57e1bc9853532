#!/usr/bin/env bash
# GCM request signing with bash and openssl: prints the four signature headers, and with
# --send also makes the request with curl against the sandbox.
# Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... bash sign.sh [--send] METHOD PATH [BODY_FILE]
# GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce. --send also needs
# GCM_ACCESS_TOKEN (a bearer token) and sends GCM_IDEMPOTENCY_KEY as Idempotency-Key when set.
# Note: openssl takes the key as an argument, so other users of this machine can see it in `ps`.
set -euo pipefail

# sign_request SECRET METHOD PATH TIMESTAMP NONCE BODY_FILE -> prints the X-Signature value
sign_request() {
  local secret=$1 method=$2 path=$3 timestamp=$4 nonce=$5 body_file=$6 body_sha256
  body_sha256=$(openssl dgst -sha256 -r <"$body_file" | cut -d' ' -f1)
  # printf, not echo: five lines joined by LF with no trailing newline.
  printf '%s\n%s\n%s\n%s\n%s' "$method" "$path" "$timestamp" "$nonce" "$body_sha256" |
    openssl dgst -sha256 -hmac "$secret" -binary | openssl base64 -A
}

send=false
if [[ ${1:-} == --send ]]; then
  send=true
  shift
fi
if [[ $# -lt 2 || $# -gt 3 ]]; then
  echo "usage: sign.sh [--send] METHOD PATH [BODY_FILE]" >&2
  exit 2
fi
: "${GCM_PARTNER_ID:?set GCM_PARTNER_ID}" "${GCM_SIGNING_SECRET:?set GCM_SIGNING_SECRET}"

method=$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')
path=$2
body_file=${3:-/dev/null}
timestamp=${GCM_TIMESTAMP:-$(date +%s)}
nonce=${GCM_NONCE:-$(openssl rand -hex 16)}
signature=$(sign_request "$GCM_SIGNING_SECRET" "$method" "$path" "$timestamp" "$nonce" "$body_file")

headers=("X-Partner-Id: $GCM_PARTNER_ID" "X-Timestamp: $timestamp" "X-Nonce: $nonce" "X-Signature: $signature")
printf '%s\n' "${headers[@]}"

if $send; then
  : "${GCM_ACCESS_TOKEN:?set GCM_ACCESS_TOKEN to send the request}"
  # --path-as-is: curl must not normalise the path, or it no longer matches what was signed.
  args=(--silent --show-error --path-as-is --request "$method" --header "Authorization: Bearer $GCM_ACCESS_TOKEN")
  for header in "${headers[@]}"; do args+=(--header "$header"); done
  if [[ -n ${GCM_IDEMPOTENCY_KEY:-} ]]; then args+=(--header "Idempotency-Key: $GCM_IDEMPOTENCY_KEY"); fi
  if [[ $# -eq 3 ]]; then args+=(--header 'Content-Type: application/json' --data-binary "@$body_file"); fi
  curl "${args[@]}" "https://sandbox.api.gcm.example$path"
fi
