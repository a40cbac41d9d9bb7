<?php
/**
 * Installs the local WordPress non-interactively (Debian 12 has no wp-cli): the site, pretty
 * permalinks, Japan's time zone, an editor and an admin with application passwords. Idempotent:
 * an installed site is kept, and so are application passwords the credentials file still names.
 *
 *   php scripts/wordpress/install.php http://127.0.0.1:8080 /tmp/musubi-wordpress/credentials.env
 */
[$self, $url, $credentials] = $argv + [null, 'http://127.0.0.1:8080', '/tmp/musubi-wordpress/credentials.env'];
$parts = parse_url($url);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['REQUEST_URI'] = '/';
// The site's own config (start-local.sh: /etc/wordpress/config-musubi-PORT.php).
if (getenv('WORDPRESS_CONFIG')) $_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG');
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
// No mail about the new site (there is no sendmail here).
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

if (!is_blog_installed()) {
	$result = wp_install('musubi 編集部ブログ', 'admin', 'admin@blog.example.jp', false, '', getenv('WP_ADMIN_PASSWORD') ?: wp_generate_password(24));
	fwrite(STDOUT, "installed WordPress {$GLOBALS['wp_version']}\n");
}
update_option('permalink_structure', '/%year%/%monthnum%/%postname%/');
update_option('timezone_string', 'Asia/Tokyo');
update_option('gmt_offset', '');
update_option('blog_public', '0');
// This site's own uploads folder (start-local.sh), so sites on other ports keep theirs.
if (getenv('WP_UPLOADS_DIR')) {
	update_option('upload_path', getenv('WP_UPLOADS_DIR'));
	update_option('upload_url_path', getenv('WP_UPLOADS_URL'));
}
flush_rewrite_rules(false);

$old = [];
if (is_readable($credentials)) {
	foreach (file($credentials, FILE_IGNORE_NEW_LINES) as $line) {
		if (preg_match('/^(\w+)=\'?(.*?)\'?$/', $line, $m)) $old[$m[1]] = $m[2];
	}
}

/** A user with this role (created when absent) and an application password named $app. */
function musubi_user_with_app_password(string $login, string $role, string $name, string $app, ?string $known): array {
	$user = get_user_by('login', $login);
	if (!$user) {
		$id = wp_insert_user(['user_login' => $login, 'user_pass' => wp_generate_password(24), 'user_email' => "$login@blog.example.jp", 'display_name' => $name, 'role' => $role]);
		if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message() . "\n"); exit(1); }
		$user = get_user_by('id', $id);
	}
	$user->set_role($role);
	foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
		if ($item['name'] !== $app) continue;
		if ($known && wp_check_password(str_replace(' ', '', $known), $item['password'])) {
			return [$login, $known];
		}
		WP_Application_Passwords::delete_application_password($user->ID, $item['uuid']);
	}
	$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => $app]);
	if (is_wp_error($created)) { fwrite(STDERR, $created->get_error_message() . "\n"); exit(1); }
	return [$login, WP_Application_Passwords::chunk_password($created[0])];
}

// wp-admin's login for people (start-local.sh keeps it in $WP_STATE_DIR/admin-password).
$adminUser = get_user_by('login', 'admin');
if ($adminUser && getenv('WP_ADMIN_PASSWORD') && !wp_check_password(getenv('WP_ADMIN_PASSWORD'), $adminUser->user_pass, $adminUser->ID)) wp_set_password(getenv('WP_ADMIN_PASSWORD'), $adminUser->ID);
if (!wp_is_application_passwords_available()) { fwrite(STDERR, "application passwords are not available (WP_ENVIRONMENT_TYPE must be local)\n"); exit(1); }
[$editor, $editorPass] = musubi_user_with_app_password('editor', 'editor', '編集部 デスク', 'musubi-sync', $old['WORDPRESS_APP_PASSWORD'] ?? null);
[$admin, $adminPass] = musubi_user_with_app_password('admin', 'administrator', '管理者', 'musubi-record', $old['WORDPRESS_ADMIN_APP_PASSWORD'] ?? null);

$env = "WORDPRESS_URL='$url'\nWORDPRESS_USER='$editor'\nWORDPRESS_APP_PASSWORD='$editorPass'\nWORDPRESS_ADMIN_USER='$admin'\nWORDPRESS_ADMIN_APP_PASSWORD='$adminPass'\nWORDPRESS_VERSION='{$GLOBALS['wp_version']}'\n";
file_put_contents($credentials, $env);
chmod($credentials, 0600);
