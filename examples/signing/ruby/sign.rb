# GCM request signing in Ruby (standard library only): prints the four signature headers.
# Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... ruby sign.rb METHOD PATH [BODY_FILE]
# GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
require 'openssl'
require 'securerandom'

# Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign.
def sign_request(secret:, method:, path:, timestamp:, nonce:, body:)
  body_sha256 = OpenSSL::Digest::SHA256.hexdigest(body)
  string_to_sign = [method.upcase, path, timestamp, nonce, body_sha256].join("\n")
  # .b compares and signs the UTF-8 bytes whatever the locale; pack('m0') is strict Base64.
  [OpenSSL::HMAC.digest('SHA256', secret.b, string_to_sign.b)].pack('m0')
end

unless ARGV.length.between?(2, 3)
  warn 'usage: ruby sign.rb METHOD PATH [BODY_FILE]'
  exit 2
end
partner_id = ENV.fetch('GCM_PARTNER_ID', '')
secret = ENV.fetch('GCM_SIGNING_SECRET', '')
if partner_id.empty? || secret.empty?
  warn 'sign.rb: set GCM_PARTNER_ID and GCM_SIGNING_SECRET'
  exit 2
end

method, path, body_file = ARGV
body = body_file ? File.binread(body_file) : ''.b # raw bytes, never re-serialised
timestamp = ENV['GCM_TIMESTAMP'].to_s.empty? ? Time.now.to_i.to_s : ENV['GCM_TIMESTAMP']
nonce = ENV['GCM_NONCE'].to_s.empty? ? SecureRandom.uuid : ENV['GCM_NONCE']

signature = sign_request(secret: secret, method: method.b, path: path.b, timestamp: timestamp.b, nonce: nonce.b, body: body)
puts "X-Partner-Id: #{partner_id}"
puts "X-Timestamp: #{timestamp}"
puts "X-Nonce: #{nonce}"
puts "X-Signature: #{signature}"
