#!/usr/bin/env bash
# Serves a real WordPress 6.x (Debian's `wordpress` package) on 127.0.0.1:8080 with pretty permalinks,
# through nginx and php-fpm, on MariaDB at 127.0.0.1:3306 (root, empty password). Idempotent: a second
# run reuses what is there and (re)starts what is not. Needs root (apt-get, /etc/wordpress).
#
#   bash scripts/wordpress/start-local.sh          # install if needed, start, print the credentials file
#   bash scripts/wordpress/start-local.sh fresh    # the same on an empty database (the recording starts so)
#   bash scripts/wordpress/start-local.sh stop     # stop this script's nginx and php-fpm
#
# Environment (all optional):
#   WP_PORT (8080), WP_DB (musubi_wp), WP_STATE_DIR (/tmp/musubi-wordpress),
#   MUSUBI_WEBHOOK_URL, MUSUBI_WEBHOOK_SECRET: written into the site's config for the must-use plugin.
# Writes $WP_STATE_DIR/credentials.env: WORDPRESS_URL, the editor's and the admin's application passwords.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
PORT="${WP_PORT:-8080}"
# Each port is its own site (database, state, config): `npm run test:wordpress` uses 8081 and leaves
# a recording on 8080 alone. Debian picks the config by the WORDPRESS_CONFIG server variable.
if [ "$PORT" = 8080 ]; then SUFFIX=""; else SUFFIX="_$PORT"; fi
DB="${WP_DB:-musubi_wp$SUFFIX}"
STATE="${WP_STATE_DIR:-/tmp/musubi-wordpress${SUFFIX/_/-}}"
HOST=127.0.0.1
URL="http://$HOST:$PORT"
CONTENT=/var/lib/wordpress/wp-content
CONFIG_NAME="musubi-$PORT"
CONFIG="/etc/wordpress/config-$CONFIG_NAME.php"
# Each site's own uploads folder (install.php sets upload_path): 'fresh' empties this site's, never another's.
UPLOADS="$CONTENT/uploads/musubi-$PORT"
mkdir -p "$STATE"

stop() {
  for name in nginx php-fpm; do
    if [ -s "$STATE/$name.pid" ] && kill -0 "$(cat "$STATE/$name.pid")" 2>/dev/null; then
      kill "$(cat "$STATE/$name.pid")" && echo "stopped $name"
    fi
    rm -f "$STATE/$name.pid"
  done
}
if [ "${1:-}" = stop ]; then stop; exit 0; fi

