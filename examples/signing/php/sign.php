<?php
// GCM request signing in PHP 7.4+ (standard library only): prints the four signature headers.
// Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... php sign.php METHOD PATH [BODY_FILE]
// GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
declare(strict_types=1);

/** Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign. */
function signRequest(string $secret, string $method, string $path, string $timestamp, string $nonce, string $body): string
{
    $bodySha256 = hash('sha256', $body);
    $stringToSign = implode("\n", [strtoupper($method), $path, $timestamp, $nonce, $bodySha256]);
    return base64_encode(hash_hmac('sha256', $stringToSign, $secret, true));
}

function envOrDefault(string $name, string $fallback): string
{
    $value = getenv($name);
    return $value === false || $value === '' ? $fallback : $value;
}

if ($argc < 3 || $argc > 4) {
    fwrite(STDERR, "usage: php sign.php METHOD PATH [BODY_FILE]\n");
    exit(2);
}
$partnerId = envOrDefault('GCM_PARTNER_ID', '');
$secret = envOrDefault('GCM_SIGNING_SECRET', '');
if ($partnerId === '' || $secret === '') {
    fwrite(STDERR, "sign.php: set GCM_PARTNER_ID and GCM_SIGNING_SECRET\n");
    exit(2);
}

[$method, $path] = [strtoupper($argv[1]), $argv[2]];
$body = $argc === 4 ? file_get_contents($argv[3]) : ''; // raw bytes, never re-serialised
if ($body === false) {
    exit(1);
}
$timestamp = envOrDefault('GCM_TIMESTAMP', (string) time());
$nonce = envOrDefault('GCM_NONCE', bin2hex(random_bytes(16)));

$signature = signRequest($secret, $method, $path, $timestamp, $nonce, $body);
echo "X-Partner-Id: $partnerId\n";
echo "X-Timestamp: $timestamp\n";
echo "X-Nonce: $nonce\n";
echo "X-Signature: $signature\n";
