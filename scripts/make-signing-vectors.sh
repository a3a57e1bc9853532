#!/usr/bin/env bash
# Writes src/data/signing-vectors.json: request-signing test vectors whose expected values
# come from openssl, not from src/lib/signing, so the module and every sample are checked
# against an independent implementation of the scheme in /docs/additional-support/hmac-signature-generation.
#
# Usage: bash scripts/make-signing-vectors.sh     (needs bash, openssl, od; node only writes the JSON)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$repo_root/src/data/signing-vectors.json"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

readonly EMPTY_BODY_SHA256=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
# The fictional sandbox partner and signing secret of the API reference's examples.
readonly PARTNER_ID=ptn_8Fq3Zk1Lw9Xc
readonly SECRET=gcm_sk_sbx_5c1e9a7f3b2d4e6f8a0b1c2d3e4f5a6b

count=0

die() {
  echo "make-signing-vectors: $*" >&2
  exit 1
}

sha256_hex() { # file -> lower-case hex SHA-256 of its bytes
  openssl dgst -sha256 -r <"$1" | cut -d' ' -f1
}

# add_vector NAME DESCRIPTION SECRET METHOD PATH TIMESTAMP NONCE
# The body is whatever the caller wrote to "$work/next-body" (and, for a generated body,
# the recipe in "$work/next-repeat" and "$work/next-times").
add_vector() {
  local name=$1 description=$2 secret=$3 method=$4 path=$5 timestamp=$6 nonce=$7
  local dir
  dir="$work/vectors/$(printf '%02d' "$count")"
  mkdir -p "$dir"
  count=$((count + 1))

  printf '%s' "$name" >"$dir/name"
  printf '%s' "$description" >"$dir/description"
  printf '%s' "$secret" >"$dir/secret"
  printf '%s' "$PARTNER_ID" >"$dir/partnerId"
  printf '%s' "$method" >"$dir/method"
  printf '%s' "$path" >"$dir/path"
  printf '%s' "$timestamp" >"$dir/timestamp"
  printf '%s' "$nonce" >"$dir/nonce"
  mv "$work/next-body" "$dir/body"
  if [[ -f "$work/next-repeat" ]]; then
    mv "$work/next-repeat" "$dir/bodyRepeat"
    mv "$work/next-times" "$dir/bodyTimes"
  fi
  wc -c <"$dir/body" | tr -d ' \n' >"$dir/bodyByteLength"

  local body_sha256
  body_sha256="$(sha256_hex "$dir/body")"
  printf '%s' "$body_sha256" >"$dir/bodySha256"

  # Five lines joined by LF, no trailing newline.
  printf '%s\n%s\n%s\n%s\n%s' "$method" "$path" "$timestamp" "$nonce" "$body_sha256" >"$dir/stringToSign"

  # Key = the secret's UTF-8 bytes, passed as hex so no byte is reinterpreted.
  local hexkey signature cross_check
  hexkey="$(printf '%s' "$secret" | od -An -v -tx1 | tr -d ' \n')"
  signature="$(openssl dgst -sha256 -mac HMAC -macopt "hexkey:$hexkey" -binary <"$dir/stringToSign" | openssl base64 -A)"
  # A second openssl route (-hmac takes the key as a string) must agree.
  cross_check="$(openssl dgst -sha256 -hmac "$secret" -binary <"$dir/stringToSign" | openssl base64 -A)"
  [[ "$signature" == "$cross_check" ]] || die "$name: openssl HMAC routes disagree"
  [[ ${#signature} -eq 44 && "$signature" == *= ]] || die "$name: unexpected signature shape $signature"
  printf '%s' "$signature" >"$dir/signature"
}

# Sanity check of the toolchain against the constant in the scheme.
: >"$work/empty"
[[ "$(sha256_hex "$work/empty")" == "$EMPTY_BODY_SHA256" ]] || die "openssl SHA-256 of an empty body is wrong"

# 1. The guide's worked example and the calculator's starting values: ProvisionGiftCard with the
#    API reference's "single_email" example body as compact JSON, so both pages show the same signature.
printf '%s' '{"businessId":"biz_7Hd2Kp9Qw4Ln","partnerReference":"order-100045","items":[{"amount":5000,"currency":"USD","quantity":1,"itemReference":"line-1"}],"delivery":{"method":"email","recipientName":"Alex Rivera","recipientEmail":"alex.rivera@mail.example","senderName":"Sam Lee","message":"Happy birthday, Alex! Coffee is on me.","locale":"en-US"}}' >"$work/next-body"
add_vector provision-gift-card \
  'POST /v1/gift-cards (ProvisionGiftCard) with a compact JSON body: the worked example of the guide and of the API reference.' \
  "$SECRET" POST /v1/gift-cards 1728921912 c9a1f0d2-4b7e-4e31-9f5a-8d6c2b1e7a40

# 2. An empty body and a query string (GetCards): the API reference's HmacSignature example.
: >"$work/next-body"
add_vector get-cards-with-query-string \
  'GET /v1/gift-cards (GetCards) with a query string and no body: the fifth line is the SHA-256 of zero bytes.' \
  "$SECRET" GET '/v1/gift-cards?status=active&page=1&pageSize=25' 1729448520 5e2b8c14-0f6a-4d9e-b3c7-a1d2e3f4a5b6

# 3. The query string is signed exactly as sent: parameter order and percent-encoding included.
: >"$work/next-body"
add_vector get-cards-percent-encoded-query \
  'GET /v1/gift-cards (GetCards) whose query string is percent-encoded, including the + of a time zone offset; it is signed byte for byte as sent.' \
  "$SECRET" GET '/v1/gift-cards?partnerReference=caf%C3%A9%20order%2F42&createdFrom=2024-10-01T00%3A00%3A00%2B02%3A00&page=2' \
  1729448580 3e8d2a61-9b4f-4c07-a5e1-6f0b2d8c4a93

# 4. Non-ASCII body and non-ASCII secret: both are hashed and keyed as UTF-8 bytes.
printf '%s' '{"businessId":"biz_7Hd2Kp9Qw4Ln","partnerReference":"order-100047","items":[{"amount":3000,"currency":"EUR","quantity":1,"itemReference":"line-1"}],"delivery":{"method":"email","recipientName":"Zoë Dupont","recipientEmail":"zoe.dupont@mail.example","senderName":"Jürgen","message":"Joyeux anniversaire ! Ça te plaît ? 🎁 礼品卡","locale":"fr-FR"}}' >"$work/next-body"
add_vector provision-non-ascii-body-and-secret \
  'POST /v1/gift-cards whose body and signing secret both contain non-ASCII characters, encoded as UTF-8.' \
  'gcm_sk_sbx_clé_ünïcødé_🔑_密钥' POST /v1/gift-cards 1729448640 e92c5b18-7a3d-4f60-9d4b-2c8e1f7a0b35

# Vectors 5 to 7 use an illustrative path: no GCM operation uses DELETE, PATCH or PUT today,
# but the scheme signs any method, and every implementation must agree on them.

# 5. DELETE with no body.
: >"$work/next-body"
add_vector delete-empty-body \
  'DELETE with no body, on an illustrative path: the method line is signed as given, upper case.' \
  "$SECRET" DELETE /v1/example-resources/res_4Tn7Vb2Xq8Rm 1729448700 a41b7f03-2c6e-4d9a-b8f1-0e5c3d7a9b26

# 6. A trailing newline is part of the body and changes its hash.
printf '%s\n' '{"webhookUrl":"https://partner.example/hooks/gcm"}' >"$work/next-body"
add_vector patch-body-with-trailing-newline \
  'PATCH on an illustrative path whose body ends with a newline byte, which is part of the hashed body.' \
  "$SECRET" PATCH /v1/example-resources/res_4Tn7Vb2Xq8Rm 1729448760 5f0a9c27-3e8b-4d16-a2c9-7b4e1d0f8a63

# 7. A 20 KiB body, generated from a recipe so the JSON stays small.
repeat='{"sku":"GC-DEMO-0001","amount":2500,"currency":"USD","count":1}'$'\n'
times=320
for ((i = 0; i < times; i++)); do printf '%s' "$repeat"; done >"$work/next-body"
printf '%s' "$repeat" >"$work/next-repeat"
printf '%s' "$times" >"$work/next-times"
add_vector put-long-body \
  'PUT on an illustrative path with a 20,480-byte newline-delimited JSON body: one 64-byte line repeated 320 times.' \
  "$SECRET" PUT /v1/example-resources/res_4Tn7Vb2Xq8Rm/items 1729448820 c7d3e5a1-8f2b-4a69-9e0c-4b1d6f3a2e87

# Serialise the files as JSON. node only reads and writes text here; it computes nothing.
node - "$work/vectors" "$out" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const [dir, out] = process.argv.slice(2);
const read = (d, f) => fs.readFileSync(path.join(dir, d, f), 'utf8');
const vectors = fs.readdirSync(dir).sort().map((d) => {
  const has = (f) => fs.existsSync(path.join(dir, d, f));
  const body = has('bodyRepeat') ? {repeat: read(d, 'bodyRepeat'), times: Number(read(d, 'bodyTimes'))} : read(d, 'body');
  return {
    name: read(d, 'name'),
    description: read(d, 'description'),
    secret: read(d, 'secret'),
    partnerId: read(d, 'partnerId'),
    method: read(d, 'method'),
    path: read(d, 'path'),
    timestamp: read(d, 'timestamp'),
    nonce: read(d, 'nonce'),
    body,
    bodyByteLength: Number(read(d, 'bodyByteLength')),
    bodySha256: read(d, 'bodySha256'),
    stringToSign: read(d, 'stringToSign'),
    signature: read(d, 'signature'),
  };
});
const doc = {
  $comment:
    'Generated by scripts/make-signing-vectors.sh: expected values computed with openssl. Do not edit by hand. ' +
    'A body is either a UTF-8 string or {repeat, times}: the string repeated that many times.',
  vectors,
};
fs.writeFileSync(out, JSON.stringify(doc, null, 2) + '\n');
NODE

echo "make-signing-vectors: wrote $count vectors to ${out#"$repo_root"/}"
