// GCM request signing in C# (.NET or Mono, base class library only): prints the four signature headers.
// Run with .NET: put this file in a console project, then
//   GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... dotnet run -- METHOD PATH [BODY_FILE]
// Run with Mono: mcs Sign.cs && GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... mono Sign.exe METHOD PATH [BODY_FILE]
// GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
using System;
using System.IO;
using System.Security.Cryptography;
using System.Text;

public static class Sign
{
    /// <summary>Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign.</summary>
    public static string SignRequest(string secret, string method, string path, string timestamp, string nonce, byte[] body)
    {
        string bodySha256;
        using (var sha256 = SHA256.Create())
        {
            bodySha256 = BitConverter.ToString(sha256.ComputeHash(body)).Replace("-", "").ToLowerInvariant();
        }
        var stringToSign = string.Join("\n", method.ToUpperInvariant(), path, timestamp, nonce, bodySha256);
        using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret)))
        {
            return Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(stringToSign)));
        }
    }

    public static int Main(string[] args)
    {
        if (args.Length < 2 || args.Length > 3)
        {
            Console.Error.WriteLine("usage: Sign METHOD PATH [BODY_FILE]");
            return 2;
        }
        var partnerId = Environment.GetEnvironmentVariable("GCM_PARTNER_ID");
        var secret = Environment.GetEnvironmentVariable("GCM_SIGNING_SECRET");
        if (string.IsNullOrEmpty(partnerId) || string.IsNullOrEmpty(secret))
        {
            Console.Error.WriteLine("Sign: set GCM_PARTNER_ID and GCM_SIGNING_SECRET");
            return 2;
        }
        var method = args[0].ToUpperInvariant();
        var path = args[1];
        var body = args.Length == 3 ? File.ReadAllBytes(args[2]) : new byte[0]; // raw bytes, never re-serialised
        var timestamp = Environment.GetEnvironmentVariable("GCM_TIMESTAMP");
        if (string.IsNullOrEmpty(timestamp)) timestamp = DateTimeOffset.UtcNow.ToUnixTimeSeconds().ToString();
        var nonce = Environment.GetEnvironmentVariable("GCM_NONCE");
        if (string.IsNullOrEmpty(nonce)) nonce = Guid.NewGuid().ToString();

        var signature = SignRequest(secret, method, path, timestamp, nonce, body);
        var output = Console.Out;
        output.Write("X-Partner-Id: " + partnerId + "\n");
        output.Write("X-Timestamp: " + timestamp + "\n");
        output.Write("X-Nonce: " + nonce + "\n");
        output.Write("X-Signature: " + signature + "\n");
        return 0;
    }
}