# 1. Packages (Debian's; no download from wordpress.org).
need=()
for p in wordpress php-fpm php-mysql php-cli nginx-light mariadb-client; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || need+=("$p")
done
if [ "$(dpkg-query -W -f='${Status}' nginx 2>/dev/null)" = 'install ok installed' ]; then need=("${need[@]/nginx-light}"); fi
if [ "${#need[@]}" -gt 0 ] && [ -n "${need[*]// /}" ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y ${need[*]}
fi
FPM="$(ls /usr/sbin/php-fpm* | head -1)"

# 2. Database (MariaDB must be running on 127.0.0.1:3306).
DB_PASS_FILE="$STATE/db-password"
[ -s "$DB_PASS_FILE" ] || head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$DB_PASS_FILE"
DB_PASS="$(cat "$DB_PASS_FILE")"
if [ "${1:-}" = fresh ]; then
  mysql -h 127.0.0.1 -P 3306 -u root -e "DROP DATABASE IF EXISTS \`$DB\`"
  rm -rf "$UPLOADS"
fi
mysql -h 127.0.0.1 -P 3306 -u root <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB\` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB'@'localhost' IDENTIFIED BY '$DB_PASS';
CREATE USER IF NOT EXISTS '$DB'@'127.0.0.1' IDENTIFIED BY '$DB_PASS';
ALTER USER '$DB'@'localhost' IDENTIFIED BY '$DB_PASS';
ALTER USER '$DB'@'127.0.0.1' IDENTIFIED BY '$DB_PASS';
GRANT ALL PRIVILEGES ON \`$DB\`.* TO '$DB'@'localhost', '$DB'@'127.0.0.1';
SQL

# 3. The site's config (Debian reads /etc/wordpress/config-$WORDPRESS_CONFIG.php).
salt() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9'; }
SALT_FILE="$STATE/salts.php"
if [ ! -s "$SALT_FILE" ]; then
  { echo '<?php'; for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do echo "define('$k', '$(salt)');"; done; } > "$SALT_FILE"
  chmod 644 "$SALT_FILE"
fi
{
  echo '<?php'
  echo "// Written by musubi's scripts/wordpress/start-local.sh; rewritten on every run."
  echo "define('DB_NAME', '$DB');"
  echo "define('DB_USER', '$DB');"
  echo "define('DB_PASSWORD', '$DB_PASS');"
  echo "define('DB_HOST', '127.0.0.1:3306');"
  echo "define('WP_HOME', '$URL');"
  echo "define('WP_SITEURL', '$URL');"
  echo "define('WP_CONTENT_DIR', '$CONTENT');"
  # Application passwords need HTTPS, or a local environment.
  echo "define('WP_ENVIRONMENT_TYPE', 'local');"
  echo "define('FS_METHOD', 'direct');"
  echo "require '$SALT_FILE';"
  if [ -n "${MUSUBI_WEBHOOK_URL:-}" ]; then
    echo "define('MUSUBI_WEBHOOK_URL', '${MUSUBI_WEBHOOK_URL}');"
    echo "define('MUSUBI_WEBHOOK_SECRET', '${MUSUBI_WEBHOOK_SECRET:-}');"
  fi
} > "$CONFIG"
chmod 644 "$CONFIG"

# 4. The must-use plugins: ours (deploy/wordpress) and, as Contact Form 7 is not packaged by Debian,
#    a stand-in for its REST routes over real wpcf7_contact_form posts (scripts/wordpress/cf7-rest.php).
mkdir -p "$CONTENT/mu-plugins" "$UPLOADS"
cp "$REPO/deploy/wordpress/musubi-sync.php" "$CONTENT/mu-plugins/musubi-sync.php"
cp "$HERE/cf7-rest.php" "$CONTENT/mu-plugins/musubi-cf7-rest.php"
chown -R www-data:www-data "$CONTENT/uploads" "$CONTENT/mu-plugins"

# 5. php-fpm and nginx, this script's own instances (pid files in $STATE).
cat > "$STATE/php-fpm.conf" <<CONF
[global]
pid = $STATE/php-fpm.pid
error_log = $STATE/php-fpm.log
daemonize = yes
[musubi-wp]
user = www-data
group = www-data
listen = $STATE/php-fpm.sock
listen.owner = www-data
listen.group = www-data
listen.mode = 0666
pm = static
pm.max_children = 4
clear_env = no
php_admin_value[upload_max_filesize] = 16M
php_admin_value[post_max_size] = 16M
php_admin_value[memory_limit] = 256M
CONF
cat > "$STATE/nginx.conf" <<CONF
worker_processes 1;
pid $STATE/nginx.pid;
error_log $STATE/nginx-error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log $STATE/nginx-access.log;
  client_body_temp_path $STATE/nginx-body;
  fastcgi_temp_path $STATE/nginx-fastcgi;
  proxy_temp_path $STATE/nginx-proxy;
  client_max_body_size 16m;
  server {
    listen $HOST:$PORT;
    server_name $HOST;
    root /usr/share/wordpress;
    index index.php;
    location /wp-content/ {
      root /var/lib/wordpress;
      try_files \$uri =404;
      location ~ \.php\$ { return 403; }
    }
    location / { try_files \$uri \$uri/ /index.php?\$args; }
    location ~ \.php\$ {
      try_files \$uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
      fastcgi_param WORDPRESS_CONFIG $CONFIG_NAME;
      fastcgi_pass unix:$STATE/php-fpm.sock;
    }
  }
}
CONF
alive() { [ -s "$STATE/$1.pid" ] && kill -0 "$(cat "$STATE/$1.pid")" 2>/dev/null; }
if ! alive php-fpm; then "$FPM" --fpm-config "$STATE/php-fpm.conf"; fi
if alive nginx; then nginx -c "$STATE/nginx.conf" -s reload; else nginx -c "$STATE/nginx.conf"; fi
for _ in $(seq 1 50); do
  [ -S "$STATE/php-fpm.sock" ] && curl -s -o /dev/null "$URL/wp-login.php" && break
  sleep 0.2
done

# 6. Install WordPress, pretty permalinks, the editor and their application passwords (no wp-cli in Debian 12).
[ -s "$STATE/admin-password" ] || { head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$STATE/admin-password"; chmod 600 "$STATE/admin-password"; }
WP_UPLOADS_DIR="$UPLOADS" WP_UPLOADS_URL="$URL/wp-content/uploads/musubi-$PORT" \
  WP_ADMIN_PASSWORD="$(cat "$STATE/admin-password")" WORDPRESS_CONFIG="$CONFIG_NAME" php "$HERE/install.php" "$URL" "$STATE/credentials.env"
# The REST API answers under /wp-json: pretty permalinks work.
curl -sf -o /dev/null "$URL/wp-json/wp/v2/posts" || { echo "WordPress's REST API does not answer at $URL/wp-json" >&2; exit 1; }
echo "wp-admin: $URL/wp-admin/ as admin, password in $STATE/admin-password"
echo "WordPress $(php -r 'include "/usr/share/wordpress/wp-includes/version.php"; echo $wp_version;') at $URL; credentials in $STATE/credentials.env"
