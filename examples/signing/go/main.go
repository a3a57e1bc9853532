// GCM request signing in Go (standard library only): prints the four signature headers.
// Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... go run main.go METHOD PATH [BODY_FILE]
// GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
package main

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// SignRequest returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign.
func SignRequest(secret, method, path, timestamp, nonce string, body []byte) string {
	bodySum := sha256.Sum256(body)
	stringToSign := strings.Join([]string{
		strings.ToUpper(method), path, timestamp, nonce, hex.EncodeToString(bodySum[:]),
	}, "\n")
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(stringToSign))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

func main() {
	if len(os.Args) < 3 || len(os.Args) > 4 {
		fail(2, "usage: main METHOD PATH [BODY_FILE]")
	}
	partnerID, secret := os.Getenv("GCM_PARTNER_ID"), os.Getenv("GCM_SIGNING_SECRET")
	if partnerID == "" || secret == "" {
		fail(2, "main: set GCM_PARTNER_ID and GCM_SIGNING_SECRET")
	}
	method, path := strings.ToUpper(os.Args[1]), os.Args[2]

	var body []byte // raw bytes, never re-serialised
	if len(os.Args) == 4 {
		var err error
		if body, err = os.ReadFile(os.Args[3]); err != nil {
			fail(1, err.Error())
		}
	}
	timestamp := os.Getenv("GCM_TIMESTAMP")
	if timestamp == "" {
		timestamp = strconv.FormatInt(time.Now().Unix(), 10)
	}
	nonce := os.Getenv("GCM_NONCE")
	if nonce == "" {
		random := make([]byte, 16)
		if _, err := rand.Read(random); err != nil {
			fail(1, err.Error())
		}
		nonce = hex.EncodeToString(random)
	}

	signature := SignRequest(secret, method, path, timestamp, nonce, body)
	fmt.Printf("X-Partner-Id: %s\nX-Timestamp: %s\nX-Nonce: %s\nX-Signature: %s\n", partnerID, timestamp, nonce, signature)
}

func fail(code int, message string) {
	fmt.Fprintln(os.Stderr, message)
	os.Exit(code)
}
