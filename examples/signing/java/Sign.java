// GCM request signing in Java 11+ (standard library only): prints the four signature headers.
// Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... java Sign.java METHOD PATH [BODY_FILE]
// GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Locale;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Sign {
    /** Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign. */
    static String signRequest(String secret, String method, String path, String timestamp, String nonce, byte[] body)
            throws Exception {
        byte[] bodyHash = MessageDigest.getInstance("SHA-256").digest(body);
        StringBuilder bodySha256 = new StringBuilder();
        for (byte b : bodyHash) bodySha256.append(String.format("%02x", b));
        String stringToSign = String.join("\n", method.toUpperCase(Locale.ROOT), path, timestamp, nonce, bodySha256);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return Base64.getEncoder().encodeToString(mac.doFinal(stringToSign.getBytes(StandardCharsets.UTF_8)));
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: java Sign.java METHOD PATH [BODY_FILE]");
            System.exit(2);
        }
        String partnerId = envOrDefault("GCM_PARTNER_ID", "");
        String secret = envOrDefault("GCM_SIGNING_SECRET", "");
        if (partnerId.isEmpty() || secret.isEmpty()) {
            System.err.println("Sign.java: set GCM_PARTNER_ID and GCM_SIGNING_SECRET");
            System.exit(2);
        }
        String method = args[0].toUpperCase(Locale.ROOT);
        String path = args[1];
        byte[] body = args.length == 3 ? Files.readAllBytes(Path.of(args[2])) : new byte[0]; // raw bytes
        String timestamp = envOrDefault("GCM_TIMESTAMP", Long.toString(System.currentTimeMillis() / 1000));
        String nonce = envOrDefault("GCM_NONCE", UUID.randomUUID().toString());

        String signature = signRequest(secret, method, path, timestamp, nonce, body);
        System.out.print("X-Partner-Id: " + partnerId + "\n");
        System.out.print("X-Timestamp: " + timestamp + "\n");
        System.out.print("X-Nonce: " + nonce + "\n");
        System.out.print("X-Signature: " + signature + "\n");
    }

    private static String envOrDefault(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }
}
