#!/usr/bin/env bash
# Runs Debian's nginx in the foreground with deploy/nginx/nginx.conf.template on
# 127.0.0.1:PORT, serving BUILD_DIR with the headers (CSP included), cache rules, types and
# redirects that the build wrote into BUILD_DIR/host-rules.nginx.conf. Needs no Node.
#   deploy/nginx/start.sh BUILD_DIR PORT
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: deploy/nginx/start.sh BUILD_DIR PORT" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$1" && pwd)"
port="$2"
nginx_bin="$(command -v nginx || true)"
[ -n "$nginx_bin" ] || nginx_bin=/usr/sbin/nginx
if [ ! -x "$nginx_bin" ]; then
  echo "nginx is not installed: apt-get install -y nginx-light (or nginx)" >&2
  exit 1
fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "nginx's brotli module is not installed: apt-get install -y libnginx-mod-http-brotli-static" >&2
  exit 1
fi
runtime="$(mktemp -d "${TMPDIR:-/tmp}/gcm-nginx.XXXXXX")"

for rules in host-rules.nginx.conf host-rules.server.nginx.conf; do
  if [ ! -f "$root/$rules" ]; then
    echo "$root/$rules is missing: build the site with npm run build (docusaurus build)" >&2
    exit 1
  fi
done
# Started as root, nginx runs its workers as an unprivileged user, which cannot read a
# build inside a private directory (a clone under `mktemp -d`, mode 700). This script
# serves a local build on 127.0.0.1, so its workers run as the user who started it.
user_directive=""
if [ "$(id -u)" -eq 0 ]; then user_directive="user root;"; fi
sed -e "s#__ROOT__#${root}#g" -e "s#__LISTEN__#127.0.0.1:${port}#g" \
  -e "s#__RUNTIME_DIR__#${runtime}#g" -e "s#__USER__#${user_directive}#g" \
  "$here/nginx.conf.template" > "$runtime/nginx.conf"
"$nginx_bin" -t -q -c "$runtime/nginx.conf" -p "$runtime"
echo "nginx serving $root at http://127.0.0.1:${port}/"
exec "$nginx_bin" -c "$runtime/nginx.conf" -p "$runtime"
