#!/usr/bin/env bash
# npm run test:wordpress: a real WordPress (Debian's package, scripts/wordpress/start-local.sh, on its own
# port 8081 so a recording on 8080 is untouched), the production build of musubi following it
# (WORDPRESS_SYNC_SECONDS=2, the must-use plugin's webhook), and the journey tests/wordpress-e2e/.
# Each run starts on an empty site ('fresh'): no post of an earlier run shows in this run's lists.
# Builds first when there is no build (NO_BUILD=1 to insist on the existing one). Needs root for apt/nginx.
set -euo pipefail
cd "$(dirname "$0")/../.."
export E2E_PORT="${E2E_PORT:-3123}"
export WP_PORT="${WP_PORT:-8081}"
STATE="/tmp/musubi-wordpress-$WP_PORT"
[ "$WP_PORT" = 8080 ] && STATE=/tmp/musubi-wordpress
MUSUBI_WEBHOOK_URL="http://127.0.0.1:$E2E_PORT/api/wordpress/webhook" MUSUBI_WEBHOOK_SECRET=e2e-wordpress-webhook-secret \
  WP_STATE_DIR="$STATE" bash scripts/wordpress/start-local.sh fresh
# Posts get ids far above the seeded magazine's, so each keeps its WordPress id as its article id.
mysql -h 127.0.0.1 -u root -e "ALTER TABLE \`$(grep -oP "DB_NAME', '\K[^']+" "/etc/wordpress/config-musubi-$WP_PORT.php")\`.wp_posts AUTO_INCREMENT = 770000"
# WordPress's sample post ("Hello world!", id 1) would take another id here (the seed's article 1 has it),
# one above our highest: on a site holding posts from 770000 up, the very id WordPress gives its next post.
# Deleted, as an editor would.
# shellcheck disable=SC1091
( . "$STATE/credentials.env"
  code="$(curl -s -o /dev/null -w '%{http_code}' -X DELETE -u "$WORDPRESS_ADMIN_USER:$WORDPRESS_ADMIN_APP_PASSWORD" "$WORDPRESS_URL/wp-json/wp/v2/posts/1?force=true")"
  case "$code" in 200|404|410) ;; *) echo "could not delete WordPress's sample post: HTTP $code" >&2; exit 1 ;; esac )
if [ ! -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ] && [ -z "${NO_BUILD:-}" ]; then npx next build; fi
E2E_LIVE_WORDPRESS="$STATE/credentials.env" NODE_OPTIONS=--experimental-vm-modules npx jest -c jest.wordpress.config.js --runInBand "$@"
