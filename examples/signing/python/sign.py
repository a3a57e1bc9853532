#!/usr/bin/env python3
# GCM request signing in Python 3.9+ (standard library only): prints the four signature headers.
# Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... python3 sign.py METHOD PATH [BODY_FILE]
# GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
import base64
import hashlib
import hmac
import os
import sys
import time
import uuid


def sign_request(secret: str, method: str, path: str, timestamp: str, nonce: str, body: bytes) -> str:
    """Return the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign."""
    body_sha256 = hashlib.sha256(body).hexdigest()
    string_to_sign = "\n".join([method.upper(), path, timestamp, nonce, body_sha256])
    mac = hmac.new(secret.encode("utf-8"), string_to_sign.encode("utf-8"), hashlib.sha256)
    return base64.b64encode(mac.digest()).decode("ascii")


def main(args: list[str]) -> int:
    if len(args) not in (2, 3):
        print("usage: sign.py METHOD PATH [BODY_FILE]", file=sys.stderr)
        return 2
    partner_id = os.environ.get("GCM_PARTNER_ID")
    secret = os.environ.get("GCM_SIGNING_SECRET")
    if not partner_id or not secret:
        print("sign.py: set GCM_PARTNER_ID and GCM_SIGNING_SECRET", file=sys.stderr)
        return 2
    method, path = args[0].upper(), args[1]
    body = b""
    if len(args) == 3:
        with open(args[2], "rb") as body_file:  # raw bytes: never re-encode the body
            body = body_file.read()
    timestamp = os.environ.get("GCM_TIMESTAMP") or str(int(time.time()))
    nonce = os.environ.get("GCM_NONCE") or str(uuid.uuid4())

    signature = sign_request(secret, method, path, timestamp, nonce, body)
    print(f"X-Partner-Id: {partner_id}")
    print(f"X-Timestamp: {timestamp}")
    print(f"X-Nonce: {nonce}")
    print(f"X-Signature: {signature}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
