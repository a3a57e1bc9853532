# GCM request signing in PowerShell 7+ (and Windows PowerShell 5.1): prints the four signature headers.
# Run: $env:GCM_PARTNER_ID='...'; $env:GCM_SIGNING_SECRET='...'; pwsh ./Sign.ps1 METHOD PATH [BODY_FILE]
# $env:GCM_TIMESTAMP and $env:GCM_NONCE override the current time and the random nonce.
param(
    [Parameter(Mandatory = $true, Position = 0)][string]$Method,
    [Parameter(Mandatory = $true, Position = 1)][string]$Path,
    [Parameter(Position = 2)][string]$BodyFile
)
$ErrorActionPreference = 'Stop'

# Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign.
function Get-GcmSignature {
    param([string]$Secret, [string]$Method, [string]$Path, [string]$Timestamp, [string]$Nonce, [byte[]]$Body)
    $sha256 = [System.Security.Cryptography.SHA256]::Create()
    $bodySha256 = -join ($sha256.ComputeHash($Body) | ForEach-Object { $_.ToString('x2') })
    $stringToSign = @($Method.ToUpperInvariant(), $Path, $Timestamp, $Nonce, $bodySha256) -join "`n"
    $hmac = [System.Security.Cryptography.HMACSHA256]::new([System.Text.Encoding]::UTF8.GetBytes($Secret))
    return [System.Convert]::ToBase64String($hmac.ComputeHash([System.Text.Encoding]::UTF8.GetBytes($stringToSign)))
}

$partnerId = $env:GCM_PARTNER_ID
$secret = $env:GCM_SIGNING_SECRET
if (-not $partnerId -or -not $secret) { throw 'Sign.ps1: set GCM_PARTNER_ID and GCM_SIGNING_SECRET' }

[byte[]]$body = @() # raw bytes, never re-serialised
if ($BodyFile) {
    # Resolve-Path because .NET's working directory does not follow Set-Location.
    $body = [System.IO.File]::ReadAllBytes((Resolve-Path -LiteralPath $BodyFile).ProviderPath)
}
$timestamp = if ($env:GCM_TIMESTAMP) { $env:GCM_TIMESTAMP } else { [string][DateTimeOffset]::UtcNow.ToUnixTimeSeconds() }
$nonce = if ($env:GCM_NONCE) { $env:GCM_NONCE } else { [guid]::NewGuid().ToString() }

$signature = Get-GcmSignature -Secret $secret -Method $Method -Path $Path -Timestamp $timestamp -Nonce $nonce -Body $body
Write-Output "X-Partner-Id: $partnerId"
Write-Output "X-Timestamp: $timestamp"
Write-Output "X-Nonce: $nonce"
Write-Output "X-Signature: $signature"
